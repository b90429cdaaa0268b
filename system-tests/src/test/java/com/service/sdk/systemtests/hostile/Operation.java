package com.service.sdk.systemtests.hostile;

import com.service.sdk.core.IdempotencyKey;
import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.PublicClient;
import com.service.sdk.payouts.model.InitiatePayoutRequest;
import com.service.sdk.payouts.model.PayoutMethod;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.plugin.model.CreateRefundRequest;
import java.time.Duration;

/**
 * The operations the corpus aims its answers at: a read and a keyed write of the plugin
 * family, a read, a keyed write and a page of the merchant family, and a read of the public
 * family. Each one is a call a merchant makes, through the public clients.
 */
enum Operation {
  PAYMENT_STATUS(false) {
    @Override
    Object call(Clients clients) {
      return clients.plugin.payments().status("pay_1");
    }
  },
  REFUND(true) {
    @Override
    Object call(Clients clients) {
      return clients.plugin.refunds().create(CreateRefundRequest.builder().merchantId("m_42").paymentId("pay_1")
          .amount("100.00").merchantRefundId("order-1-r1").build());
    }
  },
  BALANCE(false) {
    @Override
    Object call(Clients clients) {
      return clients.plugin.balance().get();
    }
  },
  PAYOUT_STATUS(false) {
    @Override
    Object call(Clients clients) {
      return clients.merchant.payouts().status("txn_1");
    }
  },
  PAYOUT(true) {
    @Override
    Object call(Clients clients) {
      return clients.merchant.payouts().initiate(InitiatePayoutRequest.builder().payeeId(PAYEE_ID)
          .amount("1250.75").externalRef("po_7781").method(PayoutMethod.IMPS).build());
    }
  },
  LIST_PAYEES(false) {
    @Override
    Object call(Clients clients) {
      return clients.merchant.payees().list(50, 0);
    }
  },
  LINK_STATUS(false) {
    @Override
    Object call(Clients clients) {
      return clients.pub.links().status("k3x9a7b2c1");
    }
  };

  static final String PAYEE_ID = "6f1c0e2a-1b1d-4c55-9a4e-0d3b7c9e2f10";
  static final IdempotencyKey REFUND_KEY = IdempotencyKey.derive("refund", "m_42", "pay_1", "order-1-r1");
  static final IdempotencyKey PAYOUT_KEY = IdempotencyKey.derive("payout", "po_7781");

  /** Whether the operation changes state at the service (and so can be {@code APPLIED} or {@code UNKNOWN}). */
  final boolean write;

  Operation(boolean write) {
    this.write = write;
  }

  abstract Object call(Clients clients);

  /** The three clients, aimed at one server; no retries, so each case is exactly one answer. */
  static final class Clients {
    final PluginClient plugin;
    final MerchantClient merchant;
    final PublicClient pub;

    Clients(String baseUrl) {
      Duration read = Duration.ofSeconds(5);
      this.plugin = PluginClient.builder().baseUrl(baseUrl).credentials("key_1", "secret_1").maxRetries(0)
          .readTimeout(read).build();
      this.merchant = MerchantClient.builder().baseUrl(baseUrl).credentials("key_1", "secret_1").maxRetries(0)
          .readTimeout(read).build();
      this.pub = PublicClient.builder().baseUrl(baseUrl).maxRetries(0).readTimeout(read).build();
    }
  }
}
