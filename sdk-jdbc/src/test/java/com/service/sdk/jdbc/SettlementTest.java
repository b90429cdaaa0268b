package com.service.sdk.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import com.service.sdk.core.ApiConnectionException;
import com.service.sdk.core.ApiException;
import com.service.sdk.core.Outcome;
import com.service.sdk.core.ServiceException;
import org.junit.jupiter.api.Test;

/** How a call's end becomes a row's state: only a definitive refusal is final without an answer. */
class SettlementTest {
  private static ApiException answered(int status, Outcome outcome) {
    return new ApiException("POST /refunds/create", status, "refused", "{}", 1, null, outcome, null);
  }

  @Test
  void aRefusalForGood_isNotApplied_aRefusalThatPasses_staysPending_aMaybe_isUnknown() {
    assertThat(Settlement.of(answered(422, Outcome.NOT_APPLIED)).state()).isEqualTo(MovementState.NOT_APPLIED);
    assertThat(Settlement.of(answered(404, Outcome.NOT_APPLIED)).state()).isEqualTo(MovementState.NOT_APPLIED);
    assertThat(Settlement.of(answered(429, Outcome.NOT_APPLIED)).state()).isEqualTo(MovementState.PENDING);
    assertThat(Settlement.of(answered(503, Outcome.NOT_APPLIED)).state()).isEqualTo(MovementState.PENDING);
    assertThat(Settlement.of(answered(503, Outcome.UNKNOWN)).state()).isEqualTo(MovementState.UNKNOWN);
    assertThat(Settlement.of(answered(200, Outcome.APPLIED)).state()).isEqualTo(MovementState.UNKNOWN);
  }

  @Test
  void noAnswer_isPendingWhenNeverSent_andUnknownWhenItMayHaveArrived() {
    ServiceException notSent = new ApiConnectionException("connect refused", null, 1, null, Outcome.NOT_SENT, null);
    ServiceException mayHave = new ApiConnectionException("read timed out", null, 3, null, Outcome.UNKNOWN, null);

    assertThat(Settlement.of(notSent).state()).isEqualTo(MovementState.PENDING);
    assertThat(Settlement.of(mayHave)).satisfies(s -> {
      assertThat(s.state()).isEqualTo(MovementState.UNKNOWN);
      assertThat(s.lastError()).startsWith("outcome UNKNOWN, ApiConnectionException: read timed out");
    });
    assertThat(Settlement.unknown(new IllegalStateException("x".repeat(5_000))).lastError()).hasSize(2_000);
  }
}
