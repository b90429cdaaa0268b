package com.service.sdk.sandbox.internal.server;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Set;

/** Literal IP address checks for the balance source-IP rule. */
public final class IpAddresses {
  private IpAddresses() {}

  public static boolean isLiteral(String ip) {
    if (ip == null || ip.isEmpty() || !ip.chars().allMatch(c -> Character.digit(c, 16) >= 0 || c == '.' || c == ':')) {
      return false;
    }
    try {
      InetAddress.getByName(ip);
      return true;
    } catch (UnknownHostException e) {
      return false;
    }
  }

  /**
   * Whether text is a literal loopback address ({@code 127.0.0.0/8}, {@code ::1}); names are not resolved.
   *
   * @param host the text
   * @return true for a literal loopback address
   */
  public static boolean isLoopbackLiteral(String host) {
    if (!isLiteral(host)) {
      return false;
    }
    try {
      return InetAddress.getByName(host).isLoopbackAddress();
    } catch (UnknownHostException e) {
      return false;
    }
  }

  /** Whether {@code remote} is approved: any loopback when {@code approved} is null, else a listed one. */
  public static boolean approved(InetAddress remote, Set<String> approved) {
    if (approved == null) {
      return remote.isLoopbackAddress();
    }
    for (String ip : approved) {
      try {
        if (InetAddress.getByName(ip).equals(remote)) {
          return true;
        }
      } catch (UnknownHostException e) {
        throw new IllegalStateException("approved IP was checked as literal: " + ip, e);
      }
    }
    return false;
  }
}
