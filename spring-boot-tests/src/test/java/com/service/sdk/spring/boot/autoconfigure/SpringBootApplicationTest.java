package com.service.sdk.spring.boot.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;

import com.service.sdk.payouts.LinkOwnership;
import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.model.CreateLinkRequest;
import com.service.sdk.payouts.model.CreatePayeeRequest;
import com.service.sdk.payouts.model.InitiatePayoutRequest;
import com.service.sdk.payouts.model.LedgerTransaction;
import com.service.sdk.payouts.model.LinkPaymentState;
import com.service.sdk.payouts.model.LinkStatus;
import com.service.sdk.payouts.model.Payee;
import com.service.sdk.payouts.model.PaymentLink;
import com.service.sdk.payouts.model.PayoutInitiation;
import com.service.sdk.payouts.model.PayoutMethod;
import com.service.sdk.payouts.model.TransactionState;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.plugin.model.CreatePaymentRequest;
import com.service.sdk.plugin.model.HostedPayment;
import com.service.sdk.plugin.model.PaymentState;
import com.service.sdk.plugin.model.PaymentStatus;
import com.service.sdk.sandbox.CallbackDelivery;
import com.service.sdk.sandbox.MerchantOptions;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.annotation.Bean;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.core.env.MapPropertySource;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * One Spring Boot application, as a merchant writes it, against the sandbox: the starter's
 * clients, the three callback endpoints over HTTP, the actuator's health, env, configprops and
 * metrics, and a secret rotated in a property source while it runs. It has no database (Boot's
 * DataSource auto-configuration, which the test classpath's JDBC starter would bring, is left
 * out): {@link JdbcPostgresTest} runs the starter on one.
 */
@SpringBootTest(classes = SpringBootApplicationTest.Shop.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
    properties = {"server.address=127.0.0.1", "service.sdk.callbacks.enabled=true",
        "spring.autoconfigure.exclude=org.springframework.boot.autoconfigure.jdbc.DataSourceAutoConfiguration,"
            + "org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration",
        "management.endpoints.web.exposure.include=health,env,configprops,metrics",
        "management.endpoint.health.show-details=always", "management.endpoint.env.show-values=always",
        "management.endpoint.configprops.show-values=always"})
class SpringBootApplicationTest {
  private static final Sandbox SANDBOX = Sandbox.start();
  private static final SandboxMerchant MERCHANT = SANDBOX.createMerchant();

  private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

  @LocalServerPort
  int port;
  @Autowired
  PluginClient plugin;
  @Autowired
  MerchantClient merchant;
  @Autowired
  Shop shop;
  @Autowired
  ConfigurableEnvironment environment;

  @DynamicPropertySource
  static void sandbox(DynamicPropertyRegistry registry) {
    registry.add("service.sdk.base-url", SANDBOX::baseUrl);
    registry.add("service.sdk.api-key-id", MERCHANT::apiKeyId);
    registry.add("service.sdk.api-secret", MERCHANT::apiSecret);
  }

  @AfterAll
  static void stopSandbox() {
    SANDBOX.close();
  }

  static HostedPayment payment(PluginClient plugin, SandboxMerchant merchant, String orderId, String callbackUrl) {
    return plugin.payments().create(CreatePaymentRequest.builder().merchantId(merchant.merchantId()).orderId(orderId)
        .amount("499.00").customer("Asha Rao", "asha@example.com", "9800000000").callbackUrl(callbackUrl).build());
  }

  private HttpResponse<String> get(String path) throws Exception {
    return http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
        .timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.ofString());
  }

  private HttpResponse<String> post(String path, String body) throws Exception {
    return http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
        .timeout(Duration.ofSeconds(10)).header("Content-Type", "application/json")
        .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
  }

  @Test
  void aPaidPayment_reachesTheMerchantsOneBean_confirmed_andOnce() throws Exception {
    String callbackUrl = "http://127.0.0.1:" + port + "/callbacks/payments";
    HostedPayment payment = payment(plugin, MERCHANT, "order-boot-1", callbackUrl);

    SANDBOX.payPayment(payment.paymentId());
    PaymentStatus confirmed = shop.payments.poll(10, TimeUnit.SECONDS);
    CallbackDelivery delivery = SANDBOX.callbacks().await(Duration.ofSeconds(10),
        d -> d.url().equals(callbackUrl) && d.finished());
    HttpResponse<String> again = post("/callbacks/payments", delivery.payload());

    assertThat(confirmed).isNotNull();
    assertThat(confirmed.paymentId()).isEqualTo(payment.paymentId());
    assertThat(confirmed.status()).isEqualTo(PaymentState.PAID);
    assertThat(delivery.delivered()).isTrue();
    assertThat(again.statusCode()).isEqualTo(200);
    assertThat(again.body()).isEmpty();
    assertThat(shop.payments).isEmpty();
    assertThat(post("/callbacks/payments", "{\"nothing\":1}").statusCode()).isEqualTo(400);
  }

  @Test
  void aRotatedSecret_signsTheNextCall_andAPayoutCallbackIsConfirmedWithIt() throws Exception {
    // The profile's notify URL is fixed when a merchant is made, and only now is the port known:
    // the application switches to a second merchant's credentials while it runs.
    SandboxMerchant second = SANDBOX.createMerchant(MerchantOptions.builder()
        .notifyUrl("http://127.0.0.1:" + port + "/callbacks/payouts").build());
    environment.getPropertySources().addFirst(new MapPropertySource("rotated", Map.of(
        "service.sdk.api-key-id", second.apiKeyId(), "service.sdk.api-secret", second.apiSecret())));
    try {
      Payee payee = merchant.payees().create(CreatePayeeRequest.builder().legalName("Ravi Kumar")
          .bankAccount("50100012345678", "HDFC0001234").externalRef("boot-payee-1").build());
      merchant.payees().verifyBank(payee.id());
      PayoutInitiation payout = merchant.payouts().initiate(InitiatePayoutRequest.builder().payeeId(payee.id())
          .amount("100.00").externalRef("boot-po-1").method(PayoutMethod.IMPS).build());

      SANDBOX.completePayout(payout.transactionId());
      LedgerTransaction settled = shop.payouts.poll(10, TimeUnit.SECONDS);

      assertThat(settled).isNotNull();
      assertThat(settled.id()).isEqualTo(payout.transactionId());
      assertThat(settled.status()).isEqualTo(TransactionState.COMPLETED);
      assertThat(SANDBOX.payouts(second.merchantId())).hasSize(1);
    } finally {
      environment.getPropertySources().remove("rotated");
    }
  }

  @Test
  void aPaidLinkOfTheMerchants_reachesItsLinkAction_confirmedByThePublicStatus() throws Exception {
    PaymentLink link = merchant.links().create(CreateLinkRequest.builder().title("Invoice boot-1").amount("250.00")
        .externalId("inv-boot-1").customer("Asha Rao", "asha@example.com", "9800000000")
        .notifyUrl("http://127.0.0.1:" + port + "/callbacks/links").build());
    shop.invoiceLinks.add(link.shortId()); // what the merchant stores when links().create returns

    SANDBOX.payLink(link.shortId());
    LinkStatus paid = shop.links.poll(10, TimeUnit.SECONDS);

    assertThat(paid).isNotNull();
    assertThat(paid.shortId()).isEqualTo(link.shortId());
    assertThat(paid.status()).isEqualTo(LinkPaymentState.SUCCESS);
    assertThat(post("/callbacks/links", "{\"short_id\":\"someone-elses\"}").statusCode()).isEqualTo(400);
  }

  @Test
  void theActuator_showsTheSettings_butNeverTheSecret() throws Exception {
    HttpResponse<String> env = get("/actuator/env");
    HttpResponse<String> configprops = get("/actuator/configprops");

    assertThat(env.statusCode()).isEqualTo(200);
    assertThat(configprops.statusCode()).isEqualTo(200);
    assertThat(env.body()).contains(SANDBOX.baseUrl(), MERCHANT.apiKeyId()).doesNotContain(MERCHANT.apiSecret())
        .containsPattern("\"service\\.sdk\\.api-secret\":\\{\"value\":\"\\*\\*\\*\\*\\*\\*\"");
    assertThat(configprops.body()).contains(SANDBOX.baseUrl(), MERCHANT.apiKeyId())
        .doesNotContain(MERCHANT.apiSecret()).contains("\"apiSecret\":\"******\"");
  }

  @Test
  void theHealthIndicator_reportsTheApplicationsOwnCalls() throws Exception {
    plugin.balance().get();

    HttpResponse<String> health = get("/actuator/health/serviceSdk");

    assertThat(health.statusCode()).isEqualTo(200);
    assertThat(health.body()).contains("\"status\":\"UP\"", "\"failuresInARow\":0", "\"lastSuccessAt\"");
  }

  @Test
  void everyCall_isTimedByTheActuatorsMeterRegistry_throughItsObservation() throws Exception {
    plugin.balance().get();

    HttpResponse<String> timer = get("/actuator/metrics/service.sdk.calls?tag=operation:balance.get");
    HttpResponse<String> active = get("/actuator/metrics/service.sdk.calls.active");

    assertThat(timer.statusCode()).isEqualTo(200);
    assertThat(timer.body()).contains("\"name\":\"service.sdk.calls\"", "\"statistic\":\"COUNT\"", "\"outcome\"",
        "\"family\"");
    assertThat(active.statusCode()).isEqualTo(200);
  }

  @SpringBootConfiguration
  @EnableAutoConfiguration
  static class Shop {
    final BlockingQueue<PaymentStatus> payments = new LinkedBlockingQueue<>();
    final BlockingQueue<LedgerTransaction> payouts = new LinkedBlockingQueue<>();
    final BlockingQueue<LinkStatus> links = new LinkedBlockingQueue<>();
    final Set<String> invoiceLinks = ConcurrentHashMap.newKeySet();

    @Bean
    PaymentCallbackAction fulfilOrders() {
      return payments::add;
    }

    @Bean
    PayoutCallbackAction settlePayouts() {
      return payouts::add;
    }

    @Bean
    LinkOwnership ourInvoiceLinks() {
      return invoiceLinks::contains;
    }

    @Bean
    LinkCallbackAction settleInvoices() {
      return links::add;
    }
  }
}
