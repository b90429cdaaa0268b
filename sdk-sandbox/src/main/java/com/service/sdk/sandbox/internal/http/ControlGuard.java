package com.service.sdk.sandbox.internal.http;

import com.service.sdk.sandbox.SandboxException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

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

  /** Headers a proxy or tunnel adds to what it forwards: the request came from elsewhere. */
  private static final List<String> FORWARDING = List.of("Forwarded", "X-Forwarded-For", "X-Forwarded-Host",
      "X-Real-IP");

  private final @Nullable String token;

  /**
   * Creates a guard.
   *
   * @param token the token to require, or null to require none
   */
  public ControlGuard(@Nullable String token) {
    this.token = token;
  }

  /**
   * The token the controls require: the configured one; else none when every request can only
   * come from this machine (bound to loopback, and no public URL naming another host); else a
   * random one. A public URL beyond loopback means a proxy or a port mapping forwards requests to
   * the loopback socket from wherever it serves, so the bound address says nothing about where
   * a request came from.
   *
   * @param configured the token set with {@code --control-token}, or null
   * @param loopback whether the sandbox is bound to a loopback address
   * @param publicBaseUrl the URL set with {@code --public-url}, or null
   * @return the token, or null when the controls are open (this machine only)
   */
  public static @Nullable String tokenFor(@Nullable String configured, boolean loopback, @Nullable String publicBaseUrl) {
    if (configured != null) {
      return configured;
    }
    if (loopback && (publicBaseUrl == null || namesThisMachine(hostName(URI.create(publicBaseUrl).getHost())))) {
      return null;
    }
    byte[] random = new byte[16];
    new SecureRandom().nextBytes(random);
    return HexFormat.of().formatHex(random);
  }

  void check(Call call) {
    if (token == null) {
      checkHost(call.headers().getFirst("Host"));
      checkOrigin(call.headers().getFirst("Origin"));
      checkNotForwarded(call);
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
  public boolean matches(@Nullable String given) {
    return token != null && given != null && MessageDigest.isEqual(
        token.getBytes(StandardCharsets.UTF_8), given.trim().getBytes(StandardCharsets.UTF_8));
  }

  /**
   * Without a token the controls answer only requests addressed to this machine: a web page
   * whose name an attacker re-points at 127.0.0.1 (DNS rebinding) sends its own name as Host
   * and could otherwise read what the controls answer (API secrets among it).
   */
  private void checkHost(String header) {
    if (namesThisMachine(hostName(header))) {
      return;
    }
    throw new SandboxException(403, "the sandbox controls answer only requests addressed to this machine (Host"
        + " 127.0.0.1, localhost or [::1]) unless a control token is set; got Host " + header);
  }

  /**
   * A browser names the page that sent a request in {@code Origin}; without a token, a page of
   * another site must not pay payments or create merchants through the open controls (it
   * could not read the answers, but the effect would happen).
   */
  private void checkOrigin(String origin) {
    if (origin == null) {
      return;
    }
    String host;
    try {
      host = URI.create(origin.trim()).getHost();
    } catch (IllegalArgumentException e) {
      host = null;
    }
    if (host != null && namesThisMachine(hostName(host))) {
      return;
    }
    throw new SandboxException(403, "the sandbox controls do not take requests from pages of other sites unless a"
        + " control token is set; got Origin " + origin);
  }

  /**
   * A proxy or tunnel in front of a loopback sandbox started without a public URL (one that
   * sends {@code Host: localhost}, or ngrok with its Host rewritten) forwards requests from
   * anywhere; its forwarding headers say so, and open controls refuse them.
   */
  private static void checkNotForwarded(Call call) {
    for (String header : FORWARDING) {
      if (call.headers().getFirst(header) != null) {
        throw new SandboxException(403, "the sandbox controls answer only requests from this machine unless a"
            + " control token is set; this one was forwarded (" + header + "): behind a proxy or tunnel, start the"
            + " sandbox with --public-url (or --control-token) and send the token");
      }
    }
  }

  /** Whether a host name (from {@link #hostName}) is this machine's: localhost or a literal loopback address. */
  private static boolean namesThisMachine(@Nullable String host) {
    return host != null && (host.equals("localhost") || IpAddresses.isLoopbackLiteral(host));
  }

  /** The host part of a Host header, lowercase, without port or IPv6 brackets; null when absent. */
  static @Nullable String hostName(String header) {
    if (header == null || header.isBlank()) {
      return null;
    }
    String host = header.trim().toLowerCase(Locale.ROOT);
    if (host.startsWith("[")) {
      int end = host.indexOf(']');
      return end < 0 ? null : host.substring(1, end);
    }
    int colon = host.indexOf(':');
    return colon < 0 ? host : host.substring(0, colon);
  }

  /** The value of {@code token=} in a raw query, or null. Tokens are printable ASCII, so no decoding is needed. */
  public static @Nullable String queryToken(@Nullable String rawQuery) {
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

  private static @Nullable String cookie(String header) {
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
