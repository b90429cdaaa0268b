package com.service.sdk.sandbox.internal.http;

import java.net.URI;
import java.net.URISyntaxException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import org.jspecify.annotations.Nullable;

/** URL checks and percent-decoding of raw path segments. */
public final class Urls {
  private Urls() {}

  public static boolean isHttpUrl(String value) {
    try {
      URI uri = new URI(value);
      String scheme = uri.getScheme();
      return uri.isAbsolute()
          && ("http".equalsIgnoreCase(scheme) || "https".equalsIgnoreCase(scheme))
          && uri.getHost() != null;
    } catch (URISyntaxException e) {
      return false;
    }
  }

  /**
   * Checks a base URL: absolute http(s), no path, query, fragment or user info.
   *
   * @param url the URL, a trailing slash allowed
   * @return the URL without a trailing slash, or null when it is not of that form
   */
  public static @Nullable String baseUrl(String url) {
    String base = url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
    try {
      URI uri = new URI(base);
      boolean plain = isHttpUrl(base) && uri.getRawPath().isEmpty() && uri.getRawQuery() == null
          && uri.getRawFragment() == null && uri.getRawUserInfo() == null;
      return plain ? base : null;
    } catch (URISyntaxException e) {
      return null;
    }
  }

  /**
   * Percent-encodes text as one path segment: every UTF-8 byte outside RFC 3986's unreserved set
   * ({@code A-Z a-z 0-9 - . _ ~}) becomes {@code %XX}, uppercase hex.
   *
   * @param text the decoded segment
   * @return the encoded segment
   */
  public static String encodeSegment(String text) {
    StringBuilder out = new StringBuilder(text.length() + 8);
    for (byte b : text.getBytes(StandardCharsets.UTF_8)) {
      char c = (char) (b & 0xff);
      if (c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '.' || c == '_'
          || c == '~') {
        out.append(c);
      } else {
        out.append('%').append(Character.toUpperCase(Character.forDigit((c >> 4) & 0xf, 16)))
            .append(Character.toUpperCase(Character.forDigit(c & 0xf, 16)));
      }
    }
    return out.toString();
  }

  /**
   * Decodes one raw path segment: {@code %XX} sequences become UTF-8 bytes, {@code +} stays a
   * plus sign (it means space only in form data).
   */
  static String decodeSegment(String raw) {
    if (raw.indexOf('%') < 0) {
      return raw;
    }
    ByteBuffer bytes = ByteBuffer.allocate(raw.length());
    for (int i = 0; i < raw.length(); i++) {
      char c = raw.charAt(i);
      if (c == '%') {
        if (i + 2 >= raw.length()) {
          throw Refusals.badRequest("malformed percent-encoding in path segment: " + raw);
        }
        int hi = Character.digit(raw.charAt(i + 1), 16);
        int lo = Character.digit(raw.charAt(i + 2), 16);
        if (hi < 0 || lo < 0) {
          throw Refusals.badRequest("malformed percent-encoding in path segment: " + raw);
        }
        bytes.put((byte) (hi * 16 + lo));
        i += 2;
      } else {
        bytes.put((byte) c);
      }
    }
    bytes.flip();
    try {
      return StandardCharsets.UTF_8.newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT)
          .decode(bytes)
          .toString();
    } catch (CharacterCodingException e) {
      throw Refusals.badRequest("path segment is not UTF-8 after percent-decoding: " + raw);
    }
  }
}
