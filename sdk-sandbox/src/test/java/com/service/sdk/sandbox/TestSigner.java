package com.service.sdk.sandbox;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.HexFormat;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/** Signs requests the way spec section 5 says, with javax.crypto directly and no sandbox code. */
final class TestSigner {
  private TestSigner() {}

  static String hmacFamily(String secret, String method, String rawPath, String rawQuery, String timestamp,
      String nonce, byte[] body) {
    String canonical = String.join("\n", method, rawPath, rawQuery == null ? "" : rawQuery, timestamp, nonce,
        HexFormat.of().formatHex(digest(body)));
    return hmac(secret, canonical.getBytes(StandardCharsets.UTF_8));
  }

  static String pluginFamily(String secret, String timestamp, String method, String rawPath, byte[] body) {
    byte[] head = (timestamp + "." + method + "." + rawPath + ".").getBytes(StandardCharsets.UTF_8);
    byte[] canonical = new byte[head.length + body.length];
    System.arraycopy(head, 0, canonical, 0, head.length);
    System.arraycopy(body, 0, canonical, head.length, body.length);
    return hmac(secret, canonical);
  }

  private static String hmac(String secret, byte[] message) {
    try {
      Mac mac = Mac.getInstance("HmacSHA256");
      mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
      return HexFormat.of().formatHex(mac.doFinal(message));
    } catch (GeneralSecurityException e) {
      throw new AssertionError(e);
    }
  }

  private static byte[] digest(byte[] body) {
    try {
      return MessageDigest.getInstance("SHA-256").digest(body);
    } catch (GeneralSecurityException e) {
      throw new AssertionError(e);
    }
  }
}
