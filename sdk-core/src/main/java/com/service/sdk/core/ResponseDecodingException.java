package com.service.sdk.core;

/**
 * An answer arrived but is not what the spec says: an HTML error page with a 2xx status,
 * an empty or truncated body, JSON of the wrong shape or types, or a record without the
 * identifier it must carry. For a request that changes state the service did answer, so
 * it may have acted: recover state before repeating it.
 */
public class ResponseDecodingException extends ServiceException {
  private static final long serialVersionUID = 1L;

  private final int statusCode;
  private final String bodySnippet;

  /**
   * Made by the SDK.
   *
   * @param statusCode the HTTP status of the answer
   * @param bodySnippet the start of the body as received (bounded)
   */
  public ResponseDecodingException(String message, Throwable cause, int statusCode, String bodySnippet,
      int attempts, IdempotencyKey idempotencyKey) {
    super(message, cause, attempts, idempotencyKey);
    this.statusCode = statusCode;
    this.bodySnippet = bodySnippet == null ? "" : bodySnippet;
  }

  /** Returns the HTTP status of the answer. */
  public int statusCode() {
    return statusCode;
  }

  /** Returns the start of the body as received, for diagnosis. */
  public String bodySnippet() {
    return bodySnippet;
  }
}
