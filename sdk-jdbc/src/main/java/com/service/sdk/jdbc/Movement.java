package com.service.sdk.jdbc;

import com.service.sdk.core.PreparedRequest;
import java.time.Instant;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * One recorded refund or payout, as {@link MoneyMovements#find} reads it.
 *
 * @param request what is sent, every time: the operation, the key and the exact bytes
 * @param state where it stands
 * @param resultId the {@code refund_id} or {@code transaction_id} once {@link MovementState#APPLIED}, else null
 * @param attempts how many calls were started under its key, by any sender on any instance (each
 *     with the SDK's own retries), counted before each was sent: a call whose sender died counts
 * @param lastError what the last failed call said, or null
 * @param createdAt when it was recorded (the database's clock)
 * @param updatedAt when it last changed (the database's clock)
 */
public record Movement(PreparedRequest request, MovementState state, @Nullable String resultId, int attempts, @Nullable String lastError,
    Instant createdAt, Instant updatedAt) {

  /**
   * Checks that nothing required is missing.
   *
   * @param request what is sent
   * @param state where it stands
   * @param resultId the id once applied, else null
   * @param attempts the calls started
   * @param lastError the last failure, or null
   * @param createdAt when recorded
   * @param updatedAt when last changed
   * @throws NullPointerException if {@code request}, {@code state}, {@code createdAt} or {@code updatedAt} is null
   */
  public Movement {
    Objects.requireNonNull(request, "request == null");
    Objects.requireNonNull(state, "state == null");
    Objects.requireNonNull(createdAt, "createdAt == null");
    Objects.requireNonNull(updatedAt, "updatedAt == null");
  }
}
