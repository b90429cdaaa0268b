package com.service.sdk.sandbox.internal.server;

import com.service.sdk.sandbox.SandboxException;
import com.service.sdk.sandbox.internal.state.Merchant;
import com.service.sdk.sandbox.internal.state.SandboxState;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Checks credentials per spec section 5: both canonical strings, the timestamp window, HMAC
 * nonces, merchant standing, and the absence of credentials on public operations.
 */
public final class Authenticator {
  private static final List<String> CREDENTIAL_HEADERS = List.of(
      "X-API-KEY-ID", "X-API-TIMESTAMP", "X-API-NONCE", "X-API-SIGNATURE",
      "X-Service-Api-Key", "X-Service-Timestamp", "X-Service-Signature", "Authorization");

  private final SandboxState state;
  private final NonceCache nonces;
  private final long windowSeconds;

  public Authenticator(SandboxState state) {
    this.state = state;
    this.nonces = new NonceCache(state.options.maxNoncesPerKey());
    this.windowSeconds = state.options.timestampWindow().getSeconds();
  }

  /** Returns the authenticated merchant, or null for families without credentials. */
  Merchant authenticate(Family family, Call call) {
    switch (family) {
      case PLUGIN:
        return plugin(call);
      case HMAC:
        return hmac(call);
      case PUBLIC:
        refuseCredentials(call);
        return null;
      default:
        return null;
    }
  }

  private Merchant plugin(Call call) {
    String keyId = header(call, "X-Service-Api-Key");
    String timestamp = header(call, "X-Service-Timestamp");
    String signature = header(call, "X-Service-Signature");
    checkTimestamp(timestamp, "X-Service-Timestamp");
    Merchant merchant = merchant(keyId);
    checkSignatureForm(signature, "X-Service-Signature");
    byte[] canonical = Crypto.pluginCanonical(timestamp, call.method(), call.rawPath(), call.body());
    if (!Crypto.sameSignature(Crypto.hmacHex(merchant.secretKey, canonical), signature)) {
      throw unauthorized("signature mismatch: X-Service-Signature must be the HMAC-SHA256 of "
          + "timestamp.METHOD.path.body (path as sent, raw body bytes)");
    }
    return standing(merchant);
  }

  private Merchant hmac(Call call) {
    String keyId = header(call, "X-API-KEY-ID");
    String timestamp = header(call, "X-API-TIMESTAMP");
    String nonce = header(call, "X-API-NONCE");
    String signature = header(call, "X-API-SIGNATURE");
    long now = checkTimestamp(timestamp, "X-API-TIMESTAMP");
    if (!Crypto.isLowerHex(nonce, 32)) {
      throw unauthorized("X-API-NONCE must be 32 lowercase hexadecimal characters (16 random bytes)");
    }
    Merchant merchant = merchant(keyId);
    checkSignatureForm(signature, "X-API-SIGNATURE");
    String canonical = Crypto.hmacCanonical(
        call.method(), call.rawPath(), call.rawQuery(), timestamp, nonce, call.body());
    String expected = Crypto.hmacHex(merchant.secretKey, canonical.getBytes(StandardCharsets.UTF_8));
    if (!Crypto.sameSignature(expected, signature)) {
      throw unauthorized("signature mismatch: X-API-SIGNATURE must be the HMAC-SHA256 of METHOD, path, "
          + "query, timestamp, nonce and body SHA-256 joined by line feeds (path and query as sent)");
    }
    if (!nonces.register(keyId, nonce, now, Long.parseLong(timestamp) + windowSeconds)) {
      throw unauthorized("X-API-NONCE was already used with this API key within the timestamp window (replay)");
    }
    return standing(merchant);
  }

  private void refuseCredentials(Call call) {
    if (!state.options.strictPublicCredentials()) {
      return;
    }
    for (String name : CREDENTIAL_HEADERS) {
      if (call.headers().containsKey(name)) {
        throw Refusal.badRequest(
            "public operations must not carry merchant credentials; remove header " + name);
      }
    }
  }

  /** Checks the timestamp form and window; returns the sandbox clock's current second. */
  private long checkTimestamp(String timestamp, String headerName) {
    if (timestamp.isEmpty() || timestamp.length() > 12 || !timestamp.chars().allMatch(c -> c >= '0' && c <= '9')) {
      throw unauthorized(headerName + " must be the Unix time in whole seconds");
    }
    long now = state.now().getEpochSecond();
    long skew = Long.parseLong(timestamp) - now;
    if (Math.abs(skew) > windowSeconds) {
      throw unauthorized(headerName + " is " + Math.abs(skew) + " s " + (skew < 0 ? "behind" : "ahead of")
          + " the sandbox clock; the allowed window is +/-" + windowSeconds + " s");
    }
    return now;
  }

  private Merchant merchant(String keyId) {
    Merchant merchant = state.merchantByKey(keyId);
    if (merchant == null) {
      throw unauthorized("unknown API key id " + keyId);
    }
    return merchant;
  }

  private static Merchant standing(Merchant merchant) {
    if (!merchant.enabled) {
      throw new SandboxException(403, "merchant account " + merchant.id + " is disabled");
    }
    if (!merchant.active) {
      throw new SandboxException(403, "merchant account " + merchant.id + " is not active");
    }
    return merchant;
  }

  private static void checkSignatureForm(String signature, String headerName) {
    if (!Crypto.isLowerHex(signature, 64)) {
      throw unauthorized(headerName + " must be 64 lowercase hexadecimal characters (HMAC-SHA256)");
    }
  }

  private static String header(Call call, String name) {
    String value = call.headers().getFirst(name);
    if (value == null) {
      throw unauthorized("missing header " + name);
    }
    return value.trim();
  }

  private static SandboxException unauthorized(String message) {
    return new SandboxException(401, message);
  }
}
