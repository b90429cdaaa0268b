package com.service.sdk.sandbox;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The fault kinds a chaos run mixes: a drop before the effect, a cut-off answer after it, and
 * error statuses with and without {@code Retry-After}; each says whether the effect exists.
 */
class FaultKindsTest extends SandboxWireTest {
  private static final String INITIATE = "/api/v1/payouts/external/initiate";

  @BeforeEach
  void clearFaults() {
    sandbox.faults().clear();
  }

  @Test
  void dropBeforeCommit_clientSeesIoError_andNothingHappened() throws IOException {
    SandboxMerchant m = sandbox.createMerchant();
    String payee = Fixtures.bankVerifiedPayee(wire, m);
    FaultRule rule = FaultRule.on(SandboxOperation.INITIATE_PAYOUT).next(1).dropBeforeCommit();
    sandbox.faults().add(rule);
    String key = Fixtures.key();
    String body = Fixtures.payoutBody(payee, "10.00", "po_before", "IMPS");
    WireClient.Request first = wire.hmac(m).idempotencyKey(key);
    assertThatThrownBy(() -> first.sendOrThrow("POST", INITIATE, body))
        .isInstanceOf(IOException.class).isNotInstanceOf(HttpTimeoutException.class);
    assertThat(sandbox.payouts(m.merchantId())).as("dropped before the effect").isEmpty();
    assertThat(wire.hmac(m).idempotencyKey(key).sendOrThrow("POST", INITIATE, body).status()).isEqualTo(200);
    assertThat(sandbox.payouts(m.merchantId())).hasSize(1);
    assertThat(rule).hasToString("INITIATE_PAYOUT, next 1: drop before commit (fired 1)");
  }

  @Test
  void truncateAfterCommit_clientSeesACutOffBody_andTheEffectExistsExactlyOnce() throws IOException {
    SandboxMerchant m = sandbox.createMerchant();
    String payee = Fixtures.bankVerifiedPayee(wire, m);
    FaultRule rule = FaultRule.on(SandboxOperation.INITIATE_PAYOUT).next(1).truncateAfterCommit();
    sandbox.faults().add(rule);
    String key = Fixtures.key();
    String body = Fixtures.payoutBody(payee, "10.00", "po_cut", "IMPS");
    WireClient.Request first = wire.hmac(m).idempotencyKey(key);
    assertThatThrownBy(() -> first.sendOrThrow("POST", INITIATE, body))
        .isInstanceOf(IOException.class).isNotInstanceOf(HttpTimeoutException.class);
    assertThat(sandbox.payouts(m.merchantId())).as("committed before the cut").hasSize(1);
    WireResponse retry = wire.hmac(m).idempotencyKey(key).sendOrThrow("POST", INITIATE, body);
    assertThat(retry.data().get("transaction_id").asText()).isEqualTo(sandbox.payouts(m.merchantId()).get(0).id());
    assertThat(sandbox.payouts(m.merchantId())).hasSize(1);
    assertThat(rule).hasToString("INITIATE_PAYOUT, next 1: truncate after commit (fired 1)");
  }

  @Test
  void statusWithRetryAfter_sendsTheHeaderWithA5xx_andHasNoEffect() {
    SandboxMerchant m = sandbox.createMerchant();
    String payee = Fixtures.bankVerifiedPayee(wire, m);
    sandbox.faults().add(FaultRule.on(SandboxOperation.INITIATE_PAYOUT).next(1).status(503, Duration.ofMillis(1500)));
    WireResponse faulted = wire.hmac(m).idempotencyKey(Fixtures.key())
        .post(INITIATE, Fixtures.payoutBody(payee, "10.00", "po_503", "IMPS"));
    assertThat(faulted.status()).isEqualTo(503);
    assertThat(faulted.header("Retry-After")).isEqualTo("2");
    assertThat(sandbox.payouts(m.merchantId())).isEmpty();
  }

  @Test
  void statusWithoutRetryAfter_sendsNoHeader_also429() {
    SandboxMerchant m = sandbox.createMerchant();
    String paymentId = Fixtures.paidPayment(sandbox, wire, m, "10.00");
    FaultRule rule = FaultRule.on(SandboxOperation.CREATE_REFUND).next(1).status(429);
    sandbox.faults().add(rule);
    WireResponse limited = wire.plugin(m).idempotencyKey(Fixtures.key())
        .post("/refunds/create", Fixtures.refundBody(m.merchantId(), paymentId, "1.00"));
    assertThat(limited.status()).isEqualTo(429);
    assertThat(limited.header("Retry-After")).isNull();
    assertThat(rule).hasToString("CREATE_REFUND, next 1: status 429 (fired 1)");
  }

  @Test
  void aRefusalStatus_isAnsweredInTheFamilysErrorShape_andHasNoEffect() {
    SandboxMerchant m = sandbox.createMerchant();
    String paymentId = Fixtures.paidPayment(sandbox, wire, m, "10.00");
    String payee = Fixtures.bankVerifiedPayee(wire, m);
    sandbox.faults().add(FaultRule.on(SandboxOperation.CREATE_REFUND).next(1).status(401));
    sandbox.faults().add(FaultRule.on(SandboxOperation.INITIATE_PAYOUT).next(1).status(422));

    WireResponse unauthorized = wire.plugin(m).idempotencyKey(Fixtures.key())
        .post("/refunds/create", Fixtures.refundBody(m.merchantId(), paymentId, "1.00"));
    WireResponse refused = wire.hmac(m).idempotencyKey(Fixtures.key())
        .post(INITIATE, Fixtures.payoutBody(payee, "10.00", "po_422", "IMPS"));

    assertThat(unauthorized.status()).isEqualTo(401);
    assertThat(unauthorized.message()).contains("injected fault");
    assertThat(refused.status()).isEqualTo(422);
    assertThat(refused.json().get("success").asBoolean()).isFalse();
    assertThat(sandbox.payments(m.merchantId())).singleElement()
        .satisfies(p -> assertThat(p.refunded()).isEqualByComparingTo("0"));
    assertThat(sandbox.payouts(m.merchantId())).isEmpty();
  }

  @Test
  void statusWithRetryAfter_refusesNonsense() {
    assertThatThrownBy(() -> FaultRule.on(SandboxOperation.BALANCE).status(418, Duration.ofSeconds(1)))
        .hasMessage("fault status must be 429, 5xx or a refusal (400, 401, 403, 404, 409, 422): 418");
    assertThatThrownBy(() -> FaultRule.on(SandboxOperation.BALANCE).status(200))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> FaultRule.on(SandboxOperation.BALANCE).status(503, Duration.ofSeconds(-1)))
        .hasMessageContaining("negative");
    assertThatThrownBy(() -> FaultRule.on(SandboxOperation.BALANCE).status(503, null))
        .isInstanceOf(NullPointerException.class);
  }
}
