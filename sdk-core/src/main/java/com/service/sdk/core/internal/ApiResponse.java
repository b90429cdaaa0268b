package com.service.sdk.core.internal;

import com.service.sdk.core.IdempotencyKey;
import com.service.sdk.core.Outcome;
import java.nio.charset.StandardCharsets;
import org.jspecify.annotations.Nullable;

/**
 * A 2xx answer as received, with the history of the call that got it, which exceptions
 * raised while decoding it need for their outcome. A 2xx proves that a request took effect
 * only once {@link ResponseDecoder} has read its body as the service's envelope; until then
 * its outcome is that of an answer that may not be the service's at all.
 */
public final class ApiResponse {
  /** The most of a body that exceptions keep. */
  static final int SNIPPET_CHARS = 2048;

  private final CallHistory history;
  /** Set once the body was read as the service's envelope accepting the request. */
  private boolean accepted;

  ApiResponse(CallHistory history) {
    this.history = history;
  }

  /**
   * Returns the HTTP status.
   *
   * @return the status code
   */
  public int statusCode() {
    return history.last().status();
  }

  /**
   * Returns the body bytes, bounded in size.
   *
   * @return the body, never null
   */
  public byte[] body() {
    return history.last().body();
  }

  /**
   * Returns how many times the request was sent.
   *
   * @return the attempts, at least 1
   */
  public int attempts() {
    return history.size();
  }

  /**
   * Returns the key the request carried.
   *
   * @return the key, or null
   */
  public @Nullable IdempotencyKey idempotencyKey() {
    return history.idempotencyKey();
  }

  /**
   * Returns how messages name the request.
   *
   * @return {@code "METHOD /path at host"}
   */
  public String target() {
    return history.target();
  }

  CallHistory history() {
    return history;
  }

  /** Records that the body is the service's envelope accepting the request (see {@link ResponseDecoder}). */
  void markAccepted() {
    accepted = true;
  }

  /** Returns whether the body was read as the service's envelope accepting the request. */
  boolean accepted() {
    return accepted;
  }

  /** Returns the call's outcome as far as this answer has been read. */
  Outcome outcome() {
    return accepted ? history.outcomeOfAcceptance() : history.outcome();
  }

  /** Returns the start of the body as text, for exceptions. */
  String bodySnippet() {
    return snippet(body());
  }

  static String snippet(byte[] body) {
    String text = new String(body, 0, Math.min(body.length, SNIPPET_CHARS * 4), StandardCharsets.UTF_8);
    return text.length() > SNIPPET_CHARS ? text.substring(0, SNIPPET_CHARS) : text;
  }
}
