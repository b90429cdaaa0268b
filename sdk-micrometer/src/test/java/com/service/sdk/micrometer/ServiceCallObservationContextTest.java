package com.service.sdk.micrometer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.PublicClient;
import com.service.sdk.payouts.model.CreateLinkRequest;
import com.service.sdk.payouts.model.PaymentLink;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import com.service.sdk.sandbox.junit.SandboxExtension;
import io.micrometer.observation.tck.TestObservationRegistry;
import io.micrometer.observation.tck.TestObservationRegistryAssert;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(SandboxExtension.class)
class ServiceCallObservationContextTest {
  private final TestObservationRegistry registry = TestObservationRegistry.create();

  @Test
  void family_isThatOfTheClient_plugin_merchant_andPublic_againstTheSandbox(Sandbox sandbox,
      SandboxMerchant merchant) {
    try (PluginClient plugin = PluginClient.builder().baseUrl(sandbox.baseUrl())
            .credentials(merchant.apiKeyId(), merchant.apiSecret())
            .listener(MicrometerObservations.listener(registry)).build();
        MerchantClient signed = MerchantClient.builder().baseUrl(sandbox.baseUrl())
            .credentials(merchant.apiKeyId(), merchant.apiSecret())
            .listener(MicrometerObservations.listener(registry)).build();
        PublicClient pub = PublicClient.builder().baseUrl(sandbox.baseUrl())
            .listener(MicrometerObservations.listener(registry)).build()) {
      plugin.balance().get();
      PaymentLink link = signed.links().create(CreateLinkRequest.builder().title("Invoice 7").amount("250.00")
          .externalId("inv-7").customer("Asha Rao", "asha@example.com", "9800000000").build());
      pub.links().status(link.shortId());
      pub.links().checkout(link.shortId());
    }

    TestObservationRegistryAssert.assertThat(registry).hasNumberOfObservationsEqualTo(4)
        .hasHandledContextsThatSatisfy(contexts -> assertThat(contexts)
            .extracting(context -> context.getContextualName() + " " + context.getLowCardinalityKeyValue("family")
                .getValue() + " " + context.getLowCardinalityKeyValue("outcome").getValue())
            .containsExactly("balance.get plugin SUCCESS", "links.create merchant SUCCESS",
                "links.status public SUCCESS", "links.checkout public SUCCESS"));
  }

  @Test
  void aContextWithoutACall_isRefused() {
    assertThatThrownBy(() -> new ServiceCallObservationContext(null)).isInstanceOf(NullPointerException.class)
        .hasMessage("call == null");
  }
}
