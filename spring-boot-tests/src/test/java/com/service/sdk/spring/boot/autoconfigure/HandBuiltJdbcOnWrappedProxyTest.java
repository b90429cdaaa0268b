package com.service.sdk.spring.boot.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.jdbc.JdbcDeliveryStore;
import java.sql.SQLException;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.datasource.DelegatingDataSource;
import org.springframework.jdbc.datasource.TransactionAwareDataSourceProxy;

/**
 * A data source that wraps the application's {@code TransactionAwareDataSourceProxy} (a tracing
 * or metrics decorator, a {@code LazyConnectionDataSourceProxy}, any {@link DelegatingDataSource})
 * hands out the same transaction-joining connections, so sdk-jdbc refuses it as it refuses the
 * proxy: it asks {@code isWrapperFor}, which opens no connection, with the proxy's class loaded by
 * name (sdk-jdbc has no Spring). Found by the hostile review of the refusal, which first looked
 * at the outermost class only.
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

  @Test
  void aDataSourceThatCannotSayWhatItWraps_isTaken_asBeforeTheCheck() {
    DataSource mute = new DelegatingDataSource(pool) {
      @Override
      public boolean isWrapperFor(Class<?> type) throws SQLException {
        throw new SQLException("a decorator that does not implement isWrapperFor");
      }
    };

    assertThat(JdbcDeliveryStore.builder(mute).build()).isNotNull();
    assertThat(pool.attempts).hasValue(0);
  }
}
