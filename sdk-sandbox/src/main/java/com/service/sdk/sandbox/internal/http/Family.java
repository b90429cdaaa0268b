package com.service.sdk.sandbox.internal.http;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** The operation families of spec section 4, plus the sandbox's own controls and hosted pages; each renders errors its own way. */
public enum Family {
  /** Operations 1-4: bare objects, errors as {@code {error, message}}. */
  PLUGIN,
  /** Operations 5, 8-14: envelopes, errors as {@code {success:false, message}}. */
  HMAC,
  /** Operations 6 and 7: envelopes, no credentials. */
  PUBLIC,
  /** {@code /_sandbox/...}: envelopes, no credentials. */
  CONTROL,
  /** Hosted checkout pages: HTML. */
  PAGE;

  /** The family that a path belongs to when no route matched it. */
  static Family forPath(String rawPath) {
    if (rawPath.startsWith("/payments/") || rawPath.startsWith("/refunds/")) {
      return PLUGIN;
    }
    if (rawPath.startsWith("/api/")) {
      return HMAC;
    }
    if (rawPath.startsWith("/checkout/")) {
      return PAGE;
    }
    return CONTROL;
  }

  Response error(int status, String message) {
    if (this == PAGE) {
      return Response.html(status, "Error", "<p>" + Html.escape(message) + "</p>");
    }
    ObjectNode body = Json.object();
    if (this == PLUGIN) {
      body.put("error", code(status));
    } else {
      body.put("success", false);
    }
    body.put("message", message);
    return Response.json(status, body);
  }

  private static String code(int status) {
    switch (status) {
      case 400: return "invalid_request";
      case 401: return "authentication_failed";
      case 403: return "forbidden";
      case 404: return "not_found";
      case 405: return "method_not_allowed";
      case 409: return "conflict";
      case 413: return "payload_too_large";
      case 415: return "unsupported_media_type";
      case 422: return "unprocessable";
      case 429: return "rate_limited";
      case 502: return "bad_gateway";
      case 503: return "service_unavailable";
      case 504: return "gateway_timeout";
      default: return status >= 500 ? "server_error" : "request_refused";
    }
  }
}
