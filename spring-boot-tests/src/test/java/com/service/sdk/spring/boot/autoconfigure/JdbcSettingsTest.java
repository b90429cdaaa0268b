package com.service.sdk.spring.boot.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.SQLException;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.datasource.DelegatingDataSource;
import org.springframework.jdbc.datasource.LazyConnectionDataSourceProxy;
import org.springframework.jdbc.datasource.TransactionAwareDataSourceProxy;

/**
 * sdk-jdbc is given the application's data source itself, never a transaction-aware proxy of it;
 * {@link JdbcPostgresTest} shows what the proxy would do to a claim.
 */
class JdbcSettingsTest {
  private final UnreachableDataSource pool = new UnreachableDataSource();

  @Test
  void aTransactionAwareProxy_givesWayToTheDataSourceBehindIt_throughAnyNumberOfThem() {
    assertThat(JdbcSettings.raw(new TransactionAwareDataSourceProxy(pool))).isSameAs(pool);
    assertThat(JdbcSettings.raw(new TransactionAwareDataSourceProxy(new TransactionAwareDataSourceProxy(pool))))
        .isSameAs(pool);
  }

  @Test
  void aDecoratorAroundTheProxy_givesWayToo_toTheDataSourceBehindTheProxy() {
    DataSource decorated = new DelegatingDataSource(new TransactionAwareDataSourceProxy(pool));

    assertThat(JdbcSettings.raw(decorated)).as("the decorator hands out the caller's transaction too").isSameAs(pool);
    assertThat(JdbcSettings.raw(new TransactionAwareDataSourceProxy(new DelegatingDataSource(
        new TransactionAwareDataSourceProxy(pool))))).isSameAs(pool);
    assertThat(pool.attempts).hasValue(0);
  }

  @Test
  void aDecoratorThatCannotSayWhatItWraps_isUsedAsItIs_ratherThanFailingStartup() {
    DataSource beforeJdbc4 = new DelegatingDataSource(pool) {
      @Override
      public boolean isWrapperFor(Class<?> type) {
        throw new AbstractMethodError("compiled against a JDBC without isWrapperFor");
      }
    };
    DataSource refusing = new DelegatingDataSource(pool) {
      @Override
      public boolean isWrapperFor(Class<?> type) throws SQLException {
        throw new SQLException("not a wrapper it will talk about");
      }
    };

    assertThat(JdbcSettings.raw(beforeJdbc4)).isSameAs(beforeJdbc4);
    assertThat(JdbcSettings.raw(refusing)).isSameAs(refusing);
    assertThat(pool.attempts).hasValue(0);
  }

  @Test
  void anyOtherDataSource_isUsedAsItIs() {
    assertThat(JdbcSettings.raw(pool)).isSameAs(pool);
    LazyConnectionDataSourceProxy lazy = new LazyConnectionDataSourceProxy(pool); // joins no transaction
    assertThat(JdbcSettings.raw(lazy)).isSameAs(lazy);
  }
}
