package com.service.sdk.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.core.NotFoundException;
import com.service.sdk.core.Outcome;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.plugin.model.HostedPayment;
import com.service.sdk.sandbox.FaultRule;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import com.service.sdk.sandbox.SandboxOperation;
import com.service.sdk.sandbox.junit.SandboxExtension;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(SandboxExtension.class)
class OperationMetricsTest {

  @Test
  void countsCallsAttemptsRetriesAndOutcomes_perOperation(Sandbox sandbox, SandboxMerchant merchant) {
    OperationMetrics metrics = new OperationMetrics();
    sandbox.faults().add(FaultRule.on(SandboxOperation.PAYMENT_STATUS).next(1).status(503));

    try (PluginClient plugin = PluginClient.builder().baseUrl(sandbox.baseUrl())
        .credentials(merchant.apiKeyId(), merchant.apiSecret())
        .retryBackoff(Duration.ofMillis(1), Duration.ofMillis(10)).listener(metrics).build()) {
      HostedPayment payment = CreatePaymentExample.createPayment(plugin, merchant.merchantId(), "order-metrics-1",
          "10.00", "https://shop.example.com/callbacks");
      plugin.payments().status(payment.paymentId());
      assertThatThrownBy(() -> plugin.payments().status("pay_missing")).isInstanceOf(NotFoundException.class);
    }

    Map<String, OperationMetrics.Figures> figures = metrics.snapshot();
    assertThat(figures).containsOnlyKeys("payments.create", "payments.status");
    assertThat(figures.get("payments.create").succeeded()).isEqualTo(1);
    assertThat(figures.get("payments.create").attempts()).isEqualTo(1);
    OperationMetrics.Figures status = figures.get("payments.status");
    assertThat(status.succeeded()).isEqualTo(1);
    assertThat(status.failedByOutcome()).containsExactly(Map.entry(Outcome.NOT_APPLIED, 1L));
    assertThat(status.attempts()).isEqualTo(3); // 503, then 200; then 404
    assertThat(status.retries()).isEqualTo(1);
    assertThat(status.time()).isPositive();
  }
}
