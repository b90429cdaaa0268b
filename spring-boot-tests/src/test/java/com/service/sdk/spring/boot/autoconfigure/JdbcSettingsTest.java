package com.service.sdk.spring.boot.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;

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
  void anyOtherDataSource_isUsedAsItIs() {
    assertThat(JdbcSettings.raw(pool)).isSameAs(pool);
    LazyConnectionDataSourceProxy lazy = new LazyConnectionDataSourceProxy(pool); // joins no transaction
    assertThat(JdbcSettings.raw(lazy)).isSameAs(lazy);
  }
}
