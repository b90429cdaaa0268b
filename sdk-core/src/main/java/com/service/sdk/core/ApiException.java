package com.service.sdk.core;

/**
 * The service answered with an error: a non-2xx status, or an envelope with
 * {@code success: false}. The subclasses name the common statuses; this class itself is
 * thrown for the rest (a 3xx redirect, which the SDK never follows so that signed headers
 * cannot reach another host, an unlisted 4xx, or {@code success: false} on a 2xx).
 */
public class ApiException extends ServiceException {
  private static final long serialVersionUID = 1L;

  private final int statusCode;
  private final String serviceMessage;
  private final String rawBody;

  /**
   * Made by the SDK's transport.
   *
   * @param message the exception message, for logs
   * @param statusCode the HTTP status
   * @param serviceMessage the service's own message, or null when it sent none
   * @param rawBody the start of the body as received (bounded), or empty
   * @param attempts how many times the request was sent
   * @param idempotencyKey the key the request carried, or null
   */
  public ApiException(String message, int statusCode, String serviceMessage, String rawBody,
      int attempts, IdempotencyKey idempotencyKey) {
    super(message, null, attempts, idempotencyKey);
    this.statusCode = statusCode;
    this.serviceMessage = serviceMessage;
    this.rawBody = rawBody == null ? "" : rawBody;
  }

  /** Returns the HTTP status of the answer. */
  public int statusCode() {
    return statusCode;
  }

  /**
   * Returns the service's own explanation (its {@code message}, {@code error} or
   * {@code detail} field), or null when the answer carried none.
   */
  public String serviceMessage() {
    return serviceMessage;
  }

  /** Returns the start of the response body as received (at most a few KiB), or empty text. */
  public String rawBody() {
    return rawBody;
  }
}
