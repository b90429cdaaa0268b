package com.service.sdk.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import com.service.sdk.core.ApiConnectionException;
import com.service.sdk.core.ApiException;
import com.service.sdk.core.Outcome;
import com.service.sdk.core.ServiceException;
import com.service.sdk.jdbc.Settlement.Evidence;
import com.service.sdk.jdbc.Settlement.Known;
import com.service.sdk.jdbc.Settlement.Next;
import org.junit.jupiter.api.Test;

/** How a call's end and what its row knew become the row's next state: the state machine, whole. */
class SettlementTest {
  private static final String ME = "sender-1";
  private static final String OTHER = "sender-2";

  private static ApiException answered(int status, Outcome outcome) {
    return new ApiException("POST /refunds/create", status, "refused", "{}", 1, null, outcome, null);
  }

  private static Settlement call(Evidence evidence) {
    return evidence == Evidence.APPLIED ? Settlement.applied("rfnd_1") : new Settlement(evidence, null, "E");
  }

  @Test
  void whatACallShows_comesFromItsOutcome_andA5xxOrAnAnswerLost_mayHaveMovedMoney() {
    assertThat(Settlement.of(answered(422, Outcome.NOT_APPLIED)).evidence()).isEqualTo(Evidence.REFUSED);
    assertThat(Settlement.of(answered(401, Outcome.NOT_APPLIED)).evidence()).isEqualTo(Evidence.REFUSED);
    assertThat(Settlement.of(answered(429, Outcome.NOT_APPLIED)).evidence()).isEqualTo(Evidence.NOTHING);
    assertThat(Settlement.of(answered(503, Outcome.UNKNOWN)).evidence()).isEqualTo(Evidence.MAYBE);
    assertThat(Settlement.of(answered(500, Outcome.NOT_APPLIED)).evidence()).as("a 5xx may come after the effect")
        .isEqualTo(Evidence.MAYBE);
    assertThat(Settlement.of(answered(429, Outcome.UNKNOWN)).evidence()).as("a 429 after a lost answer")
        .isEqualTo(Evidence.MAYBE);
    assertThat(Settlement.of(answered(200, Outcome.APPLIED)).evidence()).as("applied, its id unread")
        .isEqualTo(Evidence.MAYBE);
    ServiceException notSent = new ApiConnectionException("connect refused", null, 1, null, Outcome.NOT_SENT, null);
    ServiceException mayHave = new ApiConnectionException("read timed out", null, 3, null, Outcome.UNKNOWN, null);
    assertThat(Settlement.of(notSent).evidence()).isEqualTo(Evidence.NOTHING);
    assertThat(Settlement.of(mayHave).evidence()).isEqualTo(Evidence.MAYBE);
    assertThat(Settlement.of(mayHave).error()).startsWith("outcome UNKNOWN, ApiConnectionException: read timed out");
    assertThat(Settlement.unknown(new IllegalStateException("boom")).evidence()).isEqualTo(Evidence.MAYBE);
  }

  @Test
  void theSendersOwnRow_isNotAppliedOnlyWhenNothingUnderTheKeyCanHaveMoved() {
    Known fresh = new Known(MovementState.PENDING, ME, false);
    Known afterALostAnswer = new Known(MovementState.UNKNOWN, ME, true);

    assertThat(call(Evidence.REFUSED).next(fresh, ME).state()).isEqualTo(MovementState.NOT_APPLIED);
    assertThat(call(Evidence.NOTHING).next(fresh, ME).state()).isEqualTo(MovementState.PENDING);
    assertThat(call(Evidence.MAYBE).next(fresh, ME)).isEqualTo(new Next(MovementState.UNKNOWN, true, "E", true));
    assertThat(call(Evidence.APPLIED).next(fresh, ME)).isEqualTo(new Next(MovementState.APPLIED, true, null, true));
    for (Evidence evidence : new Evidence[] {Evidence.REFUSED, Evidence.NOTHING, Evidence.MAYBE}) {
      Next next = call(evidence).next(afterALostAnswer, ME);
      assertThat(next.state()).as(evidence + " after a lost answer").isEqualTo(MovementState.UNKNOWN);
      assertThat(next.maybeApplied()).isTrue();
      assertThat(next.release()).isTrue();
    }
    assertThat(call(Evidence.REFUSED).next(afterALostAnswer, ME).lastError())
        .isEqualTo("refused after an earlier send under this key may have taken effect, so the refusal settles"
            + " nothing: E");
    assertThat(call(Evidence.NOTHING).next(afterALostAnswer, ME).lastError()).as("a 429 passes: nothing to add")
        .isEqualTo("E");
    assertThat(call(Evidence.APPLIED).next(afterALostAnswer, ME).state()).isEqualTo(MovementState.APPLIED);
  }

  @Test
  void aSenderWhoseLeaseWasTakenOver_recordsOnlyWhatItLearnt_andNeverARefusal() {
    for (MovementState state : new MovementState[] {MovementState.PENDING, MovementState.UNKNOWN,
        MovementState.NOT_APPLIED}) {
      for (boolean maybe : new boolean[] {false, true}) {
        Known theirs = new Known(state, OTHER, maybe);
        Known nobodys = new Known(state, null, maybe);
        for (Known row : new Known[] {theirs, nobodys}) {
          assertThat(call(Evidence.APPLIED).next(row, ME).state()).as("an answer for the key is the truth")
              .isEqualTo(MovementState.APPLIED);
          Next lost = call(Evidence.MAYBE).next(row, ME);
          assertThat(lost.state()).as("money may have moved: " + row).isEqualTo(MovementState.UNKNOWN);
          assertThat(lost.maybeApplied()).isTrue();
          assertThat(lost.release()).as("the lease is not this sender's to end").isFalse();
          for (Evidence nothingMoved : new Evidence[] {Evidence.REFUSED, Evidence.NOTHING}) {
            Next next = call(nothingMoved).next(row, ME);
            assertThat(next.state()).as(nothingMoved + " by a sender taken over: " + row)
                .isEqualTo(maybe ? MovementState.UNKNOWN : state);
            assertThat(next.maybeApplied()).isEqualTo(maybe);
            assertThat(next.release()).isFalse();
            assertThat(next.lastError()).isEqualTo("a sender whose lease had run out: E");
          }
        }
      }
    }
  }

  @Test
  void anAppliedRow_staysApplied_whateverComesAfter() {
    for (Evidence evidence : new Evidence[] {Evidence.REFUSED, Evidence.NOTHING, Evidence.MAYBE}) {
      assertThat(call(evidence).next(new Known(MovementState.APPLIED, null, true), ME)).isNull();
      assertThat(call(evidence).next(new Known(MovementState.APPLIED, ME, true), ME)).isNull();
    }
  }

  @Test
  void theRetryDelay_doublesWithEachCall_toAtMost64TimesItself_andErrorsAreCut() {
    assertThat(Settlement.retryMillis(1_000, 1)).isEqualTo(1_000);
    assertThat(Settlement.retryMillis(1_000, 2)).isEqualTo(2_000);
    assertThat(Settlement.retryMillis(1_000, 7)).isEqualTo(64_000);
    assertThat(Settlement.retryMillis(1_000, 70)).isEqualTo(64_000);
    assertThat(Settlement.retryMillis(Long.MAX_VALUE / 2, 7)).isEqualTo(Long.MAX_VALUE);
    Settlement huge = Settlement.unknown(new IllegalStateException("x".repeat(5_000)));
    assertThat(huge.next(new Known(MovementState.PENDING, ME, false), ME).lastError()).hasSize(2_000);
  }
}
