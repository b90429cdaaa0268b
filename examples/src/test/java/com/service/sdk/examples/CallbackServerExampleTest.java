package com.service.sdk.examples;

import static org.assertj.core.api.Assertions.assertThat;

import com.service.sdk.core.callback.CallbackHandler;
import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.model.CreateLinkRequest;
import com.service.sdk.payouts.model.LedgerTransaction;
import com.service.sdk.payouts.model.LinkPaymentState;
import com.service.sdk.payouts.model.LinkStatus;
import com.service.sdk.payouts.model.Payee;
import com.service.sdk.payouts.model.PaymentLink;
import com.service.sdk.payouts.model.PayoutInitiation;
import com.service.sdk.payouts.model.PayoutMethod;
import com.service.sdk.payouts.model.TransactionState;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.plugin.model.HostedPayment;
import com.service.sdk.plugin.model.PaymentState;
import com.service.sdk.plugin.model.PaymentStatus;
import com.service.sdk.sandbox.CallbackDelivery;
import com.service.sdk.sandbox.MerchantOptions;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import com.service.sdk.sandbox.junit.SandboxExtension;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(SandboxExtension.class)
class CallbackServerExampleTest {
  private static final InetSocketAddress LOOPBACK = new InetSocketAddress(InetAddress.getLoopbackAddress(), 0);

  private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
  private final ByteArrayOutputStream logged = new ByteArrayOutputStream();
  private final PrintStream log = new PrintStream(logged, true, StandardCharsets.UTF_8);

  private static String url(CallbackServerExample.Endpoints endpoints, String path) {
    return "http://127.0.0.1:" + endpoints.port() + path;
  }

  private HttpResponse<String> send(String url, String method, String body) throws Exception {
    HttpRequest request = HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(10))
        .header("Content-Type", "application/json")
        .method(method, HttpRequest.BodyPublishers.ofString(body)).build();
    return http.send(request, HttpResponse.BodyHandlers.ofString());
  }

  @Test
  void aPaymentsCallback_isConfirmed_actedOnOnce_andAnswered200_evenWhenDeliveredAgain(Sandbox sandbox,
      SandboxMerchant merchant) throws Exception {
    PluginClient plugin = SandboxClients.plugin(sandbox, merchant);
    List<PaymentStatus> acted = new CopyOnWriteArrayList<>();
    try (CallbackHandler<PaymentStatus> payments = CallbackServerExample.payments(plugin, acted::add);
        CallbackServerExample.Endpoints endpoints = CallbackServerExample.start(LOOPBACK,
            Map.of("/callbacks/payments", payments), log)) {
      String url = url(endpoints, "/callbacks/payments");
      HostedPayment payment = CreatePaymentExample.createPayment(plugin, merchant.merchantId(), "order-cb-1", "499.00",
          url);

      sandbox.payPayment(payment.paymentId());
      CallbackDelivery delivery = sandbox.callbacks().await(Duration.ofSeconds(10),
          d -> d.url().equals(url) && d.finished());
      HttpResponse<String> again = send(url, "POST", delivery.payload());

      assertThat(delivery.delivered()).isTrue();
      assertThat(delivery.attempts()).hasSize(1).first().satisfies(a -> assertThat(a.statusCode()).isEqualTo(200));
      assertThat(again.statusCode()).isEqualTo(200);
      assertThat(again.body()).isEmpty();
      assertThat(acted).singleElement().satisfies(status -> {
        assertThat(status.paymentId()).isEqualTo(payment.paymentId());
        assertThat(status.status()).isEqualTo(PaymentState.PAID);
        assertThat(status.amount()).isEqualByComparingTo("499.00");
      });
    }
  }

  @Test
  void duplicatedAndReorderedDeliveriesFromTheSandbox_runTheActionOncePerConfirmedState(Sandbox sandbox,
      SandboxMerchant merchant) throws Exception {
    PluginClient plugin = SandboxClients.plugin(sandbox, merchant);
    List<PaymentStatus> acted = new CopyOnWriteArrayList<>();
    try (CallbackHandler<PaymentStatus> payments = CallbackServerExample.payments(plugin, acted::add);
        CallbackServerExample.Endpoints endpoints = CallbackServerExample.start(LOOPBACK,
            Map.of("/callbacks/payments", payments), log)) {
      String url = url(endpoints, "/callbacks/payments");
      sandbox.callbacks().duplicates(3).hold();
      try {
        HostedPayment payment = CreatePaymentExample.createPayment(plugin, merchant.merchantId(), "order-cb-dup",
            "499.00", url);
        sandbox.payPayment(payment.paymentId());

        List<CallbackDelivery> released = sandbox.callbacks().releaseInReverse();

        assertThat(released).hasSize(4).allSatisfy(d -> assertThat(d.url()).isEqualTo(url));
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (System.nanoTime() < deadline && !sandbox.callbacks().deliveries().stream()
            .filter(d -> d.url().equals(url)).allMatch(CallbackDelivery::finished)) {
          Thread.sleep(20);
        }
        assertThat(sandbox.callbacks().deliveries()).filteredOn(d -> d.url().equals(url)).hasSize(4)
            .allSatisfy(d -> assertThat(d.delivered()).isTrue());
        assertThat(acted).singleElement().satisfies(status -> {
          assertThat(status.paymentId()).isEqualTo(payment.paymentId());
          assertThat(status.status()).isEqualTo(PaymentState.PAID);
        });
      } finally {
        sandbox.callbacks().duplicates(0);
      }
    }
  }

  @Test
  void aForgedPaidCallback_reachesTheActionOnlyAsTheServicesTruth(Sandbox sandbox, SandboxMerchant merchant)
      throws Exception {
    PluginClient plugin = SandboxClients.plugin(sandbox, merchant);
    List<PaymentStatus> acted = new CopyOnWriteArrayList<>();
    try (CallbackHandler<PaymentStatus> payments = CallbackServerExample.payments(plugin, acted::add);
        CallbackServerExample.Endpoints endpoints = CallbackServerExample.start(LOOPBACK,
            Map.of("/callbacks/payments", payments), log)) {
      String url = url(endpoints, "/callbacks/payments");
      HostedPayment payment = CreatePaymentExample.createPayment(plugin, merchant.merchantId(), "order-cb-2", "499.00",
          "https://shop.example.com/callbacks");

      HttpResponse<String> forged = send(url, "POST", "{\"event\":\"payment.paid\",\"payment_id\":\""
          + payment.paymentId() + "\",\"status\":\"paid\",\"amount\":\"499.00\"}");

      assertThat(forged.statusCode()).isEqualTo(200);
      assertThat(forged.body()).isEmpty();
      assertThat(acted).singleElement().satisfies(status -> assertThat(status.status()).isEqualTo(PaymentState.CREATED));
    }
  }

  @Test
  void aPayoutsCallback_isConfirmedWithItsLedgerTransaction(Sandbox sandbox) throws Exception {
    List<LedgerTransaction> acted = new CopyOnWriteArrayList<>();
    try (CallbackServerExample.Endpoints endpoints = CallbackServerExample.start(LOOPBACK, Map.of(), log)) {
      // The profile's notify URL is set when the merchant is created, so the route comes after.
      SandboxMerchant merchant = sandbox.createMerchant(MerchantOptions.builder()
          .notifyUrl(url(endpoints, "/callbacks/payouts")).build());
      MerchantClient client = SandboxClients.merchant(sandbox, merchant);
      CallbackHandler<LedgerTransaction> payouts = CallbackServerExample.payouts(client, acted::add);
      endpoints.server().createContext("/callbacks/payouts", CallbackServerExample.httpHandler(payouts, log));
      Payee payee = CreatePayeeExample.bankPayee(client, "Ravi Kumar", "50100012345678", "HDFC0001234", "cb-po-1");
      VerifyBankExample.verifyBank(client, payee.id());
      PayoutInitiation payout = InitiatePayoutExample.payout(client, payee.id(), "100.00", "cb-po-1",
          PayoutMethod.IMPS);

      sandbox.completePayout(payout.transactionId());
      waitUntil(() -> !acted.isEmpty());

      assertThat(acted).singleElement().satisfies(t -> {
        assertThat(t.id()).isEqualTo(payout.transactionId());
        assertThat(t.status()).isEqualTo(TransactionState.COMPLETED);
        assertThat(t.externalRef()).isEqualTo("cb-po-1");
      });
      payouts.close();
    }
  }

  @Test
  void aPayoutsCallback_namingACollectionsTransaction_isRefused400_andRunsNoPayoutAction(Sandbox sandbox,
      SandboxMerchant merchant) throws Exception {
    List<LedgerTransaction> acted = new CopyOnWriteArrayList<>();
    PluginClient plugin = SandboxClients.plugin(sandbox, merchant);
    try (CallbackHandler<LedgerTransaction> payouts = CallbackServerExample.payouts(
            SandboxClients.merchant(sandbox, merchant), acted::add);
        CallbackServerExample.Endpoints endpoints = CallbackServerExample.start(LOOPBACK,
            Map.of("/callbacks/payouts", payouts), log)) {
      HostedPayment payment = CreatePaymentExample.createPayment(plugin, merchant.merchantId(), "order-cb-col",
          "499.00", "https://shop.example.com/callbacks");
      String collection = sandbox.payPayment(payment.paymentId()).transactionId();

      HttpResponse<String> answer = send(url(endpoints, "/callbacks/payouts"), "POST",
          "{\"event\":\"payout.completed\",\"transaction_id\":\"" + collection + "\",\"status\":\"COMPLETED\"}");

      assertThat(answer.statusCode()).as("a collection is not a payout").isEqualTo(400);
      assertThat(acted).isEmpty();
      assertThat(logged.toString(StandardCharsets.UTF_8)).contains("COLLECTION").contains("not a payout");
    }
  }

  @Test
  void aLinksCallback_forALinkOfOurs_isConfirmedWithThePublicLinkStatus(Sandbox sandbox, SandboxMerchant merchant)
      throws Exception {
    List<LinkStatus> acted = new CopyOnWriteArrayList<>();
    Set<String> ourLinks = ConcurrentHashMap.newKeySet(); // the invoices table, as far as this test goes
    try (CallbackHandler<LinkStatus> links = CallbackServerExample.links(SandboxClients.pub(sandbox),
            ourLinks::contains, acted::add);
        CallbackServerExample.Endpoints endpoints = CallbackServerExample.start(LOOPBACK,
            Map.of("/callbacks/links", links), log)) {
      PaymentLink link = SandboxClients.merchant(sandbox, merchant).links().create(CreateLinkRequest.builder()
          .title("Invoice 7").amount("250.00").externalId("inv-cb-7")
          .customer("Asha Rao", "asha@example.com", "9800000000")
          .notifyUrl(url(endpoints, "/callbacks/links")).build());
      ourLinks.add(link.shortId());

      sandbox.payLink(link.shortId());
      waitUntil(() -> !acted.isEmpty());

      assertThat(acted).singleElement().satisfies(status -> {
        assertThat(status.shortId()).isEqualTo(link.shortId());
        assertThat(status.status()).isEqualTo(LinkPaymentState.SUCCESS);
      });
    }
  }

  @Test
  void aForgedLinksCallback_namingAnotherMerchantsPaidLink_isRefused_andNoActionRuns(Sandbox sandbox,
      SandboxMerchant merchant) throws Exception {
    SandboxMerchant other = sandbox.createMerchant();
    PaymentLink theirs = SandboxClients.merchant(sandbox, other).links().create(CreateLinkRequest.builder()
        .title("Their invoice").amount("9999.00").externalId("their-inv-1")
        .customer("Someone Else", "else@example.com", "9811111111").build());
    sandbox.payLink(theirs.shortId()); // its public status now says SUCCESS, to anyone who asks
    List<LinkStatus> acted = new CopyOnWriteArrayList<>();
    Set<String> ourLinks = ConcurrentHashMap.newKeySet();
    try (CallbackHandler<LinkStatus> links = CallbackServerExample.links(SandboxClients.pub(sandbox),
            ourLinks::contains, acted::add);
        CallbackServerExample.Endpoints endpoints = CallbackServerExample.start(LOOPBACK,
            Map.of("/callbacks/links", links), log)) {
      ourLinks.add(SandboxClients.merchant(sandbox, merchant).links().create(CreateLinkRequest.builder()
          .title("Our invoice").amount("10.00").externalId("our-inv-1")
          .customer("Asha Rao", "asha@example.com", "9800000000").build()).shortId());

      HttpResponse<String> forged = send(url(endpoints, "/callbacks/links"), "POST",
          "{\"event\":\"link.paid\",\"short_id\":\"" + theirs.shortId() + "\",\"status\":\"SUCCESS\"}");

      assertThat(forged.statusCode()).isEqualTo(400);
      assertThat(forged.body()).isEmpty();
      assertThat(acted).as("another merchant's paid link runs none of our actions").isEmpty();
      assertThat(logged.toString(StandardCharsets.UTF_8)).contains("answered 400 UNREADABLE: callback notice names link "
          + theirs.shortId() + ", which your LinkOwnership does not recognise as one you created");
    }
  }

  @Test
  void aBodyNamingNothing_is400_aGet_is405_andTheRefusalIsLoggedNotAnswered(Sandbox sandbox, SandboxMerchant merchant)
      throws Exception {
    List<PaymentStatus> acted = new CopyOnWriteArrayList<>();
    try (CallbackHandler<PaymentStatus> payments = CallbackServerExample.payments(
            SandboxClients.plugin(sandbox, merchant), acted::add);
        CallbackServerExample.Endpoints endpoints = CallbackServerExample.start(LOOPBACK,
            Map.of("/callbacks/payments", payments), log)) {
      String url = url(endpoints, "/callbacks/payments");

      HttpResponse<String> garbage = send(url, "POST", "status=paid");
      HttpResponse<String> get = send(url, "GET", "");

      assertThat(garbage.statusCode()).isEqualTo(400);
      assertThat(garbage.body()).isEmpty();
      assertThat(get.statusCode()).isEqualTo(405);
      assertThat(get.headers().firstValue("Allow")).contains("POST");
      assertThat(logged.toString(StandardCharsets.UTF_8)).isEqualTo("callback on /callbacks/payments answered 400"
          + " UNREADABLE: callback names no payment, link or payout: body is not well-formed JSON (line 1, column 1)"
          + System.lineSeparator());
      assertThat(acted).isEmpty();
    }
  }

  private static void waitUntil(BooleanSupplier condition) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    while (!condition.getAsBoolean()) {
      assertThat(System.nanoTime()).as("condition not met within 10 s").isLessThan(deadline);
      Thread.sleep(10);
    }
  }
}
