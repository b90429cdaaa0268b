package com.service.sdk.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

class JdbcSchemaTest {
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
        .contains("CREATE TABLE IF NOT EXISTS billing.deliveries (")
        .contains("CREATE INDEX IF NOT EXISTS deliveries_updated_at ON billing.deliveries (updated_at);")
        .contains("CREATE TABLE IF NOT EXISTS billing.movements (")
        .contains("CREATE INDEX IF NOT EXISTS movements_due ON billing.movements (account, due_at)");
  }

  @Test
  void names_thatAreNotPlainIdentifiers_areRefused() {
    assertThatThrownBy(() -> JdbcSchema.postgresql("Deliveries", "movements"))
        .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("deliveryTable must be a lower-case SQL"
            + " identifier (letters, digits, _), optionally schema-qualified");
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
        .containsExactly("deliveries_pkey", "deliveries_updated_at", "movements_due", "movements_pkey");
  }
}
