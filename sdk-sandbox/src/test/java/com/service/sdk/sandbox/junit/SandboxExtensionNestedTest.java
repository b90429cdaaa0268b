package com.service.sdk.sandbox.junit;

import static org.assertj.core.api.Assertions.assertThat;

import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** {@code @Nested} classes share the sandbox of the outermost test class, so their merchants work against it. */
@ExtendWith(SandboxExtension.class)
class SandboxExtensionNestedTest {
  private final Sandbox outer;

  SandboxExtensionNestedTest(Sandbox outer) {
    this.outer = outer;
  }

  @Test
  void outerTest_usesTheOuterSandbox(Sandbox sandbox) {
    assertThat(sandbox).isSameAs(outer);
  }

  @Nested
  class FirstNested {
    @Test
    void nestedTest_getsTheOuterSandbox_andMerchantsOfIt(Sandbox sandbox, SandboxMerchant merchant) {
      assertThat(sandbox).isSameAs(outer);
      assertThat(outer.ledger(merchant).merchantId()).isEqualTo(merchant.merchantId());
    }

    @Nested
    class Deeper {
      @Test
      void nestedTwoLevels_getsTheOuterSandbox(Sandbox sandbox, SandboxMerchant merchant) {
        assertThat(sandbox).isSameAs(outer);
        assertThat(outer.ledger(merchant).merchantId()).isEqualTo(merchant.merchantId());
      }
    }
  }

  @Nested
  class SecondNested {
    @Test
    void theOuterSandboxIsStillOpenAfterAnotherNestedClass(SandboxMerchant merchant) {
      assertThat(outer.ledger(merchant).merchantId()).isEqualTo(merchant.merchantId());
    }
  }
}
