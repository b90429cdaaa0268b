package com.service.sdk.core;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.jspecify.annotations.Nullable;

/**
 * Settings for one call that override the client's: a deadline, a retry budget, and the
 * idempotency key of a refund or payout. Immutable; every operation takes one as its last
 * argument, and the overload without it uses {@link #defaults()}.
 *
 * <pre>{@code
 * plugin.payments().status(paymentId, RequestOptions.builder().timeout(Duration.ofSeconds(5)).maxRetries(0).build());
 * plugin.refunds().create(request, RequestOptions.withIdempotencyKey(IdempotencyKey.of("job-5521-refund-000001")));
 * }</pre>
 */
public final class RequestOptions {
  private static final RequestOptions DEFAULTS = new Builder().build();

  private final @Nullable Duration timeout;
  private final @Nullable Integer maxRetries;
  private final @Nullable IdempotencyKey idempotencyKey;

  private RequestOptions(Builder builder) {
    this.timeout = builder.timeout;
    this.maxRetries = builder.maxRetries;
    this.idempotencyKey = builder.idempotencyKey;
  }

  /**
   * Returns the options that change nothing: every setting comes from the client.
   *
   * @return the empty options
   */
  public static RequestOptions defaults() {
    return DEFAULTS;
  }

  /**
   * Returns options that carry only this idempotency key, for a refund or payout.
   *
   * @param key the key to send on every attempt
   * @return the options
   * @throws NullPointerException if {@code key} is null
   */
  public static RequestOptions withIdempotencyKey(IdempotencyKey key) {
    return builder().idempotencyKey(key).build();
  }

  /**
   * Returns an empty builder.
   *
   * @return the builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Returns a builder holding these options, to make a changed copy.
   *
   * @return the builder
   */
  public Builder toBuilder() {
    Builder builder = new Builder();
    builder.timeout = timeout;
    builder.maxRetries = maxRetries;
    builder.idempotencyKey = idempotencyKey;
    return builder;
  }

  /**
   * Returns the deadline of the call, all attempts and waits included, when set.
   *
   * @return the deadline, or empty to use the client's call timeout
   */
  public Optional<Duration> timeout() {
    return Optional.ofNullable(timeout);
  }

  /**
   * Returns how many times the call may be retried, when set.
   *
   * @return the retry budget, or empty to use the client's
   */
  public OptionalInt maxRetries() {
    return maxRetries == null ? OptionalInt.empty() : OptionalInt.of(maxRetries);
  }

  /**
   * Returns the idempotency key to send, when set.
   *
   * @return the key, or empty to let the operation derive its own (or send none)
   */
  public Optional<IdempotencyKey> idempotencyKey() {
    return Optional.ofNullable(idempotencyKey);
  }

  @Override
  public String toString() {
    return "RequestOptions[timeout=" + timeout + ", maxRetries=" + maxRetries + ", idempotencyKey=" + idempotencyKey
        + "]";
  }

  /** Builds {@link RequestOptions}; unset settings come from the client. */
  public static final class Builder {
    private @Nullable Duration timeout;
    private @Nullable Integer maxRetries;
    private @Nullable IdempotencyKey idempotencyKey;

    private Builder() {}

    /**
     * Sets the deadline of the call, from the moment it is called: the time an asynchronous
     * call waits for a free connection slot, all attempts and the waits between them.
     *
     * @param timeout a positive duration of at most 24 days
     * @return this builder
     * @throws NullPointerException if {@code timeout} is null
     * @throws IllegalArgumentException if it is not positive, or longer than 24 days (such as
     *     {@code ChronoUnit.FOREVER.getDuration()}: the SDK refuses rather than waits for ever)
     */
    public Builder timeout(Duration timeout) {
      this.timeout = ClientConfiguration.checkDuration(timeout, "timeout");
      return this;
    }

    /**
     * Sets how many times the call may be retried after a transient failure; 0 sends it
     * once (a request that provably never left is still not counted as sent).
     *
     * @param maxRetries 0 to 10
     * @return this builder
     * @throws IllegalArgumentException if it is outside 0 to 10
     */
    public Builder maxRetries(int maxRetries) {
      this.maxRetries = ClientConfiguration.checkRetries(maxRetries);
      return this;
    }

    /**
     * Sets the idempotency key of a refund or payout, instead of the one the SDK derives
     * from your reference. Operations that carry no key in the spec refuse options with
     * one, before sending.
     *
     * @param key the key
     * @return this builder
     * @throws NullPointerException if {@code key} is null
     */
    public Builder idempotencyKey(IdempotencyKey key) {
      this.idempotencyKey = Objects.requireNonNull(key, "idempotencyKey == null");
      return this;
    }

    /**
     * Returns the options.
     *
     * @return the immutable options
     */
    public RequestOptions build() {
      return new RequestOptions(this);
    }
  }
}
