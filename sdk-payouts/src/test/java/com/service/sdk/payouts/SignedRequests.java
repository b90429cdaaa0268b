package com.service.sdk.payouts;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.HexFormat;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import mockwebserver3.RecordedRequest;

/**
 * Checks recorded requests the way the service would: the merchant HMAC signature is
 * recomputed here with {@link Mac} and {@link MessageDigest} from the method, raw path,
 * raw query and body bytes as received, never with the SDK's signer.
 */
final class SignedRequests {
  static final String KEY_ID = "key_live_1234";
  static final String SECRET = "s3cr3t-for-tests";

  private SignedRequests() {}

  /** Asserts the four X-API headers, and that the signature matches what was received. */
  static void assertSigned(RecordedRequest request) {
    String timestamp = request.getHeaders().get("X-API-TIMESTAMP");
    String nonce = request.getHeaders().get("X-API-NONCE");
    assertThat(request.getHeaders().get("X-API-KEY-ID")).isEqualTo(KEY_ID);
    assertThat(timestamp).matches("[0-9]{10}");
    assertThat(nonce).matches("[0-9a-f]{32}");
    String query = request.getUrl().encodedQuery();
    String canonical = String.join("\n", request.getMethod(), request.getUrl().encodedPath(),
        query == null ? "" : query, timestamp, nonce, sha256(body(request)));
    assertThat(request.getHeaders().get("X-API-SIGNATURE")).isEqualTo(hmac(canonical));
    assertThat(request.getHeaders().get("Authorization")).isNull();
  }

  /** Asserts that a public request carries no credentials of any family. */
  static void assertNoCredentials(RecordedRequest request) {
    for (String name : request.getHeaders().names()) {
      assertThat(name.toLowerCase()).doesNotStartWith("x-api-").doesNotStartWith("x-service-")
          .isNotEqualTo("authorization");
    }
  }

  /** Returns the body as received, empty when there was none. */
  static byte[] body(RecordedRequest request) {
    return request.getBody() == null ? new byte[0] : request.getBody().toByteArray();
  }

  /** Returns the body as received, as UTF-8 text. */
  static String bodyText(RecordedRequest request) {
    return new String(body(request), StandardCharsets.UTF_8);
  }

  private static String sha256(byte[] bytes) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    } catch (GeneralSecurityException e) {
      throw new AssertionError(e);
    }
  }

  private static String hmac(String canonical) {
    try {
      Mac mac = Mac.getInstance("HmacSHA256");
      mac.init(new SecretKeySpec(SECRET.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
      return HexFormat.of().formatHex(mac.doFinal(canonical.getBytes(StandardCharsets.UTF_8)));
    } catch (GeneralSecurityException e) {
      throw new AssertionError(e);
    }
  }
}
