package com.service.sdk.sandbox.internal.http;

import com.service.sdk.sandbox.SandboxException;
import com.service.sdk.sandbox.internal.state.Merchant;
import com.service.sdk.sandbox.internal.state.SandboxState;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Checks credentials per spec section 5: both canonical strings, the timestamp window, HMAC
 * nonces, merchant standing, and the absence of credentials on public operations.
 */
public final class Authenticator {
  private static final List<String> CREDENTIAL_HEADERS = List.of(
      "X-API-KEY-ID", "X-API-TIMESTAMP", "X-API-NONCE", "X-API-SIGNATURE",
      "X-Service-Api-Key", "X-Service-Timestamp", "X-Service-Signature", "Authorization");

  /** The answer to an unknown key id and to a wrong signature alike. */
  private static final String MISMATCH = "unknown API key id or signature mismatch (the request log, GET"
      + " /_sandbox/requests, says which and why): ";

  private final SandboxState state;
  private final NonceCache nonces;
  private final long windowSeconds;
  private final boolean strictPublicCredentials;
  private final Clock clock;

  /**
   * Creates the authenticator.
   *
   * @param state where the merchants and their keys are
   * @param settings the timestamp window, nonce bound, clock and public-credentials rule
   */
  public Authenticator(SandboxState state, ServerSettings settings) {
    this.state = state;
    this.nonces = new NonceCache(settings.maxNoncesPerKey());
    this.windowSeconds = settings.timestampWindow().getSeconds();
    this.strictPublicCredentials = settings.strictPublicCredentials();
    this.clock = settings.clock();
  }

  /**
   * Returns the authenticated merchant, or null for families without credentials; notes in
   * {@code diagnosis} what the request log shows.
   */
  @Nullable Merchant authenticate(Family family, Call call, Diagnosis diagnosis) {
    switch (family) {
      case PLUGIN:
        return plugin(call, diagnosis);
      case HMAC:
        return hmac(call, diagnosis);
      case PUBLIC:
        refuseCredentials(call);
        return null;
      default:
        return null;
    }
  }

  private Merchant plugin(Call call, Diagnosis diagnosis) {
    String keyId = header(call, "X-Service-Api-Key");
    diagnosis.apiKeyId = keyId;
    String timestamp = header(call, "X-Service-Timestamp");
    String signature = header(call, "X-Service-Signature");
    checkTimestamp(timestamp, "X-Service-Timestamp");
    Merchant merchant = known(keyId, diagnosis);
    String method = call.method();
    byte[] body = call.body();
    String decoded = SignatureHints.decodedPath(call.rawPath());
    List<SignatureHints.Variant> mistakes = List.of(
        new SignatureHints.Variant("the query string was signed as part of the path",
            call.rawQuery() == null ? null : Crypto.pluginCanonical(timestamp, method, call.rawPath() + "?" + call.rawQuery(), body)),
        new SignatureHints.Variant("the path was signed decoded; sign it exactly as sent, percent-encoding included",
            decoded == null ? null : Crypto.pluginCanonical(timestamp, method, decoded, body)),
        new SignatureHints.Variant("the body was left out of the signature",
            body.length == 0 ? null : Crypto.pluginCanonical(timestamp, method, call.rawPath(), new byte[0])));
    Merchant verified = verify(merchant, Crypto.pluginCanonical(timestamp, method, call.rawPath(), body), signature, "X-Service-Signature",
        "X-Service-Signature must be the HMAC-SHA256 of timestamp.METHOD.path.body (path as sent, raw body bytes)",
        mistakes, diagnosis);
    return standing(verified);
  }

  private Merchant hmac(Call call, Diagnosis diagnosis) {
    String keyId = header(call, "X-API-KEY-ID");
    diagnosis.apiKeyId = keyId;
    String timestamp = header(call, "X-API-TIMESTAMP");
    String nonce = header(call, "X-API-NONCE");
    String signature = header(call, "X-API-SIGNATURE");
    long now = checkTimestamp(timestamp, "X-API-TIMESTAMP");
    if (!Crypto.isLowerHex(nonce, 32)) {
      throw unauthorized("X-API-NONCE must be 32 lowercase hexadecimal characters (16 random bytes)");
    }
    Merchant merchant = known(keyId, diagnosis);
    String method = call.method();
    String path = call.rawPath();
    String query = call.rawQuery();
    byte[] body = call.body();
    String decoded = SignatureHints.decodedPath(path);
    List<SignatureHints.Variant> mistakes = List.of(
        new SignatureHints.Variant("the query string was signed as part of the path (path?query) instead of on its own line",
            query == null ? null : utf8(Crypto.hmacCanonical(method, path + "?" + query, null, timestamp, nonce, body))),
        new SignatureHints.Variant("the query string was left out of the signature",
            query == null ? null : utf8(Crypto.hmacCanonical(method, path, null, timestamp, nonce, body))),
        new SignatureHints.Variant("the path was signed decoded; sign it exactly as sent, percent-encoding included",
            decoded == null ? null : utf8(Crypto.hmacCanonical(method, decoded, query, timestamp, nonce, body))),
        new SignatureHints.Variant("the body was left out (the SHA-256 of an empty body was signed)",
            body.length == 0 ? null : utf8(Crypto.hmacCanonical(method, path, query, timestamp, nonce, new byte[0]))));
    Merchant verified = verify(merchant, utf8(Crypto.hmacCanonical(method, path, query, timestamp, nonce, body)), signature,
        "X-API-SIGNATURE", "X-API-SIGNATURE must be the HMAC-SHA256 of METHOD, path, query, timestamp, nonce and"
            + " body SHA-256 joined by line feeds (path and query as sent)", mistakes, diagnosis);
    if (!nonces.register(keyId, nonce, now, Long.parseLong(timestamp) + windowSeconds)) {
      throw unauthorized("X-API-NONCE was already used with this API key within the timestamp window (replay)");
    }
    return standing(verified);
  }

  /** The merchant of a key id, or null; the caller answers an unknown key as it answers a wrong signature. */
  private @Nullable Merchant known(String keyId, Diagnosis diagnosis) {
    Merchant merchant = state.merchantByKey(keyId);
    diagnosis.merchant = merchant;
    return merchant;
  }

  /**
   * Checks a signature. An unknown key and a wrong signature get the same answer, so the answer
   * does not tell which key ids exist; the request log tells the two apart. Returns the merchant
   * whose signature it is.
   */
  private Merchant verify(@Nullable Merchant merchant, byte[] canonical, String signature, String headerName, String rule,
      List<SignatureHints.Variant> mistakes, Diagnosis diagnosis) {
    if (merchant != null) {
      diagnosis.expectedCanonical = SignatureHints.printable(canonical);
    }
    if (!Crypto.isLowerHex(signature, 64)) {
      if (merchant != null && Crypto.hmacHex(merchant.secretKey(), canonical).equalsIgnoreCase(signature)) {
        diagnosis.hint = "the signature is right but in uppercase hexadecimal; send it in lowercase";
      }
      throw unauthorized(headerName + " must be 64 lowercase hexadecimal characters (HMAC-SHA256)");
    }
    if (merchant == null) {
      diagnosis.reason = "unknown API key id " + diagnosis.apiKeyId;
      diagnosis.hint = "use an API key id of this sandbox: the one printed at start or returned when a merchant was"
          + " created; a key of another sandbox, or of an earlier run without --seed, is unknown here";
      throw unauthorized(MISMATCH + rule);
    }
    if (!Crypto.sameSignature(Crypto.hmacHex(merchant.secretKey(), canonical), signature)) {
      diagnosis.reason = "signature mismatch";
      diagnosis.hint = SignatureHints.find(state, merchant, signature, canonical, mistakes);
      throw unauthorized(MISMATCH + rule);
    }
    return merchant;
  }

  private static byte[] utf8(String text) {
    return text.getBytes(StandardCharsets.UTF_8);
  }

  private void refuseCredentials(Call call) {
    if (!strictPublicCredentials) {
      return;
    }
    for (String name : CREDENTIAL_HEADERS) {
      if (call.headers().containsKey(name)) {
        throw Refusals.badRequest(
            "public operations must not carry merchant credentials; remove header " + name);
      }
    }
  }

  /** Checks the timestamp form and window; returns the sandbox clock's current second. */
  private long checkTimestamp(String timestamp, String headerName) {
    if (timestamp.isEmpty() || timestamp.length() > 12 || !timestamp.chars().allMatch(c -> c >= '0' && c <= '9')) {
      throw unauthorized(headerName + " must be the Unix time in whole seconds");
    }
    long now = clock.instant().getEpochSecond();
    long skew = Long.parseLong(timestamp) - now;
    if (Math.abs(skew) > windowSeconds) {
      throw unauthorized(headerName + " is " + Math.abs(skew) + " s " + (skew < 0 ? "behind" : "ahead of")
          + " the sandbox clock; the allowed window is +/-" + windowSeconds + " s");
    }
    return now;
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
