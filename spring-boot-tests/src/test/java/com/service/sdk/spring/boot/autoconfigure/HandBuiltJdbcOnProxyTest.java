package com.service.sdk.spring.boot.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.jdbc.JdbcDeliveryStore;
import com.service.sdk.jdbc.JdbcSchema;
import com.service.sdk.jdbc.MoneyMovements;
import com.service.sdk.plugin.PluginClient;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.datasource.LazyConnectionDataSourceProxy;
import org.springframework.jdbc.datasource.TransactionAwareDataSourceProxy;

/**
 * A merchant who builds sdk-jdbc's objects by hand in a Spring application (not through the
 * starter, which unwraps the proxy itself, {@link JdbcSettingsTest}) and hands them the
 * application's {@code TransactionAwareDataSourceProxy} is refused at once, before anything
 * touches the database: through that proxy a claim, or a refund's record before it is sent, would
 * commit or roll back with the caller's transaction ({@link JdbcPostgresTest} shows what that
 * does to a claim), and the caller's work with it.
 */
class HandBuiltJdbcOnProxyTest {
  private final UnreachableDataSource pool = new UnreachableDataSource();

  @Test
  void theDeliveryStore_refusesTheProxy_namingItAndWhatToGiveInstead() {
    TransactionAwareDataSourceProxy proxy = new TransactionAwareDataSourceProxy(pool);

    assertThatThrownBy(() -> JdbcDeliveryStore.builder(proxy).build()).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("TransactionAwareDataSourceProxy is, or wraps, a TransactionAwareDataSourceProxy, which"
            + " hands out the connection of the caller's transaction")
        .hasMessageContaining("give it the DataSource behind the proxy (getTargetDataSource())");
    assertThatThrownBy(() -> JdbcSchema.create(proxy, "a_delivery", "a_movement"))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("TransactionAwareDataSourceProxy");
    assertThat(pool.attempts).as("refused before any connection is asked for").hasValue(0);
  }

  @Test
  void theMoneyRecord_refusesASubclassOfTheProxy_too_withoutPrintingWhatItsTextCarries() {
    DataSource subclass = new TransactionAwareDataSourceProxy(pool) {
      @Override
      public String toString() {
        return "jdbc:postgresql://db.shop.test/shop?user=shop&password=hunter2";
      }
    };
    try (PluginClient plugin = PluginClient.builder().baseUrl("https://own.example.test").credentials("k", "s")
        .build()) {
      assertThatThrownBy(() -> MoneyMovements.builder(subclass).refunds(plugin).build())
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("is, or wraps, a TransactionAwareDataSourceProxy").hasMessageNotContaining("hunter2");
    }
    assertThat(pool.attempts).hasValue(0);
  }

  @Test
  void aProxyThatJoinsNoTransaction_andThePoolItself_areTaken() {
    assertThat(JdbcDeliveryStore.builder(pool).build()).isNotNull();
    assertThat(JdbcDeliveryStore.builder(new LazyConnectionDataSourceProxy(pool)).build()).isNotNull();
    assertThat(pool.attempts).as("building touches no database").hasValue(0);
  }
}
