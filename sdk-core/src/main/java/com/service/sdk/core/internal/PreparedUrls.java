package com.service.sdk.core.internal;

import java.util.concurrent.ConcurrentHashMap;
import okhttp3.HttpUrl;

/**
 * One client's request URLs, made with less work than {@link ApiRequest#url(HttpUrl)} (OkHttp's
 * URL builder, which copies the base's segments and canonicalises each part again) and always
 * the same URL: an operation's path of literals alone (such as a payout's) is made once and
 * kept; a path with identifiers is the base's text with the already encoded path appended,
 * parsed once. A request this does not know to be plain (a query, a literal with anything
 * outside RFC 3986's unreserved characters and {@code /}, an empty or dot segment, a base
 * with a query) takes {@link ApiRequest#url(HttpUrl)} itself. {@code PreparedUrlsTest} holds
 * both ways to the same URL over many requests and bases.
 */
final class PreparedUrls {
  /** More literal paths than the SDK has operations: a bound, not a size it reaches. */
  static final int MAX_KEPT = 256;

  private final HttpUrl base;
  /** The base's text through its path, ending in {@code /}; null when the base has a query or fragment. */
  private final String prefix;
  private final ConcurrentHashMap<String, HttpUrl> literalPaths = new ConcurrentHashMap<>();

  PreparedUrls(HttpUrl base) {
    this.base = base;
    String text = base.toString();
    this.prefix = base.query() != null || base.fragment() != null ? null : text.endsWith("/") ? text : text + "/";
  }

  /** Returns {@code request}'s URL: the one {@link ApiRequest#url(HttpUrl)} makes, with less work. */
  HttpUrl of(ApiRequest request) {
    String path = prefix == null ? null : request.plainPath();
    if (path == null) {
      return request.url(base);
    }
    if (!request.literalOnly()) {
      return HttpUrl.get(prefix + path);
    }
    HttpUrl kept = literalPaths.get(path);
    if (kept == null) {
      kept = HttpUrl.get(prefix + path);
      if (literalPaths.size() < MAX_KEPT) {
        literalPaths.putIfAbsent(path, kept);
      }
    }
    return kept;
  }
}
