package com.service.sdk.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.core.AuthenticationException;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.plugin.model.Balance;
import com.service.sdk.plugin.model.HostedPayment;
import com.service.sdk.sandbox.MerchantOptions;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import com.service.sdk.sandbox.junit.SandboxExtension;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(SandboxExtension.class)
class BalanceExampleTest {

  @Test
  void balance_showsTheWallet_andWhatPaymentsCollected(Sandbox sandbox, SandboxMerchant merchant) {
    PluginClient plugin = SandboxClients.plugin(sandbox, merchant);
    Balance before = BalanceExample.balance(plugin);
    assertThat(before.availableBalance()).isEqualByComparingTo("1000000.00");
    assertThat(before.collectionBalance()).isEqualByComparingTo("0");
    assertThat(before.currency()).isEqualTo("INR");

    HostedPayment payment = CreatePaymentExample.createPayment(plugin, merchant.merchantId(), "order-3001", "120.50",
        "https://shop.example.com/callbacks");
    sandbox.payPayment(payment.paymentId());

    assertThat(BalanceExample.balance(plugin).collectionBalance()).isEqualByComparingTo("120.50");
  }

  @Test
  void balance_fromASourceAddressTheServiceHasNotApproved_isRefused(Sandbox sandbox) {
    SandboxMerchant merchant = sandbox.createMerchant(
        MerchantOptions.builder().approvedSourceIps(Set.of("203.0.113.7")).build());

    assertThatThrownBy(() -> BalanceExample.balance(SandboxClients.plugin(sandbox, merchant)))
        .isInstanceOfSatisfying(AuthenticationException.class, e -> {
          assertThat(e.statusCode()).isEqualTo(403);
          assertThat(e.serviceMessage()).contains("not approved");
        });
  }
}
