package com.service.sdk.sandbox.junit;

import static org.assertj.core.api.Assertions.assertThat;

import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;

/** With a per-class test instance the constructor runs before beforeAll; injection still works. */
@ExtendWith(SandboxExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SandboxExtensionPerClassTest {
  private final Sandbox sandbox;
  private final SandboxMerchant merchant;

  SandboxExtensionPerClassTest(Sandbox sandbox, SandboxMerchant merchant) {
    this.sandbox = sandbox;
    this.merchant = merchant;
  }

  @Test
  void constructorParameters_areResolvedBeforeAllCallbacks(Sandbox injected) {
    assertThat(injected).isSameAs(sandbox);
    assertThat(sandbox.ledger(merchant).merchantId()).isEqualTo(merchant.merchantId());
  }
}
