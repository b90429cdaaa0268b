package com.service.sdk.sandbox.internal.http;

import java.net.URI;
import java.util.Locale;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Where callbacks may go: loopback (a literal loopback address or {@code localhost}) or a host the
 * operator allowed. Names are never resolved, so a name that merely resolves to loopback, or
 * merely looks like an address, is not trusted.
 */
final class CallbackDestinations {
  private CallbackDestinations() {}

  /**
   * Why a destination is refused.
   *
   * @param url the callback URL
   * @param allowed hosts besides loopback that callbacks may go to, lowercase
   * @return the reason, or null when callbacks may go there
   */
  static @Nullable String forbidden(String url, Set<String> allowed) {
    String host;
    try {
      host = URI.create(url).getHost();
    } catch (IllegalArgumentException e) {
      return null;
    }
    if (host == null) {
      return null;
    }
    String name = host.toLowerCase(Locale.ROOT);
    if (name.startsWith("[") && name.endsWith("]")) {
      name = name.substring(1, name.length() - 1);
    }
    if (allowed.contains(name) || name.equals("localhost") || IpAddresses.isLoopbackLiteral(name)) {
      return null;
    }
    return "not sent: " + host + " is not loopback and not allowed; the operator allows hosts with --callback-allow"
        + " (SandboxOptions.Builder.callbackAllow)";
  }
}
