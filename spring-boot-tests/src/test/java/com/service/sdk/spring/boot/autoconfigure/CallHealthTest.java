package com.service.sdk.spring.boot.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;

import com.service.sdk.core.ApiConnectionException;
import com.service.sdk.core.AuthenticationException;
import com.service.sdk.core.CallListener;
import com.service.sdk.core.ConflictException;
import com.service.sdk.core.InvalidRequestException;
import com.service.sdk.core.NotFoundException;
import com.service.sdk.core.Outcome;
import com.service.sdk.core.RateLimitException;
import com.service.sdk.core.ResponseDecodingException;
import com.service.sdk.core.ServerException;
import com.service.sdk.core.ServiceException;
import java.io.InterruptedIOException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

class CallHealthTest {
  private static final Instant NOW = Instant.parse("2026-11-24T10:15:30Z");
  private static final CallListener.Call CALL = new CallListener.Call("balance.get",
      CallListener.Family.PLUGIN, "GET", "/payments/balance", "https://api.example.test/payments/balance",
      "api.example.test", 443, null);

  private final CallHealth health = new CallHealth(Clock.fixed(NOW, ZoneOffset.UTC), CallHealth.SERVICE_DOWN);

  private void ok() {
    health.forCall(CALL).callFinished(CALL, new CallListener.End(1, Duration.ofMillis(20), 200, null, null, "req_1"));
  }

  private void failed(Class<? extends ServiceException> type, int status) {
    health.forCall(CALL).callFinished(CALL, new CallListener.End(3, Duration.ofSeconds(2), status, Outcome.NOT_SENT,
        type, null));
  }

  @Test
  void beforeAnyCall_itIsUnknown() {
    assertThat(health.report().status()).isEqualTo("UNKNOWN");
    assertThat(health.report().details()).containsEntry("calls", "none ended yet");
  }

  @Test
  void aSuccess_isUp_withWhenItHappened() {
    ok();

    assertThat(health.report().status()).isEqualTo("UP");
    assertThat(health.report().details()).containsEntry("lastCallAt", NOW.toString())
        .containsEntry("lastSuccessAt", NOW.toString()).containsEntry("failuresInARow", 0)
        .doesNotContainKey("lastFailure");
  }

  @Test
  void threeUnusableAnswersInARow_areTheOutageStatus_andOneSuccessBringsItBack() {
    ok();
    failed(ApiConnectionException.class, 0);
    failed(ServerException.class, 503);
    assertThat(health.report().status()).isEqualTo("UP");

    failed(ResponseDecodingException.class, 200);

    assertThat(health.report().status()).isEqualTo("SERVICE_DOWN");
    assertThat(health.report().details()).containsEntry("failuresInARow", 3)
        .containsEntry("lastFailure", "balance.get: ResponseDecodingException (HTTP 200), outcome NOT_SENT")
        .containsEntry("lastSuccessAt", NOW.toString());
    ok();
    assertThat(health.report().status()).isEqualTo("UP");
    assertThat(health.report().details()).containsEntry("failuresInARow", 0);
  }

  @Test
  void refusedCredentials_countAsUnusable() {
    for (int i = 0; i < 3; i++) {
      failed(AuthenticationException.class, 401);
    }

    assertThat(health.report().status()).isEqualTo("SERVICE_DOWN");
  }

  @Test
  void aRefusalOfOneRequest_isTheServiceWorking_andBreaksARunOfFailures() {
    failed(ApiConnectionException.class, 0);
    failed(ApiConnectionException.class, 0);
    failed(InvalidRequestException.class, 400);
    failed(NotFoundException.class, 404);
    failed(ConflictException.class, 409);
    failed(RateLimitException.class, 429);
    failed(ApiConnectionException.class, 0);

    assertThat(health.report().status()).isEqualTo("UP");
    assertThat(health.report().details()).containsEntry("failuresInARow", 1).doesNotContainKey("lastSuccessAt");
  }

  /**
   * A call whose retry wait ended at its deadline (the wait fits before the deadline, but the
   * next attempt finds it passed: the SDK records that attempt as {@code call deadline ... passed}
   * without starting it, or the deadline takes the call before a late scheduler runs the retry)
   * failed on the service: its last answer was a 503. Only a call that ended before its retry was
   * due was stopped by the application (cancelled, or its sleeping thread interrupted).
   */
  @Test
  void aCallWhoseDeadlinePassedAfterItsRetryWait_counts_oneStoppedDuringTheWaitDoesNot() {
    for (int i = 0; i < CallHealth.THRESHOLD; i++) {
      CallListener call = health.forCall(CALL);
      call.attemptFinished(CALL, new CallListener.Attempt(1, 503, null, true, Duration.ofMillis(30), "req_1"));
      call.retryScheduled(CALL, new CallListener.Retry(1, Duration.ZERO, "HTTP 503"));
      call.attemptFinished(CALL, new CallListener.Attempt(2, 0, new InterruptedIOException("call deadline of PT1S"
          + " passed"), false, Duration.ZERO, null));
      call.callFinished(CALL, new CallListener.End(2, Duration.ofSeconds(1), 503, Outcome.NOT_APPLIED,
          ServerException.class, "req_1"));
    }
    assertThat(health.report().status()).as("three calls that ran out of time retrying 503s").isEqualTo("SERVICE_DOWN");

    ok();
    for (int i = 0; i < CallHealth.THRESHOLD; i++) {
      CallListener call = health.forCall(CALL);
      call.attemptFinished(CALL, new CallListener.Attempt(1, 503, null, true, Duration.ofMillis(30), "req_1"));
      call.retryScheduled(CALL, new CallListener.Retry(1, Duration.ofHours(1), "HTTP 503"));
      call.callFinished(CALL, new CallListener.End(1, Duration.ofMillis(40), 503, Outcome.NOT_APPLIED,
          ServerException.class, "req_1"));
    }
    assertThat(health.report().status()).as("three calls cancelled while their retry waited").isEqualTo("UP");
  }
}
