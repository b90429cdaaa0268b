package com.service.sdk.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.core.callback.CallbackNotice;
import com.service.sdk.core.callback.DeliveryStore.Claim;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * What a delivery's bookkeeping sends to the database: a new delivery's claim and its complete are
 * one statement each, each one round trip (PostgreSQL's driver sends a prepared statement's bind
 * and execute together), as written by hand; only a key that is already there (a redelivery, a
 * claim taken over) costs a second statement. The statements are counted on the real pool, as the
 * store prepares them.
 */
@ExtendWith(PostgresExtension.class)
class DeliveryStatementsTest {
  private static final CallbackNotice NOTICE = CallbackNotice.of(CallbackNotice.Kind.PAYMENT, "pay_1");
  private static final Duration LEASE = Duration.ofMinutes(10);

  private final List<String> statements = new CopyOnWriteArrayList<>();

  private List<String> taken() {
    List<String> taken = statements.stream().map(statement -> statement.split(" ", 2)[0]).toList();
    statements.clear();
    return taken;
  }

  @Test
  void aNewDeliverysClaimAndComplete_areOneStatementEach_aKeyAlreadyThereASecond(Postgres postgres) {
    Postgres.Tables tables = postgres.tables();
    JdbcDeliveryStore store = JdbcDeliveryStore.builder(
        NotedStatements.noting(postgres.pool(2, Postgres.READ_COMMITTED), statements))
        .table(tables.delivery()).build();

    assertThat(store.claim("k", "owner-a", LEASE, NOTICE)).isEqualTo(Claim.CLAIMED);
    assertThat(taken()).as("a new claim").containsExactly("INSERT");
    store.complete("k", "owner-a");
    assertThat(taken()).as("its complete").containsExactly("UPDATE");

    assertThat(store.claim("k", "owner-b", LEASE, NOTICE)).isEqualTo(Claim.DONE);
    assertThat(taken()).as("a redelivery: the claim, then what is there").containsExactly("INSERT", "SELECT");

    store.claim("lapsed", "owner-a", LEASE, NOTICE);
    postgres.execute("UPDATE " + tables.delivery() + " SET lease_until = now() - interval '1 second'");
    assertThat(store.claim("lapsed", "owner-b", LEASE, NOTICE)).isEqualTo(Claim.CLAIMED);
    assertThat(taken()).as("a takeover is the claim's one statement").containsExactly("INSERT", "INSERT");
    assertThatThrownBy(() -> store.complete("lapsed", "owner-a")).isInstanceOf(IllegalStateException.class);
    assertThat(taken()).as("a complete after a takeover: done whoever holds it, and who").containsExactly("UPDATE",
        "INSERT");
  }
}
