package com.service.sdk.micrometer;

import com.service.sdk.core.CallListener;

/**
 * The client family of a call, read from what the listener sees (the SDK's {@code Call} does
 * not name it): the plugin-signed operations are the only ones outside {@code /api/v1/}, and
 * the public ones are the two reads of a link.
 */
final class Families {
  static final String PLUGIN = "plugin";
  static final String MERCHANT = "merchant";
  static final String PUBLIC = "public";

  private Families() {}

  static String of(CallListener.Call call) {
    if (!call.pathTemplate().startsWith("/api/v1/")) {
      return PLUGIN;
    }
    return switch (call.operation()) {
      case "links.status", "links.checkout" -> PUBLIC;
      default -> MERCHANT;
    };
  }
}
