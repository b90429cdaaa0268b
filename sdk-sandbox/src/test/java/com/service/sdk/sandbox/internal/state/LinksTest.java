package com.service.sdk.sandbox.internal.state;

import static com.service.sdk.sandbox.internal.state.StateFixture.amount;
import static com.service.sdk.sandbox.internal.state.StateFixture.refused;
import static org.assertj.core.api.Assertions.assertThat;

import com.service.sdk.sandbox.SandboxLinkPayment;
import java.math.BigDecimal;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The rules of payment links, without HTTP. */
class LinksTest {
  private final StateFixture world = new StateFixture();
  private final Merchant merchant = world.merchant();

  private Links.Link create(String fixed, String min, String max, Integer usageLimit) {
    return world.links.create(merchant, new Links.NewLink("Tea", amount(fixed), "inv-1", null, usageLimit,
        min == null ? null : amount(min), max == null ? null : amount(max), "INR", 1, null));
  }

  @Test
  void theAmount_mustLieWithinTheLimits() {
    refused(Refusal.Kind.INVALID, () -> create("10.00", "20.00", "10.00", null)).hasMessageContaining("max_limit");
    refused(Refusal.Kind.INVALID, () -> create("0.50", null, null, null)).hasMessageContaining("below min_limit 1.0000");
    refused(Refusal.Kind.INVALID, () -> create("30.00", null, "20.00", null)).hasMessageContaining("above max_limit");
    assertThat(create("10.00", null, null, null).minLimit()).isEqualByComparingTo("1.00");
  }

  @Test
  void aMerchantWithoutProvider_createsNoLink() {
    Merchant bare = world.state.createMerchant(new MerchantSetup(BigDecimal.ZERO, BigDecimal.ZERO, true, true, false,
        null, null));
    refused(Refusal.Kind.INVALID, () -> world.links.create(bare,
        new Links.NewLink("Tea", amount("5.00"), "inv-1", null, null, null, null, "INR", null, null)))
        .hasMessageContaining("provider merchant id is not assigned");
  }

  @Test
  void aLink_isPaidUpToItsUsageLimit_withinItsLimits_thenCompleted() {
    Links.Link link = create("10.00", "5.00", "15.00", 2);
    refused(Refusal.Kind.UNPROCESSABLE, () -> world.links.pay(link.shortId(), amount("15.01")))
        .hasMessageContaining("outside the link's limits");
    refused(Refusal.Kind.INVALID, () -> world.links.pay(link.shortId(), new BigDecimal("-1")));
    SandboxLinkPayment first = world.links.pay(link.shortId(), null);
    assertThat(first.amount()).isEqualByComparingTo("10.00");
    assertThat(first.active()).isTrue();
    SandboxLinkPayment second = world.links.pay(link.shortId(), amount("12.50"));
    assertThat(second.active()).isFalse();
    assertThat(world.links.find(link.shortId()).status()).isEqualTo("completed");
    refused(Refusal.Kind.CONFLICT, () -> world.links.pay(link.shortId(), null)).hasMessageContaining("is completed");
    assertThat(world.callbacks).extracting(Callback::event).containsExactly("link.paid", "link.paid");
    assertThat(world.callbacks.get(1).fields()).containsEntry("current_usage_count", 2).containsEntry("is_active", false);
    assertThat(world.state.balance(merchant).collectionBalance()).isEqualByComparingTo("22.50");
  }

  @Test
  void anExpiredLink_takesNoPayment() {
    Links.Link link = create("10.00", null, null, null);
    world.clock.advance(Duration.ofDays(1));
    assertThat(world.links.find(link.shortId()).status()).isEqualTo("expired");
    refused(Refusal.Kind.CONFLICT, () -> world.links.pay(link.shortId(), null)).hasMessageContaining("is expired");
    refused(Refusal.Kind.NOT_FOUND, () -> world.links.find("nope"));
  }
}
