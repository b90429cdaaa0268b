package com.service.sdk.sandbox;

import com.service.sdk.sandbox.internal.http.Fault;
import java.time.Duration;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.jspecify.annotations.Nullable;

/**
 * A deterministic fault for one operation, for testing how clients cope with failures. Build
 * one with {@link #on(SandboxOperation)}, choose when it fires ({@link Builder#next(int)},
 * {@link Builder#probability(double, long)} or {@link Builder#probabilityPerRequest(double, long)};
 * without any, it fires on every request) and
 * what it does:
 *
 * <ul>
 *   <li>{@link Builder#status(int)}: answer 429, a 5xx or a refusal (400, 401, 403, 404, 409, 422)
 *       at once, before the request has any effect;
 *   <li>{@link Builder#status(int, Duration)}: the same, with a {@code Retry-After} header;
 *   <li>{@link Builder#rateLimited(Duration)}: answer 429 with {@code Retry-After}, no effect;
 *   <li>{@link Builder#dropBeforeCommit()}: close the connection without answering, before the
 *       request has any effect;
 *   <li>{@link Builder#delay(Duration)}: carry out the request, then hold the answer back;
 *   <li>{@link Builder#dropAfterCommit()}: carry out the request, then close the connection
 *       without answering;
 *   <li>{@link Builder#truncateAfterCommit()}: carry out the request, then send the answer's
 *       status, headers and first half of its body, and close the connection.
 * </ul>
 *
 * <p>Connections are closed in the ordinary way (the client reads an end of stream); the
 * sandbox's HTTP server gives no hold of its sockets, so a reset ({@code RST}) is not among
 * its faults.
 *
 * <p>Faults never corrupt state: a request either has its whole effect or none.
 */
public final class FaultRule {
  private final SandboxOperation operation;
  /** What a firing rule does. */
  private final Fault.Kind action;
  private final int status;
  private final Duration duration;
  private final boolean retryAfter;
  private final FaultTrigger trigger;
  private final AtomicInteger fired = new AtomicInteger();

  private FaultRule(Builder b, Fault.Kind action, int status, Duration duration, boolean retryAfter) {
    this.operation = b.operation;
    this.trigger = new FaultTrigger(b.next, b.probability, b.seed, b.perRequest);
    this.action = action;
    this.status = status;
    this.duration = duration;
    this.retryAfter = retryAfter;
  }

  /**
   * Starts a rule for one operation.
   *
   * @param operation the operation whose requests the rule affects
   * @return a builder
   */
  public static Builder on(SandboxOperation operation) {
    return new Builder(Objects.requireNonNull(operation, "operation == null"));
  }

  /**
   * Returns the operation this rule affects.
   *
   * @return the operation
   */
  public SandboxOperation operation() {
    return operation;
  }

  /**
   * Returns how many requests this rule has affected so far, so that a test can tell a
   * client that coped with a fault from a fault that never happened.
   *
   * @return the count of requests the rule fired on
   */
  public int fired() {
    return fired.get();
  }

  @Override
  public String toString() {
    String what;
    switch (action) {
      case STATUS_BEFORE_COMMIT:
        what = "status " + status + (retryAfter ? " Retry-After " + retryAfterSeconds() + " s" : "");
        break;
      case DROP_BEFORE_COMMIT:
        what = "drop before commit";
        break;
      case HOLD_AFTER_COMMIT:
        what = "delay " + duration.toMillis() + " ms";
        break;
      case TRUNCATE_AFTER_COMMIT:
        what = "truncate after commit";
        break;
      default:
        what = "drop after commit";
    }
    return operation + ", " + trigger + ": " + what + " (fired " + fired.get() + ")";
  }

  /** What the dispatcher does when this rule fires. */
  Fault fault() {
    return new Fault(action, status, duration, retryAfter, toString());
  }

  int status() {
    return status;
  }

  long retryAfterSeconds() {
    return Math.max(1, (duration.toMillis() + 999) / 1000);
  }

  /**
   * Draws whether the rule fires for one request, counting firings.
   *
   * @param requestKey what names the request across its retries: its {@code Idempotency-Key},
   *     or its method, path, query and a hash of its body when it has none
   */
  boolean fires(String requestKey) {
    boolean fires = trigger.fires(requestKey);
    if (fires) {
      fired.incrementAndGet();
    }
    return fires;
  }

  /** Chooses when a rule fires and, as its last step, what it does. */
  public static final class Builder {
    /** The refusals a fault may answer: what the service answers a request it takes no action on. */
    private static final Set<Integer> REFUSALS = Set.of(400, 401, 403, 404, 409, 422);

    private final SandboxOperation operation;
    private @Nullable Integer next;
    private double probability;
    private @Nullable Long seed;
    private boolean perRequest;

    private Builder(SandboxOperation operation) {
      this.operation = operation;
    }

    /**
     * Fires for the next {@code count} requests of the operation, then never again.
     *
     * @param count 1 or more
     * @return this builder
     * @throws IllegalArgumentException if count is below 1
     */
    public Builder next(int count) {
      if (count < 1) {
        throw new IllegalArgumentException("count must be >= 1: " + count);
      }
      this.next = count;
      this.seed = null;
      this.perRequest = false;
      return this;
    }

    /**
     * Fires for each request with the given probability, drawn from a generator seeded with
     * {@code seed}, so the same sequence of requests sees the same faults.
     *
     * @param probability 0.0 to 1.0
     * @param seed the generator's seed
     * @return this builder
     * @throws IllegalArgumentException if the probability is outside 0..1
     */
    public Builder probability(double probability, long seed) {
      if (!(probability >= 0.0 && probability <= 1.0)) {
        throw new IllegalArgumentException("probability must be 0..1: " + probability);
      }
      this.probability = probability;
      this.seed = seed;
      this.next = null;
      this.perRequest = false;
      return this;
    }

    /**
     * Fires for each request with the given probability, drawn from the seed, the request's
     * {@code Idempotency-Key} (its method, path, query and a hash of its body when it has none)
     * and how many times that request was seen before. So a request and its retries see the
     * same faults whatever order requests from many threads arrive in: a concurrent run is
     * reproducible.
     *
     * @param probability 0.0 to 1.0
     * @param seed the seed of the draws
     * @return this builder
     * @throws IllegalArgumentException if the probability is outside 0..1
     */
    public Builder probabilityPerRequest(double probability, long seed) {
      probability(probability, seed);
      this.perRequest = true;
      return this;
    }

    /**
     * Answers with an error status, without {@code Retry-After}, before the request has any
     * effect: 429 or a 5xx as an overloaded or failing service does, or a refusal a client must
     * take at its word (400, 401, 403, 404, 409, 422), in the operation family's error shape.
     *
     * @param status 429, 500 to 599, or 400, 401, 403, 404, 409, 422
     * @return the rule
     * @throws IllegalArgumentException for other statuses
     */
    public FaultRule status(int status) {
      return new FaultRule(this, Fault.Kind.STATUS_BEFORE_COMMIT, checkedStatus(status), Duration.ZERO, false);
    }

    /**
     * Answers with an error status and a {@code Retry-After} header (whole seconds, rounded
     * up, at least 1) before the request has any effect.
     *
     * @param status 429, 500 to 599, or 400, 401, 403, 404, 409, 422
     * @param retryAfter the wait to advertise
     * @return the rule
     * @throws IllegalArgumentException for other statuses, or a negative wait
     */
    public FaultRule status(int status, Duration retryAfter) {
      Objects.requireNonNull(retryAfter, "retryAfter == null");
      if (retryAfter.isNegative()) {
        throw new IllegalArgumentException("retryAfter must not be negative: " + retryAfter);
      }
      return new FaultRule(this, Fault.Kind.STATUS_BEFORE_COMMIT, checkedStatus(status), retryAfter, true);
    }

    private static int checkedStatus(int status) {
      if (status != 429 && (status < 500 || status > 599) && !REFUSALS.contains(status)) {
        throw new IllegalArgumentException("fault status must be 429, 5xx or a refusal (400, 401, 403, 404, 409,"
            + " 422): " + status);
      }
      return status;
    }

    /**
     * Closes the connection without answering, before the request has any effect: the client
     * sees an I/O error although nothing happened.
     *
     * @return the rule
     */
    public FaultRule dropBeforeCommit() {
      return new FaultRule(this, Fault.Kind.DROP_BEFORE_COMMIT, 0, Duration.ZERO, false);
    }

    /**
     * Carries out the request, then sends the answer's status, its headers (with the whole
     * body's {@code Content-Length}) and the first half of its body, and closes the
     * connection: the client sees a cut-off answer while the effect exists exactly once.
     *
     * @return the rule
     */
    public FaultRule truncateAfterCommit() {
      return new FaultRule(this, Fault.Kind.TRUNCATE_AFTER_COMMIT, 0, Duration.ZERO, false);
    }

    /**
     * Answers 429 with a {@code Retry-After} header (whole seconds, rounded up) before the
     * request has any effect.
     *
     * @param retryAfter the wait to advertise
     * @return the rule
     * @throws IllegalArgumentException if negative
     */
    public FaultRule rateLimited(Duration retryAfter) {
      return status(429, retryAfter);
    }

    /**
     * Carries out the request, then waits before answering (past a client's read timeout, for
     * example).
     *
     * @param delay the wait, up to 5 minutes
     * @return the rule
     * @throws IllegalArgumentException if negative or longer than 5 minutes
     */
    public FaultRule delay(Duration delay) {
      Objects.requireNonNull(delay, "delay == null");
      if (delay.isNegative() || delay.compareTo(Duration.ofMinutes(5)) > 0) {
        throw new IllegalArgumentException("delay must be 0..5 minutes: " + delay);
      }
      return new FaultRule(this, Fault.Kind.HOLD_AFTER_COMMIT, 0, delay, false);
    }

    /**
     * Carries out the request, then closes the connection without answering: the client sees an
     * I/O error while the effect exists exactly once.
     *
     * @return the rule
     */
    public FaultRule dropAfterCommit() {
      return new FaultRule(this, Fault.Kind.DROP_AFTER_COMMIT, 0, Duration.ZERO, false);
    }
  }
}
