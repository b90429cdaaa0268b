package com.service.sdk.sandbox.internal.server;

import com.service.sdk.sandbox.SandboxException;

/** Short names for the refusals that every room of the sandbox throws. */
public final class Refusal {
  private Refusal() {}

  /**
   * A 400 refusal.
   *
   * @param message what is wrong with the request
   * @return the exception to throw
   */
  public static SandboxException badRequest(String message) {
    return new SandboxException(400, message);
  }

  /**
   * A 404 refusal.
   *
   * @param message what was not found
   * @return the exception to throw
   */
  public static SandboxException notFound(String message) {
    return new SandboxException(404, message);
  }

  /**
   * A 409 refusal: the resource is in the wrong state.
   *
   * @param message what state it is in
   * @return the exception to throw
   */
  public static SandboxException conflict(String message) {
    return new SandboxException(409, message);
  }

  /**
   * A 422 refusal: a rule of the resource forbids the request.
   *
   * @param message which rule
   * @return the exception to throw
   */
  public static SandboxException unprocessable(String message) {
    return new SandboxException(422, message);
  }
}
