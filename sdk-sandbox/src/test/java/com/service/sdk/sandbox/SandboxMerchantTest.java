package com.service.sdk.sandbox;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Public value types and option builders. */
class SandboxMerchantTest {
  @Test
  void toString_neverShowsTheSecret() {
    SandboxMerchant m = new SandboxMerchant("m_1", "key_1", "sk_test_secret");
    assertThat(m.toString()).contains("m_1").contains("key_1").doesNotContain("sk_test_secret");
  }

  @Test
  void optionBuilders_refuseInvalidValues() {
    assertThatThrownBy(() -> SandboxOptions.builder().port(70000)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> SandboxOptions.builder().timestampWindow(Duration.ZERO)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> SandboxOptions.builder().payoutFee(new BigDecimal("-1"))).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> MerchantOptions.builder().walletBalance(new BigDecimal("-0.01")))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> MerchantOptions.builder().approvedSourceIps(Set.of("localhost")))
        .hasMessageContaining("not a literal IP");
    assertThatThrownBy(() -> MerchantOptions.builder().notifyUrl("ftp://x")).hasMessageContaining("http");
  }
}
