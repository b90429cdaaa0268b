package com.service.sdk.sandbox;

/**
 * A request to the sandbox, over HTTP or through {@link Sandbox}'s control methods, that the
 * sandbox refuses. {@link #status()} is the HTTP status the sandbox answers with.
 */
public final class SandboxException extends RuntimeException {
  /** Serialization version. */
  private static final long serialVersionUID = 1L;

  /** The HTTP status that describes the refusal. */
  private final int status;

  /**
   * Creates an exception.
   *
   * @param status the HTTP status that describes the refusal (400, 401, 403, 404, 409, ...)
   * @param message what is wrong, in the caller's words
   */
  public SandboxException(int status, String message) {
    super(message);
    this.status = status;
  }

  /**
   * Returns the HTTP status that describes the refusal.
   *
   * @return the HTTP status code
   */
  public int status() {
    return status;
  }
}
