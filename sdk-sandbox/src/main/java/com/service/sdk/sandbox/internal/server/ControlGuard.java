package com.service.sdk.sandbox.internal.server;

import com.service.sdk.sandbox.SandboxException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;

/**
 * Requires the control token on {@code /_sandbox/...} when one is in effect: in header
 * {@code X-Sandbox-Control-Token}, in the dashboard's cookie, or once as {@code ?token=} on a
 * GET (the dashboard then sets the cookie). Without a token every control request passes.
 */
public final class ControlGuard {
  /** The header that carries the token. */
  public static final String HEADER = "X-Sandbox-Control-Token";
  /** The cookie that the dashboard sets after {@code ?token=}. */
  public static final String COOKIE = "sandbox_control_token";

  private final String token;

  /**
   * Creates a guard.
   *
   * @param token the token to require, or null to require none
   */
  public ControlGuard(String token) {
    this.token = token;
  }

  void check(Call call) {
    if (token == null) {
      return;
    }
    if (matches(call.headers().getFirst(HEADER)) || matches(cookie(call.headers().getFirst("Cookie")))
        || "GET".equals(call.method()) && matches(queryToken(call.rawQuery()))) {
      return;
    }
    throw new SandboxException(401, "the sandbox controls need its control token (printed at start as"
        + " SANDBOX_CONTROL_TOKEN) in header " + HEADER + "; the dashboard takes it once as /_sandbox/?token=...");
  }

  /**
   * Whether a token is the one in effect.
   *
   * @param given the token to check, or null
   * @return true when a token is in effect and {@code given} is it
   */
  public boolean matches(String given) {
    return token != null && given != null && MessageDigest.isEqual(
        token.getBytes(StandardCharsets.UTF_8), given.trim().getBytes(StandardCharsets.UTF_8));
  }

  /** The value of {@code token=} in a raw query, or null. Tokens are printable ASCII, so no decoding is needed. */
  public static String queryToken(String rawQuery) {
    if (rawQuery == null) {
      return null;
    }
    for (String pair : rawQuery.split("&")) {
      if (pair.startsWith("token=")) {
        return pair.substring("token=".length());
      }
    }
    return null;
  }

  private static String cookie(String header) {
    if (header == null) {
      return null;
    }
    for (String part : header.split(";")) {
      String pair = part.trim();
      if (pair.startsWith(COOKIE + "=")) {
        return pair.substring(COOKIE.length() + 1);
      }
    }
    return null;
  }
}
