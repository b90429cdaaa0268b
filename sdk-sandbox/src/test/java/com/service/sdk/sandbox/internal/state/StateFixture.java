package com.service.sdk.sandbox.internal.state;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.sandbox.MutableClock;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.assertj.core.api.AbstractThrowableAssert;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;

/** The resources of one sandbox without any HTTP: a clock the test moves and the callbacks they hand over. */
final class StateFixture {
  final MutableClock clock = new MutableClock(Instant.parse("2026-11-25T10:00:00Z"));
  final List<Callback> callbacks = new ArrayList<>();
  final SandboxState state;
  final Payments payments;
  final Refunds refunds;
  final Links links;
  final Payees payees;
  final Payouts payouts;

  StateFixture() {
    this(false, false);
  }

  StateFixture(boolean autoPay, boolean autoSettle) {
    this.state = new SandboxState(
        new ResourceSettings(7L, clock, autoPay, autoSettle, new BigDecimal("5.00"), 100, 100), callbacks::add);
    this.payments = new Payments(state);
    this.refunds = new Refunds(state, payments);
    this.links = new Links(state);
    this.payees = new Payees(state);
    this.payouts = new Payouts(state, payees);
  }

  /** A ready merchant: 1,000.00 in wallet, 100.00 in payout deposit, callbacks to loopback. */
  Merchant merchant() {
    return state.createMerchant(new MerchantSetup(new BigDecimal("1000.00"), new BigDecimal("100.00"), true, true,
        true, null, "http://127.0.0.1:9/callbacks"));
  }

  static BigDecimal amount(String text) {
    return new BigDecimal(text).setScale(4);
  }

  /** Asserts that the code is refused with a refusal of the given kind. */
  static AbstractThrowableAssert<?, ? extends Throwable> refused(Refusal.Kind kind, ThrowingCallable code) {
    return assertThatThrownBy(code).isInstanceOfSatisfying(Refusal.class, r -> assertThat(r.kind()).isEqualTo(kind));
  }
}
