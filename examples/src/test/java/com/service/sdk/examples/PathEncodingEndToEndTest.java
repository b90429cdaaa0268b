package com.service.sdk.examples;

import static org.assertj.core.api.Assertions.assertThat;

import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.PublicClient;
import com.service.sdk.payouts.model.CreateLinkRequest;
import com.service.sdk.payouts.model.CreatePayeeRequest;
import com.service.sdk.payouts.model.InitiatePayoutRequest;
import com.service.sdk.payouts.model.Payee;
import com.service.sdk.payouts.model.PaymentLink;
import com.service.sdk.payouts.model.PayoutMethod;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.plugin.model.CreatePaymentRequest;
import com.service.sdk.sandbox.IdKind;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import com.service.sdk.sandbox.junit.SandboxExtension;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Path identifiers end to end (spec 5.2: percent-encoded path identifiers): for every
 * printable ASCII character and a few beyond ASCII, a resource whose id holds it is found
 * by every operation that takes the id in its path, through both signature schemes and the
 * public family. The sandbox checks signatures over the raw path as sent and decodes each
 * segment once, as a server does; the SDK must have signed exactly what it sent, and
 * encoded it so that the id arrives whole.
 */
@ExtendWith(SandboxExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class PathEncodingEndToEndTest {
  private final Sandbox sandbox;
  private final SandboxMerchant merchant;
  private final PluginClient plugin;
  private final MerchantClient client;
  private final PublicClient pub;
  private final AtomicInteger cases = new AtomicInteger();

  PathEncodingEndToEndTest(Sandbox sandbox, SandboxMerchant merchant) {
    this.sandbox = sandbox;
    this.merchant = merchant;
    this.plugin = SandboxClients.plugin(sandbox, merchant);
    this.client = SandboxClients.merchant(sandbox, merchant);
    this.pub = SandboxClients.pub(sandbox);
  }

  static Stream<String> characters() {
    List<String> characters = new ArrayList<>();
    for (char c = 0x20; c <= 0x7e; c++) {
      characters.add(String.valueOf(c));
    }
    characters.addAll(List.of("₹", "é", "😀", "%2F", "/../", "%%"));
    return characters.stream();
  }

  @ParameterizedTest(name = "id with \"{0}\"")
  @MethodSource("characters")
  void everyOperationWithAnIdInItsPath_findsTheResource(String character) {
    String id = "id" + character + "x";
    int n = cases.incrementAndGet();

    sandbox.ids().next(IdKind.PAYMENT, "pay_" + id);
    String paymentId = plugin.payments().create(CreatePaymentRequest.builder().merchantId(merchant.merchantId())
        .orderId("order-" + n).amount("10.00")
        .customer("Asha Rao", "asha@example.com", "9800000000").build()).paymentId();
    assertThat(paymentId).isEqualTo("pay_" + id);
    assertThat(plugin.payments().status(paymentId).paymentId()).isEqualTo(paymentId);

    sandbox.ids().next(IdKind.PAYEE, "payee_" + id);
    Payee payee = client.payees().create(CreatePayeeRequest.builder().legalName("Ravi Kumar")
        .bankAccount("5010001234" + (1000 + n), "HDFC0001234").build());
    assertThat(payee.id()).isEqualTo("payee_" + id);
    client.payees().verifyBank(payee.id());

    sandbox.ids().next(IdKind.PAYOUT, "txn_" + id);
    String transactionId = client.payouts().initiate(InitiatePayoutRequest.builder().payeeId(payee.id())
        .amount("1.00").externalRef("po-" + n).method(PayoutMethod.IMPS).build())
        .transactionId();
    assertThat(transactionId).isEqualTo("txn_" + id);
    assertThat(client.payouts().status(transactionId).id()).isEqualTo(transactionId);
    assertThat(client.transactions().status(transactionId).id()).isEqualTo(transactionId);

    sandbox.ids().next(IdKind.LINK, "pl_" + id);
    PaymentLink link = client.links().create(CreateLinkRequest.builder().title("Invoice").amount("10.00")
        .externalId("inv-" + n).customer("Asha Rao", "asha@example.com", "9800000000")
        .build());
    assertThat(link.shortId()).isEqualTo("pl_" + id);
    assertThat(pub.links().status(link.shortId()).shortId()).isEqualTo(link.shortId());
    assertThat(pub.links().checkout(link.shortId()).shortId()).isEqualTo(link.shortId());
  }
}
