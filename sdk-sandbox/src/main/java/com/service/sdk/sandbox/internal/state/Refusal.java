package com.service.sdk.sandbox.internal.state;

/**
 * A rule of the service refuses a request: which kind of rule, and the message that names it.
 * The resources know nothing of HTTP; the HTTP layer gives each kind its status code
 * ({@code internal.http.Refusals}) and the Java controls throw it as a {@code SandboxException}.
 */
public final class Refusal extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** The kinds of rules a request can break. */
  public enum Kind {
    /** The request itself is wrong: a value, or values that do not go together. */
    INVALID,
    /** The caller may not do this (another merchant's resource, a source address not approved). */
    FORBIDDEN,
    /** No such resource, or not one of the caller's. */
    NOT_FOUND,
    /** The resource is in a state that does not allow it (paying a paid payment, a chosen id taken). */
    CONFLICT,
    /** A rule of the resource forbids it (an amount beyond what is refundable, funds short). */
    UNPROCESSABLE
  }

  /** Which kind of rule refused. */
  private final Kind kind;

  private Refusal(Kind kind, String message) {
    super(message);
    this.kind = kind;
  }

  /**
   * Returns which kind of rule refused.
   *
   * @return the kind
   */
  public Kind kind() {
    return kind;
  }

  static Refusal invalid(String message) {
    return new Refusal(Kind.INVALID, message);
  }

  static Refusal forbidden(String message) {
    return new Refusal(Kind.FORBIDDEN, message);
  }

  static Refusal notFound(String message) {
    return new Refusal(Kind.NOT_FOUND, message);
  }

  static Refusal conflict(String message) {
    return new Refusal(Kind.CONFLICT, message);
  }

  static Refusal unprocessable(String message) {
    return new Refusal(Kind.UNPROCESSABLE, message);
  }
}
