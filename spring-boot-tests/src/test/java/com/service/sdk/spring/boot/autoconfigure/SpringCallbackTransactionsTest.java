package com.service.sdk.spring.boot.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;

import com.service.sdk.core.callback.CallbackHandler;
import com.service.sdk.core.callback.CallbackResponse;
import com.service.sdk.core.callback.CallbackResponse.Result;
import com.service.sdk.core.callback.DeliveryStore;
import com.service.sdk.jdbc.JdbcDeliveryStore;
import com.service.sdk.jdbc.Postgres;
import com.service.sdk.jdbc.PostgresExtension;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.plugin.model.HostedPayment;
import com.service.sdk.plugin.model.PaymentState;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import com.service.sdk.sandbox.junit.SandboxExtension;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.WebApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;
import org.springframework.transaction.PlatformTransactionManager;

/**
 * {@code service.sdk.callbacks.transactional=true}: each condition, then, on a real PostgreSQL,
 * an action whose writes through Spring and "done" commit together, or roll back together.
 */
@ExtendWith({PostgresExtension.class, SandboxExtension.class})
class SpringCallbackTransactionsTest {
  private static final String TRANSACTIONAL = "service.sdk.callbacks.transactional=true";

  private final UnreachableDataSource database = new UnreachableDataSource();
  private final WebApplicationContextRunner web = new WebApplicationContextRunner()
      .withConfiguration(ServiceSdkJdbcAutoConfigurationTest.STARTER).withPropertyValues(ServiceSdkJdbcAutoConfigurationTest.VALID)
      .withPropertyValues("service.sdk.callbacks.enabled=true").withUserConfiguration(
          ServiceSdkCallbackAutoConfigurationTest.PaymentAction.class);

  private void fails(WebApplicationContextRunner runner, Consumer<FailureAnalysis> expectations) {
    runner.withPropertyValues(TRANSACTIONAL).run(context -> {
      assertThat(context).hasFailed();
      FailureAnalysis analysis = new ServiceSdkFailureAnalyzer().analyze(context.getStartupFailure());
      assertThat(analysis).as("analysis of %s", context.getStartupFailure()).isNotNull();
      expectations.accept(analysis);
    });
  }

  private WebApplicationContextRunner withDatabase() {
    return web.withBean(DataSource.class, () -> database)
        .withBean(PlatformTransactionManager.class, () -> new DataSourceTransactionManager(database));
  }

  @Test
  void offByDefault_andOnWithAStoreATransactionManagerAndOneDataSource() {
    withDatabase().run(context -> assertThat(context).hasNotFailed().doesNotHaveBean(CallbackTransactions.class));
    withDatabase().withPropertyValues(TRANSACTIONAL).run(context -> {
      assertThat(context).hasNotFailed().hasSingleBean(CallbackTransactions.class);
      assertThat(database.attempts).hasValue(0);
    });
  }

  @Test
  void withoutSdkJdbc_orSpringsTransactions_orADataSource_startupSaysWhatIsMissing() {
    fails(withDatabase().withClassLoader(new FilteredClassLoader(JdbcDeliveryStore.class)), analysis -> {
      assertThat(analysis.getDescription()).isEqualTo("service.sdk.callbacks.transactional is true, which marks a"
          + " callback done in the same database transaction as the action's writes, but sdk-jdbc is not on the"
          + " classpath.");
      assertThat(analysis.getAction()).contains("Add sdk-jdbc and spring-boot-starter-jdbc", "or remove"
          + " service.sdk.callbacks.transactional");
    });
    fails(web.withBean(DataSource.class, () -> database).withClassLoader(
        new FilteredClassLoader(PlatformTransactionManager.class)), analysis -> assertThat(analysis.getDescription())
        .endsWith("but Spring's JDBC and transaction support (spring-jdbc, spring-tx) is not on the classpath."));
    fails(web, analysis -> assertThat(analysis.getDescription()).endsWith("but there is no single DataSource bean,"
        + " or service.sdk.jdbc.enabled is false."));
  }

  @Test
  void theApplicationsOwnDeliveryStore_isRefused_forItsDatabaseIsUnknown() {
    fails(withDatabase().withBean("ownStore", DeliveryStore.class, () -> DeliveryStore.inMemory(10)), analysis -> {
      assertThat(analysis.getDescription()).contains("the application defines its own DeliveryStore [ownStore]");
      assertThat(analysis.getAction()).contains("store.inTransaction(..)");
    });
  }

  @Test
  void withoutATransactionManager_orWithOneOnAnotherDataSource_startupStops() {
    fails(web.withBean(DataSource.class, () -> database), analysis -> {
      assertThat(analysis.getDescription()).endsWith("in a transaction of the application's"
          + " PlatformTransactionManager, and there is no single one.");
      assertThat(analysis.getAction()).contains("spring-boot-starter-jdbc");
    });
    fails(web.withBean(DataSource.class, () -> database).withBean(PlatformTransactionManager.class,
        () -> new DataSourceTransactionManager(new UnreachableDataSource())), analysis -> assertThat(
        analysis.getDescription()).contains("runs its transactions on another DataSource"));
  }

  /** The action's writes: a row per run, through the application's JdbcTemplate; it throws when told to. */
  @Configuration(proxyBeanMethods = false)
  static class Shipping {
    final AtomicInteger runs = new AtomicInteger();
    final Deque<Exception> failures = new ArrayDeque<>();

    @Bean
    PaymentCallbackAction shipPaidOrders(JdbcTemplate jdbc) {
      return payment -> {
        runs.incrementAndGet();
        jdbc.update("INSERT INTO shipments (payment_id) VALUES (?)", payment.paymentId());
        Exception failure = failures.poll();
        if (failure != null) {
          throw failure;
        }
      };
    }
  }

  @Test
  void anActionThatThrowsAfterWriting_rollsBackItsWritesAndDone_andTheRedeliveryCommitsBothOnce(Postgres postgres,
      Sandbox sandbox, SandboxMerchant merchant) {
    Postgres.Tables tables = postgres.tables();
    postgres.execute("CREATE TABLE shipments (payment_id text NOT NULL)");
    DataSource pool = postgres.pool(4, Postgres.READ_COMMITTED);
    new WebApplicationContextRunner().withConfiguration(ServiceSdkJdbcAutoConfigurationTest.STARTER)
        .withUserConfiguration(Shipping.class).withBean(DataSource.class, () -> pool)
        .withBean(PlatformTransactionManager.class, () -> new DataSourceTransactionManager(pool))
        .withBean(JdbcTemplate.class, () -> new JdbcTemplate(pool))
        .withPropertyValues("service.sdk.base-url=" + sandbox.baseUrl(), "service.sdk.api-key-id=" + merchant.apiKeyId(),
            "service.sdk.api-secret=" + merchant.apiSecret(), "service.sdk.callbacks.enabled=true", TRANSACTIONAL,
            "service.sdk.jdbc.deliveries.table=" + tables.delivery(), "service.sdk.jdbc.movements.table="
            + tables.movement())
        .run(context -> {
          HostedPayment payment = SpringBootApplicationTest.payment(context.getBean(PluginClient.class), merchant,
              "order-tx-1", "https://shop.example.test/callbacks/payments");
          sandbox.payPayment(payment.paymentId());
          Shipping shipping = context.getBean(Shipping.class);
          shipping.failures.add(new IOException("the warehouse is down"));
          shipping.failures.add(new IllegalStateException("the label printer is jammed"));
          CallbackHandler<?> handler = context.getBean("serviceSdkPaymentCallbackHandler", CallbackHandler.class);
          byte[] body = ("{\"payment_id\":\"" + payment.paymentId() + "\"}").getBytes(StandardCharsets.UTF_8);
          String key = "payment " + payment.paymentId() + " " + PaymentState.PAID;

          CallbackResponse checked = handler.handle(body, Map.of());
          String shippedAfterChecked = String.join(",", postgres.column("SELECT payment_id FROM shipments"));
          String claimAfterChecked = String.join(",", postgres.column("SELECT state FROM " + tables.delivery()));
          CallbackResponse unchecked = handler.handle(body, Map.of());
          String shippedAfterUnchecked = String.join(",", postgres.column("SELECT payment_id FROM shipments"));
          CallbackResponse handled = handler.handle(body, Map.of());
          CallbackResponse duplicate = handler.handle(body, Map.of());

          assertThat(checked.result()).isEqualTo(Result.FAILED);
          assertThat(checked.failure()).isInstanceOf(IOException.class).hasMessage("the warehouse is down");
          assertThat(shippedAfterChecked).isEmpty();
          assertThat(claimAfterChecked).isEqualTo("CLAIMED"); // released: its lease ended, its notice kept for resume()
          assertThat(unchecked.result()).isEqualTo(Result.FAILED);
          assertThat(unchecked.failure()).isInstanceOf(IllegalStateException.class);
          assertThat(shippedAfterUnchecked).isEmpty();
          assertThat(handled.result()).isEqualTo(Result.HANDLED);
          assertThat(duplicate.result()).isEqualTo(Result.DUPLICATE);
          assertThat(shipping.runs).hasValue(3);
          assertThat(postgres.column("SELECT payment_id FROM shipments")).containsExactly(payment.paymentId());
          assertThat(postgres.column("SELECT state FROM " + tables.delivery() + " WHERE delivery_key = ?", key))
              .containsExactly("DONE");
        });
  }
}
