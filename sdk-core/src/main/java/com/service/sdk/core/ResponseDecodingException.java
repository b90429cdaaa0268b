package com.service.sdk.core;

import org.jspecify.annotations.Nullable;

/**
 * An answer arrived but is not what the spec says: an HTML error page with a 2xx status,
 * an empty, cut-off or oversized body, JSON of the wrong shape or types, or a record
 * without a field a caller cannot do without (an identifier, an amount, a status). For a
 * request that changes state, the outcome says whether the service accepted it
 * ({@link Outcome#APPLIED}: the body is the service's envelope, only the record in it is
 * wrong) or may have ({@link Outcome#UNKNOWN}: the body is not the service's, so a proxy,
 * a captive portal or a wrong base URL may have answered, or it was cut off): recover its
 * state, or repeat a refund or payout with the same idempotency key, before anything else.
 * {@link #bodySnippet()} keeps the start of the body for diagnosis (at most 2,048
 * characters).
 */
public class ResponseDecodingException extends ServiceException {
  private static final long serialVersionUID = 2L;

  /** The HTTP status of the answer that could not be decoded. */
  private final int statusCode;
  /** The start of that answer's body as received (bounded), never null. */
  private final String bodySnippet;

  /**
   * Made by the SDK.
   *
   * @param what what happened, for the message
   * @param cause the decoding failure, or null
   * @param statusCode the HTTP status of the answer
   * @param bodySnippet the start of the body as received (bounded), or empty (null is taken as empty)
   * @param attempts how many times the request was sent
   * @param idempotencyKey the key the request carried, or null
   * @param outcome what the call may have done at the service
   * @param requestId the request id the service's answer carried, or null
   */
  public ResponseDecodingException(String what, @Nullable Throwable cause, int statusCode, @Nullable String bodySnippet,
      int attempts, @Nullable IdempotencyKey idempotencyKey, Outcome outcome, @Nullable String requestId) {
    super(what, cause, attempts, idempotencyKey, outcome, requestId);
    this.statusCode = statusCode;
    this.bodySnippet = bodySnippet == null ? "" : bodySnippet;
  }

  /**
   * Returns the HTTP status of the answer.
   *
   * @return the status code
   */
  public int statusCode() {
    return statusCode;
  }

  /**
   * Returns the start of the body as received, for diagnosis.
   *
   * @return the body's start, never null
   */
  public String bodySnippet() {
    return bodySnippet;
  }
}
