package com.service.sdk.sandbox.internal.state;

import static com.service.sdk.sandbox.internal.state.StateFixture.refused;
import static org.assertj.core.api.Assertions.assertThat;

import com.service.sdk.sandbox.MutableClock;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** One answer per Idempotency-Key and request, without HTTP. */
class IdempotencyTest {
  private final StateFixture world = new StateFixture();
  private final Merchant merchant = world.merchant();
  private final Idempotency<String> idempotency = new Idempotency<>(world.state);
  private final AtomicInteger effects = new AtomicInteger();

  private String once(String key, String hash) {
    return idempotency.once(merchant, "CREATE_REFUND", key, hash, () -> "answer " + effects.incrementAndGet());
  }

  @Test
  void aRepeat_getsTheFirstAnswer_withoutASecondEffect() {
    assertThat(once("key-0000000000000001", "h1")).isEqualTo("answer 1");
    assertThat(once("key-0000000000000001", "h1")).isEqualTo("answer 1");
    assertThat(effects).hasValue(1);
    assertThat(once("key-0000000000000002", "h1")).isEqualTo("answer 2");
    assertThat(idempotency.once(merchant, "INITIATE_PAYOUT", "key-0000000000000001", "h1", () -> "payout"))
        .as("keys are scoped per operation").isEqualTo("payout");
  }

  @Test
  void aKeyWithAnotherRequest_isRefused() {
    once("key-0000000000000001", "h1");
    refused(Refusal.Kind.UNPROCESSABLE, () -> once("key-0000000000000001", "h2"))
        .hasMessageContaining("already used with a different request body");
  }

  @Test
  void aRefusedRequest_keepsNothing_soItMayBeCorrected() {
    refused(Refusal.Kind.INVALID, () -> idempotency.once(merchant, "CREATE_REFUND", "key-0000000000000001", "h1",
        () -> {
          throw Refusal.invalid("no");
        }));
    assertThat(once("key-0000000000000001", "h2")).isEqualTo("answer 1");
  }

  @Test
  void records_areBounded_oldestForgotten() {
    SandboxState small = new SandboxState(new ResourceSettings(null, new MutableClock(Instant.EPOCH), false, false,
        BigDecimal.ONE, 10, 1), callback -> { });
    Merchant m = small.createMerchant(new MerchantSetup(BigDecimal.ONE, BigDecimal.ONE, true, true, true, null, null));
    Idempotency<Integer> one = new Idempotency<>(small);
    one.once(m, "S", "a", "h", effects::incrementAndGet);
    one.once(m, "S", "b", "h", effects::incrementAndGet);
    assertThat(one.once(m, "S", "b", "h", effects::incrementAndGet)).isEqualTo(2);
    assertThat(one.once(m, "S", "a", "h", effects::incrementAndGet)).as("forgotten: a new effect").isEqualTo(3);
  }
}
