package com.service.sdk.spring.boot.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.service.sdk.core.callback.DeliveryStore;
import com.service.sdk.jdbc.JdbcDeliveryStore;
import com.service.sdk.jdbc.MoneyMovements;
import com.service.sdk.payouts.MerchantClient;
import java.time.Duration;
import java.util.function.Consumer;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.boot.test.context.runner.WebApplicationContextRunner;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;

/**
 * sdk-jdbc's beans, each condition present and absent, the application's own beans winning, and
 * bad settings named; nothing here reaches a database ({@link JdbcPostgresTest} does).
 */
@ExtendWith(OutputCaptureExtension.class)
class ServiceSdkJdbcAutoConfigurationTest {
  static final AutoConfigurations STARTER = AutoConfigurations.of(ServiceSdkAutoConfiguration.class,
      PluginClientAutoConfiguration.class, PayoutsClientsAutoConfiguration.class,
      ServiceSdkJdbcAutoConfiguration.class, ServiceSdkCallbackAutoConfiguration.class);
  static final String[] VALID = {"service.sdk.base-url=https://api.example.test", "service.sdk.api-key-id=key_test_1",
      "service.sdk.api-secret=sk_test_never_shown"};

  private final UnreachableDataSource database = new UnreachableDataSource();
  private final ApplicationContextRunner runner = new ApplicationContextRunner().withConfiguration(STARTER)
      .withPropertyValues(VALID).withBean(DataSource.class, () -> database);

  private void fails(Consumer<FailureAnalysis> expectations, String... properties) {
    runner.withPropertyValues(properties).run(context -> {
      assertThat(context).hasFailed();
      FailureAnalysis analysis = new ServiceSdkFailureAnalyzer().analyze(context.getStartupFailure());
      assertThat(analysis).as("analysis of %s", context.getStartupFailure()).isNotNull();
      expectations.accept(analysis);
    });
  }

  @Test
  void withSdkJdbcAndOneDataSource_theStoreAndTheMovementsAreBeans_andStartupTouchesNoDatabase() {
    runner.run(context -> {
      assertThat(context).hasNotFailed().hasSingleBean(JdbcDeliveryStore.class).hasSingleBean(MoneyMovements.class)
          .doesNotHaveBean(ScheduledJdbcTask.class);
      assertThat(context.getBean(DeliveryStore.class)).isSameAs(context.getBean(JdbcDeliveryStore.class))
          .hasToString("JdbcDeliveryStore[table=service_sdk_delivery, retention=PT720H]");
      assertThat(context.getBean(MoneyMovements.class)).hasToString("MoneyMovements[table=service_sdk_movement,"
          + " account=default, refunds=true, payouts=true, lease=PT5M]");
    });
    assertThat(database.attempts).hasValue(0);
  }

  @Test
  void theProperties_setTablesRetentionAccountAndLease() {
    runner.withPropertyValues("service.sdk.jdbc.deliveries.table=billing.deliveries",
        "service.sdk.jdbc.deliveries.retention=90d", "service.sdk.jdbc.movements.table=billing.movements",
        "service.sdk.jdbc.movements.account=merchant-42", "service.sdk.jdbc.movements.lease=3m").run(context -> {
          assertThat(context.getBean(JdbcDeliveryStore.class))
              .hasToString("JdbcDeliveryStore[table=billing.deliveries, retention=PT2160H]");
          assertThat(context.getBean(MoneyMovements.class)).hasToString("MoneyMovements[table=billing.movements,"
              + " account=merchant-42, refunds=true, payouts=true, lease=PT3M]");
        });
  }

  @Test
  void withoutSdkJdbc_orADataSource_orWithTwoAndNoPrimary_orTurnedOff_thereAreNone() {
    runner.withClassLoader(new FilteredClassLoader(JdbcDeliveryStore.class)).run(context ->
        assertThat(context).hasNotFailed().doesNotHaveBean("serviceSdkDeliveryStore")
            .doesNotHaveBean("serviceSdkMoneyMovements"));
    new ApplicationContextRunner().withConfiguration(STARTER).withPropertyValues(VALID).run(context ->
        assertThat(context).hasNotFailed().doesNotHaveBean(JdbcDeliveryStore.class)
            .doesNotHaveBean(MoneyMovements.class));
    runner.withBean("second", DataSource.class, UnreachableDataSource::new).run(context ->
        assertThat(context).hasNotFailed().doesNotHaveBean(JdbcDeliveryStore.class)
            .doesNotHaveBean(MoneyMovements.class));
    runner.withPropertyValues("service.sdk.jdbc.enabled=false").run(context ->
        assertThat(context).hasNotFailed().doesNotHaveBean(JdbcDeliveryStore.class)
            .doesNotHaveBean(MoneyMovements.class));
  }

  @Test
  void withTwoDataSources_thePrimaryOneServes() {
    UnreachableDataSource primary = new UnreachableDataSource();
    UnreachableDataSource other = new UnreachableDataSource();
    new ApplicationContextRunner().withConfiguration(STARTER).withPropertyValues(VALID)
        .withBean("primary", DataSource.class, () -> primary, definition -> definition.setPrimary(true))
        .withBean("other", DataSource.class, () -> other)
        .withPropertyValues("service.sdk.jdbc.create-schema=true")
        .run(context -> assertThat(context).hasFailed()); // the tables were to be made on the unreachable primary

    assertThat(primary.attempts).hasValue(1);
    assertThat(other.attempts).hasValue(0);
  }

  @Test
  void theApplicationsOwnDeliveryStoreAndMoneyMovements_win() {
    DeliveryStore own = DeliveryStore.inMemory(10);
    MoneyMovements movements = MoneyMovements.builder(database).payouts(MerchantClient.builder()
        .baseUrl("https://own.example.test").credentials("k", "s").build()).account("own").build();
    runner.withBean(DeliveryStore.class, () -> own).withBean(MoneyMovements.class, () -> movements).run(context -> {
      assertThat(context).hasNotFailed().doesNotHaveBean("serviceSdkDeliveryStore")
          .doesNotHaveBean("serviceSdkMoneyMovements");
      assertThat(context.getBean(DeliveryStore.class)).isSameAs(own);
      assertThat(context.getBean(MoneyMovements.class)).isSameAs(movements);
    });
  }

  @Test
  void theMovements_sendWithWhicheverClientThereIs_andNeedOne() {
    runner.withPropertyValues("service.sdk.merchant.enabled=false").run(context ->
        assertThat(context.getBean(MoneyMovements.class).toString()).contains("refunds=true, payouts=false"));
    runner.withPropertyValues("service.sdk.plugin.enabled=false").run(context ->
        assertThat(context.getBean(MoneyMovements.class).toString()).contains("refunds=false, payouts=true"));
    runner.withPropertyValues("service.sdk.plugin.enabled=false", "service.sdk.merchant.enabled=false").run(context ->
        assertThat(context).hasNotFailed().doesNotHaveBean(MoneyMovements.class).hasSingleBean(JdbcDeliveryStore.class));
  }

  @Test
  void aSettingSdkJdbcRefuses_isNamedWithItsProperty() {
    fails(analysis -> {
      assertThat(analysis.getDescription()).startsWith("service.sdk.jdbc.deliveries.table=Deliveries was refused"
          + " by the SDK: table must be a lower-case SQL identifier");
      assertThat(analysis.getAction()).isEqualTo("Set service.sdk.jdbc.deliveries.table to a lower-case SQL"
          + " identifier, optionally schema-qualified, such as service_sdk_delivery.");
    }, "service.sdk.jdbc.deliveries.table=Deliveries");
    fails(analysis -> assertThat(analysis.getDescription()).startsWith("service.sdk.jdbc.movements.table=x;drop"
        + " was refused"), "service.sdk.jdbc.movements.table=x;drop");
    fails(analysis -> assertThat(analysis.getDescription()).isEqualTo("service.sdk.jdbc.deliveries.table and"
        + " service.sdk.jdbc.movements.table are both sdk, but the two tables hold different rows."),
        "service.sdk.jdbc.deliveries.table=sdk", "service.sdk.jdbc.movements.table=sdk");
    fails(analysis -> assertThat(analysis.getDescription()).startsWith("service.sdk.jdbc.deliveries.retention=PT10M"
        + " was refused by the SDK: retention must be at least one hour"), "service.sdk.jdbc.deliveries.retention=10m");
    fails(analysis -> assertThat(analysis.getDescription()).startsWith("service.sdk.jdbc.movements.lease=PT0S was"
        + " refused"), "service.sdk.jdbc.movements.lease=0s");
    fails(analysis -> assertThat(analysis.getDescription()).startsWith("service.sdk.jdbc.movements.retry-delay=PT-1S"
        + " was refused"), "service.sdk.jdbc.movements.retry-delay=-1s");
    fails(analysis -> assertThat(analysis.getDescription()).startsWith("service.sdk.jdbc.movements.account=")
        .contains("was refused by the SDK: account must be 1 to 200 characters"), "service.sdk.jdbc.movements.account=  ");
  }

  @Test
  void theSchema_isCreatedOnlyWhenAsked_andAFailureNamesTheProperty() {
    fails(analysis -> {
      assertThat(analysis.getDescription()).startsWith("service.sdk.jdbc.create-schema is true, but creating tables"
          + " service_sdk_delivery and service_sdk_movement failed: cannot reach the database");
      assertThat(analysis.getAction()).contains("JdbcSchema.postgresql(\"service_sdk_delivery\","
          + " \"service_sdk_movement\")", "remove service.sdk.jdbc.create-schema");
    }, "service.sdk.jdbc.create-schema=true");
    assertThat(database.attempts).hasValue(1);
  }

  @Test
  void resumeAndPrune_runOnlyWhenTheirIntervalIsSet() {
    runner.withPropertyValues("service.sdk.jdbc.movements.resume-interval=1h").run(context ->
        assertThat(context).hasBean("serviceSdkMovementsResume").doesNotHaveBean("serviceSdkDeliveriesPrune"));
    runner.withPropertyValues("service.sdk.jdbc.deliveries.prune-interval=1d").run(context ->
        assertThat(context).hasBean("serviceSdkDeliveriesPrune").doesNotHaveBean("serviceSdkMovementsResume"));
  }

  @Test
  void aScheduledRunThatFails_isLoggedAtWarn_andRunsAgain_untilTheContextCloses(CapturedOutput output) {
    runner.withPropertyValues("service.sdk.jdbc.movements.resume-interval=10ms",
        "service.sdk.jdbc.deliveries.prune-interval=10ms").run(context -> {
          await().atMost(Duration.ofSeconds(30)).untilAsserted(() -> assertThat(database.attempts).hasValueGreaterThan(5));
          assertThat(output.toString()).contains("service-sdk-jdbc-resume failed; it runs again in PT0.01S",
              "service-sdk-jdbc-prune failed; it runs again in PT0.01S", "cannot reach the database");
        });

    await().atMost(Duration.ofSeconds(30)).until(() -> Thread.getAllStackTraces().keySet().stream()
        .noneMatch(thread -> thread.getName().startsWith("service-sdk-jdbc-")));
  }

  @Test
  void anIntervalThatIsNotPositive_orWithNothingToRun_isNamed() {
    fails(analysis -> {
      assertThat(analysis.getDescription()).isEqualTo("service.sdk.jdbc.movements.resume-interval=PT0S is not a"
          + " positive interval.");
      assertThat(analysis.getAction()).contains("such as 1m", "or remove it");
    }, "service.sdk.jdbc.movements.resume-interval=0s");
    runner.withBean(DeliveryStore.class, () -> DeliveryStore.inMemory(10))
        .withPropertyValues("service.sdk.jdbc.deliveries.prune-interval=1d").run(context -> assertThat(
            new ServiceSdkFailureAnalyzer().analyze(context.getStartupFailure()).getDescription()).isEqualTo(
            "service.sdk.jdbc.deliveries.prune-interval is set, but there is no JdbcDeliveryStore to prune: the"
            + " application's own DeliveryStore bean replaced the starter's."));
    fails(analysis -> assertThat(analysis.getDescription()).startsWith("service.sdk.jdbc.movements.resume-interval is"
        + " set, but there is no MoneyMovements to resume"), "service.sdk.jdbc.movements.resume-interval=1m",
        "service.sdk.plugin.enabled=false", "service.sdk.merchant.enabled=false");
  }

  @Test
  void theCallbackEndpoints_areResumedOnASchedule_onlyWhenItsIntervalIsSet_andOnlyWhenThereIsOne() {
    WebApplicationContextRunner web = new WebApplicationContextRunner().withConfiguration(STARTER)
        .withPropertyValues(VALID).withBean(DataSource.class, () -> database)
        .withUserConfiguration(ServiceSdkCallbackAutoConfigurationTest.PaymentAction.class)
        .withPropertyValues("service.sdk.callbacks.enabled=true");
    web.run(context -> assertThat(context).hasNotFailed().doesNotHaveBean("serviceSdkDeliveriesResume"));
    web.withPropertyValues("service.sdk.jdbc.deliveries.resume-interval=1h").run(context ->
        assertThat(context).hasNotFailed().hasBean("serviceSdkDeliveriesResume")
            .getBean("serviceSdkDeliveriesResume").hasToString(
                "ScheduledJdbcTask[service-sdk-jdbc-deliveries-resume every PT1H]"));
    fails(analysis -> {
      assertThat(analysis.getDescription()).isEqualTo("service.sdk.jdbc.deliveries.resume-interval is set, but there"
          + " is no callback endpoint to resume: set service.sdk.callbacks.enabled=true with a PaymentCallbackAction,"
          + " PayoutCallbackAction or LinkCallbackAction bean.");
      assertThat(analysis.getAction()).contains("Remove service.sdk.jdbc.deliveries.resume-interval");
    }, "service.sdk.jdbc.deliveries.resume-interval=1m");
  }

  @Test
  void theCallbackEndpoints_useTheStartersStore() {
    new WebApplicationContextRunner().withConfiguration(STARTER).withPropertyValues(VALID)
        .withBean(DataSource.class, () -> database).withUserConfiguration(
            ServiceSdkCallbackAutoConfigurationTest.PaymentAction.class)
        .withPropertyValues("service.sdk.callbacks.enabled=true").run(context -> {
          assertThat(context).hasNotFailed().hasBean("serviceSdkPaymentCallbackHandler");
          assertThat(context.getBean(DeliveryStore.class)).isInstanceOf(JdbcDeliveryStore.class);
        });
  }
}
