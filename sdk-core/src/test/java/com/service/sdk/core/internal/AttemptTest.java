package com.service.sdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InterruptedIOException;
import org.junit.jupiter.api.Test;

class AttemptTest {
  private static InterruptedIOException deadline() {
    return new InterruptedIOException("call deadline of PT1S passed");
  }

  @Test
  void stoppedBy_theDeadline_saysSo_withWhatTheCancelCausedUnderneath() {
    IOException canceled = new IOException("Canceled");
    Attempt attempt = Attempt.unanswered(1, true, canceled, 5);

    Attempt stopped = attempt.stoppedBy(deadline());

    assertThat(stopped.failure()).hasMessage("call deadline of PT1S passed").hasCause(canceled);
    assertThat(stopped.sent()).isTrue();
    assertThat(stopped.number()).isEqualTo(1);
  }

  @Test
  void stoppedBy_keepsAnAnswerReadWhole() {
    Attempt answered = new Attempt(1, true, 200, new byte[] {'{', '}'}, false, null, null, null, 5, "req-1");

    assertThat(answered.stoppedBy(deadline())).isSameAs(answered);
  }

  @Test
  void stoppedBy_keepsAnInterruption_soTheCallStillSaysItWasInterrupted() {
    Attempt interrupted = Attempt.unanswered(1, true, Wire.interruption(new InterruptedException()), 5);

    Attempt kept = interrupted.stoppedBy(deadline());

    assertThat(kept).isSameAs(interrupted);
    assertThat(RetryPolicy.interrupted(kept.failure())).isTrue();
  }

  @Test
  void stoppedBy_keepsTheApplicationsOwnFailure_whichListenersGetWithoutItsCause() {
    Attempt failed = Attempt.unanswered(1, false, UserCode.httpClientFailed(new IllegalStateException("dns")), 5);

    assertThat(failed.stoppedBy(deadline())).isSameAs(failed);
  }
}
