package com.service.sdk.spring.boot.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;

import com.service.sdk.core.callback.CallbackNotice;
import com.service.sdk.core.callback.DeliveryStore;
import com.service.sdk.jdbc.JdbcDeliveryStore;
import com.service.sdk.jdbc.Postgres;
import com.service.sdk.jdbc.PostgresExtension;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.plugin.model.HostedPayment;
import com.service.sdk.plugin.model.PaymentState;
import com.service.sdk.sandbox.CallbackDelivery;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import com.service.sdk.sandbox.junit.SandboxExtension;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;
import org.springframework.jdbc.datasource.TransactionAwareDataSourceProxy;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The starter with sdk-jdbc on a real PostgreSQL server (sdk-jdbc's fixture: skipped loudly
 * without one, required by {@code -Dsdk.jdbc.postgres=required}): a Spring Boot application whose
 * DataSource is Boot's own, its callback endpoint over HTTP, and the data source sdk-jdbc is given.
 */
@ExtendWith({PostgresExtension.class, SandboxExtension.class})
class JdbcPostgresTest {
  /** What the claims here were confirmed from: any notice does, for the store. */
  private static final CallbackNotice NOTICE = CallbackNotice.of(CallbackNotice.Kind.PAYMENT, "pay_1");
  private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

  /** A shop whose action writes its shipment through Boot's JdbcTemplate. */
  @SpringBootConfiguration
  @EnableAutoConfiguration
  static class Shop {
    final AtomicInteger runs = new AtomicInteger();

    @Bean
    PaymentCallbackAction shipPaidOrders(JdbcTemplate jdbc) {
      return payment -> {
        runs.incrementAndGet();
        jdbc.update("INSERT INTO e2e_shipments (payment_id, status) VALUES (?, ?)", payment.paymentId(),
            payment.status().toString());
      };
    }
  }

  @Test
  void aPaymentsCallbackDeliveredTwice_throughTheEndpoint_runsTheActionOnce_withItsRowAndDoneInTheDatabase(
      Postgres postgres, Sandbox sandbox, SandboxMerchant merchant) throws Exception {
    postgres.execute("CREATE TABLE IF NOT EXISTS e2e_shipments (payment_id text NOT NULL, status text NOT NULL)");
    try (ConfigurableApplicationContext shop = new SpringApplicationBuilder(Shop.class).properties(
        "spring.main.banner-mode=off", "server.address=127.0.0.1", "server.port=0",
        "spring.datasource.url=" + postgres.url(),
        "service.sdk.base-url=" + sandbox.baseUrl(), "service.sdk.api-key-id=" + merchant.apiKeyId(),
        "service.sdk.api-secret=" + merchant.apiSecret(), "service.sdk.callbacks.enabled=true",
        "service.sdk.callbacks.transactional=true", "service.sdk.jdbc.create-schema=true",
        "service.sdk.jdbc.deliveries.table=e2e_delivery", "service.sdk.jdbc.movements.table=e2e_movement").run()) {
      String callbackUrl = "http://127.0.0.1:" + shop.getEnvironment().getProperty("local.server.port")
          + "/callbacks/payments";
      HostedPayment payment = SpringBootApplicationTest.payment(shop.getBean(PluginClient.class), merchant,
          "order-e2e-1", callbackUrl);

      sandbox.payPayment(payment.paymentId()); // the service's own delivery
      CallbackDelivery first = sandbox.callbacks().await(Duration.ofSeconds(20),
          d -> d.url().equals(callbackUrl) && d.finished());
      HttpResponse<String> again = http.send(HttpRequest.newBuilder(URI.create(callbackUrl))
          .timeout(Duration.ofSeconds(20)).header("Content-Type", "application/json")
          .POST(HttpRequest.BodyPublishers.ofString(first.payload())).build(), HttpResponse.BodyHandlers.ofString());

      assertThat(first.delivered()).isTrue();
      assertThat(again.statusCode()).isEqualTo(200);
      assertThat(shop.getBean(Shop.class).runs).hasValue(1);
      assertThat(postgres.column("SELECT payment_id || ' ' || status FROM e2e_shipments WHERE payment_id = ?",
          payment.paymentId())).containsExactly(payment.paymentId() + " " + PaymentState.PAID);
      assertThat(postgres.column("SELECT delivery_key || ' ' || state FROM e2e_delivery"))
          .containsExactly("payment " + payment.paymentId() + " " + PaymentState.PAID + " DONE");
      assertThat(postgres.column("SELECT count(*) FROM e2e_movement")).containsExactly("0"); // created, unused
    }
  }

  @Test
  void aDeliveryLostToACrash_isFinishedByTheStartersSchedule_onceItsLeaseRanOut_withoutARedelivery(
      Postgres postgres, Sandbox sandbox, SandboxMerchant merchant) throws Exception {
    postgres.execute("CREATE TABLE IF NOT EXISTS e2e_shipments (payment_id text NOT NULL, status text NOT NULL)");
    Postgres.Tables tables = postgres.tables();
    String[] properties = {"spring.main.banner-mode=off", "server.address=127.0.0.1", "server.port=0",
        "spring.datasource.url=" + postgres.url(),
        "service.sdk.base-url=" + sandbox.baseUrl(), "service.sdk.api-key-id=" + merchant.apiKeyId(),
        "service.sdk.api-secret=" + merchant.apiSecret(), "service.sdk.callbacks.enabled=true",
        "service.sdk.callbacks.transactional=true", "service.sdk.callbacks.lease=1s",
        "service.sdk.jdbc.deliveries.resume-interval=200ms",
        "service.sdk.jdbc.deliveries.table=" + tables.delivery(), "service.sdk.jdbc.movements.table=" + tables.movement()};
    PluginClient plugin = PluginClient.builder().baseUrl(sandbox.baseUrl())
        .credentials(merchant.apiKeyId(), merchant.apiSecret()).build();
    HostedPayment payment = SpringBootApplicationTest.payment(plugin, merchant, "order-e2e-lost",
        "http://127.0.0.1:9/callbacks/payments");
    sandbox.payPayment(payment.paymentId());
    // An instance of the shop claimed the paid state, then died in the middle of its action.
    String key = "payment " + payment.paymentId() + " " + PaymentState.PAID;
    JdbcDeliveryStore.builder(postgres.admin()).table(tables.delivery()).build().claim(key, "an instance that died",
        Duration.ofSeconds(1), CallbackNotice.of(CallbackNotice.Kind.PAYMENT, payment.paymentId()));

    try (ConfigurableApplicationContext shop = new SpringApplicationBuilder(Shop.class).properties(properties).run()) {
      long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
      while (shop.getBean(Shop.class).runs.get() == 0 && System.nanoTime() < deadline) {
        Thread.sleep(50);
      }
      Thread.sleep(500); // a few more runs of the schedule, which must not run it again

      assertThat(shop.getBean(Shop.class).runs).hasValue(1);
    }
    assertThat(postgres.column("SELECT payment_id || ' ' || status FROM e2e_shipments WHERE payment_id = ?",
        payment.paymentId())).containsExactly(payment.paymentId() + " " + PaymentState.PAID);
    assertThat(postgres.column("SELECT delivery_key || ' ' || state FROM " + tables.delivery()))
        .containsExactly(key + " DONE");
  }

  @Test
  void behindTheApplicationsTransactionAwareProxy_aClaimCommitsAtOnce_whateverTheCallersTransactionDoes(
      Postgres postgres) {
    Postgres.Tables tables = postgres.tables();
    postgres.execute("CREATE TABLE proxy_writes (note text NOT NULL)");
    DataSource pool = postgres.pool(4, Postgres.READ_COMMITTED);
    new ApplicationContextRunner().withConfiguration(ServiceSdkJdbcAutoConfigurationTest.STARTER)
        .withPropertyValues(ServiceSdkJdbcAutoConfigurationTest.VALID)
        .withPropertyValues("service.sdk.jdbc.deliveries.table=" + tables.delivery(),
            "service.sdk.jdbc.movements.table=" + tables.movement())
        .withBean(DataSource.class, () -> new TransactionAwareDataSourceProxy(pool)).run(context -> {
          DeliveryStore store = context.getBean(JdbcDeliveryStore.class);
          JdbcTemplate jdbc = new JdbcTemplate(context.getBean(DataSource.class)); // the application's, proxied
          new TransactionTemplate(new DataSourceTransactionManager(pool)).executeWithoutResult(status -> {
            jdbc.update("INSERT INTO proxy_writes (note) VALUES ('the caller''s write')");
            assertThat(store.claim("payment pay_proxy PAID", "delivery-1", Duration.ofMinutes(10), NOTICE))
                .isEqualTo(DeliveryStore.Claim.CLAIMED);
            status.setRollbackOnly();
          });
        });

    assertThat(postgres.column("SELECT note FROM proxy_writes")).as("the caller's transaction rolled back").isEmpty();
    assertThat(postgres.column("SELECT delivery_key || ' ' || state FROM " + tables.delivery()))
        .as("the claim, committed on a connection of its own").containsExactly("payment pay_proxy PAID CLAIMED");
  }
}
