package com.service.sdk.core.internal;

import com.service.sdk.core.IdempotencyKey;
import java.nio.charset.StandardCharsets;

/**
 * A 2xx answer as received, with what exceptions raised while decoding it must carry.
 *
 * @param method the request's method
 * @param path the encoded path that was sent
 * @param statusCode the HTTP status
 * @param body the body bytes (bounded in size), never null
 * @param attempts how many times the request was sent
 * @param idempotencyKey the key the request carried, or null
 */
public record ApiResponse(String method, String path, int statusCode, byte[] body, int attempts,
    IdempotencyKey idempotencyKey) {

  /** The most of a body that exceptions keep. */
  static final int SNIPPET_CHARS = 2048;

  /** Returns {@code "METHOD /path"}, how messages name the request. */
  public String target() {
    return method + " " + path;
  }

  /** Returns the start of the body as text, for exceptions. */
  public String bodySnippet() {
    return snippet(body);
  }

  static String snippet(byte[] body) {
    String text = new String(body, 0, Math.min(body.length, SNIPPET_CHARS * 4), StandardCharsets.UTF_8);
    return text.length() > SNIPPET_CHARS ? text.substring(0, SNIPPET_CHARS) : text;
  }
}
