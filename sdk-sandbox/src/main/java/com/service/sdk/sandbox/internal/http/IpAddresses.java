package com.service.sdk.sandbox.internal.http;

import java.net.InetAddress;
import java.net.UnknownHostException;
import org.jspecify.annotations.Nullable;

/**
 * Literal IP addresses, read strictly and never looked up: IPv4 as a dotted quad of decimal
 * numbers (0 to 255, no leading zeros), IPv6 as hexadecimal groups with at most one {@code ::}
 * and an optional dotted quad at the end (without brackets and without a zone). Anything else is
 * a name, and a name is never resolved here: {@code ba5e.de} looks like hexadecimal but is a
 * name, and DNS could point it anywhere.
 */
public final class IpAddresses {
  private IpAddresses() {}

  /**
   * Reads a literal IP address.
   *
   * @param text the text, e.g. {@code 127.0.0.1} or {@code ::1}
   * @return the address, or null when the text is not a literal address (then it is a name)
   */
  public static @Nullable InetAddress parse(String text) {
    if (text == null) {
      return null;
    }
    byte[] bytes = text.indexOf(':') >= 0 ? ipv6(text) : ipv4(text);
    if (bytes == null) {
      return null;
    }
    try {
      return InetAddress.getByAddress(bytes); // from bytes: no lookup
    } catch (UnknownHostException e) {
      throw new IllegalStateException("4 or 16 bytes always make an address", e);
    }
  }

  /**
   * Whether text is a literal IP address (see {@link #parse}).
   *
   * @param text the text
   * @return true for a literal address
   */
  public static boolean isLiteral(String text) {
    return parse(text) != null;
  }

  /**
   * Whether text is a literal loopback address ({@code 127.0.0.0/8}, {@code ::1}); names, also
   * {@code localhost}, are not.
   *
   * @param text the text
   * @return true for a literal loopback address
   */
  public static boolean isLoopbackLiteral(String text) {
    InetAddress address = parse(text);
    return address != null && address.isLoopbackAddress();
  }

  private static boolean isHexDigit(int c) {
    return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F';
  }

  private static byte @Nullable [] ipv4(String text) {
    String[] parts = text.split("\\.", -1);
    if (parts.length != 4) {
      return null;
    }
    byte[] out = new byte[4];
    for (int i = 0; i < 4; i++) {
      String part = parts[i];
      if (part.isEmpty() || part.length() > 3 || part.length() > 1 && part.charAt(0) == '0'
          || !part.chars().allMatch(c -> c >= '0' && c <= '9')) {
        return null;
      }
      int value = Integer.parseInt(part);
      if (value > 255) {
        return null;
      }
      out[i] = (byte) value;
    }
    return out;
  }

  private static byte @Nullable [] ipv6(String text) {
    int gap = text.indexOf("::");
    if (gap >= 0 && text.indexOf("::", gap + 1) >= 0) {
      return null;
    }
    String head = gap < 0 ? text : text.substring(0, gap);
    String tail = gap < 0 ? "" : text.substring(gap + 2);
    int[] front = groups(head, gap < 0);
    int[] back = groups(tail, true);
    if (front == null || back == null) {
      return null;
    }
    int total = front.length + back.length;
    if (gap < 0 ? total != 16 : total > 14) {
      return null;
    }
    byte[] out = new byte[16];
    for (int i = 0; i < front.length; i++) {
      out[i] = (byte) front[i];
    }
    for (int i = 0; i < back.length; i++) {
      out[16 - back.length + i] = (byte) back[i];
    }
    return out;
  }

  /**
   * The bytes of colon-separated groups, or null when malformed; a dotted quad may end the last
   * part ({@code lastPart}).
   */
  private static int @Nullable [] groups(String text, boolean lastPart) {
    if (text.isEmpty()) {
      return new int[0];
    }
    String[] parts = text.split(":", -1);
    int[] out = new int[parts.length * 2 + 2];
    int n = 0;
    for (int i = 0; i < parts.length; i++) {
      String part = parts[i];
      if (lastPart && i == parts.length - 1 && part.indexOf('.') >= 0) {
        byte[] quad = ipv4(part);
        if (quad == null) {
          return null;
        }
        for (byte b : quad) {
          out[n++] = b & 0xff;
        }
        continue;
      }
      if (part.isEmpty() || part.length() > 4 || !part.chars().allMatch(IpAddresses::isHexDigit)) {
        return null;
      }
      int value = Integer.parseInt(part, 16);
      out[n++] = value >> 8;
      out[n++] = value & 0xff;
    }
    int[] bytes = new int[n];
    System.arraycopy(out, 0, bytes, 0, n);
    return bytes;
  }
}
