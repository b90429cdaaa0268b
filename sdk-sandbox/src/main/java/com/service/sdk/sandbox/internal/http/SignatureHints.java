package com.service.sdk.sandbox.internal.http;

import com.service.sdk.sandbox.SandboxException;
import com.service.sdk.sandbox.internal.state.Merchant;
import com.service.sdk.sandbox.internal.state.SandboxState;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Finds which common signing mistake a refused signature matches, for the request log: each
 * mistake's canonical string is signed with the key's secret and compared, and so is the right
 * canonical string signed with the key's secret before its rotation and with every other
 * merchant's secret. Nothing here reaches the caller.
 */
final class SignatureHints {
  /** Longest canonical string the log shows; a longer (plugin-signed) body is cut. */
  private static final int MAX_SHOWN = 2000;
  /** Other merchants whose secrets are tried, so one refusal costs a bounded time. */
  private static final int MAX_OTHER_MERCHANTS = 1000;

  /** A common mistake and the canonical string it would have signed, or null when it cannot apply. */
  record Variant(String mistake, byte @Nullable [] canonical) {}

  private SignatureHints() {}

  static String find(SandboxState state, Merchant merchant, String signature, byte[] canonical, List<Variant> mistakes) {
    for (Variant variant : mistakes) {
      if (variant.canonical() != null && Crypto.sameSignature(Crypto.hmacHex(merchant.secretKey(), variant.canonical()), signature)) {
        return "the signature matches a common mistake: " + variant.mistake() + "; it signed: "
            + printable(variant.canonical());
      }
    }
    byte[] previous = merchant.previousSecretKey();
    if (previous != null && Crypto.sameSignature(Crypto.hmacHex(previous, canonical), signature)) {
      return "the signature was made with the secret key " + merchant.apiKeyId + " had before its rotation, which"
          + " signs nothing any more; sign with the new secret";
    }
    int tried = 0;
    for (Merchant other : state.merchants()) {
      if (tried++ == MAX_OTHER_MERCHANTS) {
        break;
      }
      if (other != merchant && Crypto.sameSignature(Crypto.hmacHex(other.secretKey(), canonical), signature)) {
        return "the signature was made with the secret of another merchant (" + other.id + ", key "
            + other.apiKeyId + "); sign with the secret of key " + merchant.apiKeyId;
      }
    }
    return "no common mistake matches (query in the path, query left out, decoded path, body left out, another"
        + " merchant's secret): compare your canonical string with expected_canonical byte for byte, and check"
        + " the secret";
  }

  /** The path with every segment percent-decoded, or null when that is the path itself or not decodable. */
  static @Nullable String decodedPath(String rawPath) {
    if (rawPath.indexOf('%') < 0) {
      return null;
    }
    StringBuilder out = new StringBuilder(rawPath.length());
    String[] segments = rawPath.split("/", -1);
    try {
      for (int i = 0; i < segments.length; i++) {
        out.append(i == 0 ? "" : "/").append(Urls.decodeSegment(segments[i]));
      }
    } catch (SandboxException e) {
      return null;
    }
    return out.toString();
  }

  static String printable(byte[] canonical) {
    String text = new String(canonical, StandardCharsets.UTF_8);
    return text.length() <= MAX_SHOWN ? text : text.substring(0, MAX_SHOWN) + "... (" + text.length() + " characters)";
  }
}
