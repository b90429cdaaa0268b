package com.service.sdk.core.internal;

import java.util.concurrent.ConcurrentHashMap;
import okhttp3.HttpUrl;

/**
 * One client's request URLs. Most writes (a refund, a payout) have a path of one literal and
 * no query, so the same URL on every call: it is made once by {@link ApiRequest#url(HttpUrl)}
 * and kept, where that construction (OkHttp's builder: the base's segments copied, each part
 * canonicalised, the text and decoded segments made again) cost about 700 bytes a call. Any
 * other request, one with an identifier or a query, is made by {@link ApiRequest#url(HttpUrl)}
 * itself, which measured cheaper than the alternatives (a URL parsed from text parses and
 * canonicalises the host again). So every URL is the old construction's, for the same base
 * and the same literal; {@code PreparedUrlsTest} compares the two over many bases and paths.
 */
final class PreparedUrls {
  /** More literal paths than the SDK has operations: a bound, not a size it reaches. */
  static final int MAX_KEPT = 256;

  private final HttpUrl base;
  private final ConcurrentHashMap<String, HttpUrl> literalPaths = new ConcurrentHashMap<>();

  PreparedUrls(HttpUrl base) {
    this.base = base;
  }

  /** Returns {@code request}'s URL, the one {@link ApiRequest#url(HttpUrl)} makes. */
  HttpUrl of(ApiRequest request) {
    String literal = request.onlyLiteral();
    if (literal == null) {
      return request.url(base);
    }
    HttpUrl kept = literalPaths.get(literal);
    if (kept == null) {
      kept = request.url(base);
      if (literalPaths.size() < MAX_KEPT) {
        literalPaths.putIfAbsent(literal, kept);
      }
    }
    return kept;
  }
}
