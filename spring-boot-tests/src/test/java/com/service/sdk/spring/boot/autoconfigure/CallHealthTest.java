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
}
