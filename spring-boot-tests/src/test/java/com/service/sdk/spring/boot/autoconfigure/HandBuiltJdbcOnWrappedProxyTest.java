package com.service.sdk.spring.boot.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.jdbc.JdbcDeliveryStore;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.datasource.DelegatingDataSource;
import org.springframework.jdbc.datasource.TransactionAwareDataSourceProxy;

/**
 * Review of 69460a0: the refusal looks only at the outermost class. A data source that wraps the
 * application's {@code TransactionAwareDataSourceProxy} (a tracing or metrics decorator, a
 * {@code LazyConnectionDataSourceProxy}, any {@link DelegatingDataSource}) hands out the same
 * transaction-joining connections, yet is taken; so is it by the starter, whose {@code raw()} unwraps
 * only a proxy on the outside. It says it wraps the proxy ({@code isWrapperFor}) without a connection.
 */
class HandBuiltJdbcOnWrappedProxyTest {
  private final UnreachableDataSource pool = new UnreachableDataSource();

  @Test
  void aDataSourceWrappingTheProxy_isRefusedToo() throws Exception {
    DataSource wrapped = new DelegatingDataSource(new TransactionAwareDataSourceProxy(pool));
    assertThat(wrapped.isWrapperFor(TransactionAwareDataSourceProxy.class)).as("knowable without Spring types")
        .isTrue();

    assertThatThrownBy(() -> JdbcDeliveryStore.builder(wrapped).build())
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("TransactionAwareDataSourceProxy");
    assertThat(pool.attempts).hasValue(0);
  }
}
