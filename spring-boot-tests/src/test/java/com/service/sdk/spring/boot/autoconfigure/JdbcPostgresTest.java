package com.service.sdk.spring.boot.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;

import com.service.sdk.core.callback.DeliveryStore;
import com.service.sdk.jdbc.JdbcDeliveryStore;
import com.service.sdk.jdbc.Postgres;
import com.service.sdk.jdbc.PostgresExtension;
import java.time.Duration;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;
import org.springframework.jdbc.datasource.TransactionAwareDataSourceProxy;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The starter with sdk-jdbc on a real PostgreSQL server (sdk-jdbc's fixture: skipped loudly
 * without one, required by {@code -Dsdk.jdbc.postgres=required}): the data source sdk-jdbc is given.
 */
@ExtendWith(PostgresExtension.class)
class JdbcPostgresTest {
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
            assertThat(store.claim("payment pay_proxy PAID", "delivery-1", Duration.ofMinutes(10)))
                .isEqualTo(DeliveryStore.Claim.CLAIMED);
            status.setRollbackOnly();
          });
        });

    assertThat(postgres.column("SELECT note FROM proxy_writes")).as("the caller's transaction rolled back").isEmpty();
    assertThat(postgres.column("SELECT delivery_key || ' ' || state FROM " + tables.delivery()))
        .as("the claim, committed on a connection of its own").containsExactly("payment pay_proxy PAID CLAIMED");
  }
}
