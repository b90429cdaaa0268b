package com.service.sdk.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.core.IdempotencyKey;
import com.service.sdk.core.PreparedRequest;
import com.service.sdk.core.callback.CallbackNotice;
import com.service.sdk.core.callback.DeliveryStore.Claim;
import com.zaxxer.hikari.HikariDataSource;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

class JdbcSchemaTest {
  /** What the claims here were confirmed from: any notice does, for the store. */
  private static final CallbackNotice NOTICE = CallbackNotice.of(CallbackNotice.Kind.PAYMENT, "pay_1");
  @Test
  void theDdl_isTheFileTheJarShips_withTheDefaultNames() throws Exception {
    try (InputStream shipped = JdbcSchema.class.getClassLoader().getResourceAsStream(JdbcSchema.RESOURCE)) {
      assertThat(new String(shipped.readAllBytes(), StandardCharsets.UTF_8)).isEqualTo(JdbcSchema.postgresql());
    }
    assertThat(JdbcSchema.postgresql(JdbcSchema.DELIVERY_TABLE, JdbcSchema.MOVEMENT_TABLE))
        .isEqualTo(JdbcSchema.postgresql());
  }

  @Test
  void theGuide_showsTheDdlTheJarShips() throws Exception {
    String readme = Files.readString(Path.of("..", "docs", "several-instances.md"), StandardCharsets.UTF_8);
    int section = readme.indexOf("## The tables");
    int start = readme.indexOf("```sql\n", section) + "```sql\n".length();

    assertThat(section).isPositive();
    assertThat(readme.substring(start, readme.indexOf("```", start))).isEqualTo(JdbcSchema.postgresql());
  }

  @Test
  void yourNames_renameTheTables_andTheIndexesAfterThem_inTheirSchema() {
    String ddl = JdbcSchema.postgresql("billing.deliveries", "billing.movements");

    assertThat(ddl).doesNotContain("service_sdk_")
        .contains("CREATE TABLE IF NOT EXISTS \"billing\".\"deliveries\" (")
        .contains("CREATE INDEX IF NOT EXISTS \"deliveries_updated_at\" ON \"billing\".\"deliveries\" (updated_at);")
        .contains("CREATE TABLE IF NOT EXISTS \"billing\".\"movements\" (")
        .contains("CREATE INDEX IF NOT EXISTS \"movements_due\" ON \"billing\".\"movements\" (account, due_at)");
    assertThat(JdbcSchema.postgresql(JdbcSchema.MOVEMENT_TABLE, JdbcSchema.DELIVERY_TABLE)).as("swapped, each once")
        .contains("CREATE TABLE IF NOT EXISTS \"service_sdk_movement\" (\n  delivery_key")
        .contains("CREATE TABLE IF NOT EXISTS \"service_sdk_delivery\" (\n  account");
  }

  @ExtendWith(PostgresExtension.class)
  @Test
  void tablesNamedAfterKeywords_areTablesLikeAnyOther(Postgres postgres) {
    JdbcSchema.create(postgres.admin(), "user", "order");
    JdbcDeliveryStore store = JdbcDeliveryStore.builder(postgres.admin()).table("user").build();
    MovementLedger ledger = new MovementLedger(postgres.admin(), "order", "default");
    PreparedRequest refund = PreparedRequest.of("refunds.create", IdempotencyKey.of("order-1-refund-1"), new byte[] {'{', '}'});

    assertThat(store.claim("payment pay_1 paid", "owner-1", Duration.ofMinutes(1), NOTICE)).isEqualTo(Claim.CLAIMED);
    store.complete("payment pay_1 paid", "owner-1");
    ledger.record(refund, "owner-1", 60_000);

    assertThat(postgres.column("SELECT state FROM \"user\"")).containsExactly("DONE");
    assertThat(ledger.find(refund.idempotencyKey()).orElseThrow().state()).isEqualTo(MovementState.PENDING);
  }

  @Test
  void aTableName_isRefusedWithAnExampleOfItsOwnTable() {
    HikariDataSource nowhere = new HikariDataSource(); // never connects: a builder only keeps it
    assertThatThrownBy(() -> MoneyMovements.builder(nowhere).table("Movements"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("table must be a lower-case SQL identifier (letters, digits, _, up to 63), optionally"
            + " schema-qualified, such as billing.service_sdk_movement; was \"Movements\"");
    assertThatThrownBy(() -> JdbcDeliveryStore.builder(nowhere).table("Deliveries"))
        .hasMessageContaining("such as billing.service_sdk_delivery;");
  }

  @Test
  void names_thatAreNotPlainIdentifiers_areRefused() {
    assertThatThrownBy(() -> JdbcSchema.postgresql("Deliveries", "movements"))
        .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("deliveryTable must be a lower-case SQL"
            + " identifier (letters, digits, _, up to 63), optionally schema-qualified, such as billing.service_sdk_delivery");
    assertThatThrownBy(() -> JdbcSchema.postgresql("d", "\"m\""))
        .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("movementTable must be");
    assertThatThrownBy(() -> JdbcSchema.postgresql("same", "same"))
        .isInstanceOf(IllegalArgumentException.class).hasMessage("deliveryTable and movementTable must differ, both were"
            + " same");
  }

  @ExtendWith(PostgresExtension.class)
  @Test
  void create_runsOnlyWhenAsked_andAgainChangesNothing(Postgres postgres) {
    postgres.execute("CREATE SCHEMA IF NOT EXISTS billing");

    JdbcSchema.create(postgres.admin(), "billing.deliveries", "billing.movements");
    JdbcSchema.create(postgres.admin(), "billing.deliveries", "billing.movements");

    assertThat(postgres.column("SELECT indexname FROM pg_indexes WHERE schemaname = 'billing' ORDER BY 1"))
        .containsExactly("deliveries_lapsed", "deliveries_pkey", "deliveries_updated_at", "movements_due",
            "movements_pkey");
  }
}
