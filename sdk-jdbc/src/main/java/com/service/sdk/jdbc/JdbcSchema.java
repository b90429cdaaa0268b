package com.service.sdk.jdbc;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.sql.Statement;
import java.util.Objects;
import java.util.regex.Matcher;
import javax.sql.DataSource;

/**
 * The tables of {@link JdbcDeliveryStore} and {@link MoneyMovements}, as PostgreSQL DDL. The jar
 * ships it as {@value #RESOURCE} with the default names; {@link #postgresql(String, String)} gives
 * it with yours. sdk-jdbc never creates or changes a table by itself: put the DDL in your
 * migrations (Flyway, Liquibase), or call {@link #create} when you want it run.
 */
public final class JdbcSchema {
  /** The default table of {@link JdbcDeliveryStore}. */
  public static final String DELIVERY_TABLE = "service_sdk_delivery";
  /** The default table of {@link MoneyMovements}. */
  public static final String MOVEMENT_TABLE = "service_sdk_movement";
  /** Where the jar holds the DDL with the default names. */
  public static final String RESOURCE = "com/service/sdk/jdbc/schema-postgresql.sql";

  private JdbcSchema() {}

  /** {@return the DDL with the default table names, as the jar ships it} */
  public static String postgresql() {
    try (InputStream in = JdbcSchema.class.getResourceAsStream("schema-postgresql.sql")) {
      if (in == null) {
        throw new IllegalStateException(RESOURCE + " is missing from sdk-jdbc's jar");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + RESOURCE, e);
    }
  }

  /**
   * Returns the DDL with your table names, quoted (so a name that is a keyword of PostgreSQL, such
   * as {@code user}, is a table like any other); each index is named after its table and created
   * in its table's schema. Every statement is {@code IF NOT EXISTS}, so running it again changes
   * nothing. With the default names it is the DDL the jar ships.
   *
   * @param deliveryTable the table of {@link JdbcDeliveryStore}, such as {@code billing.deliveries}
   * @param movementTable the table of {@link MoneyMovements}
   * @return the DDL
   * @throws NullPointerException if a name is null
   * @throws IllegalArgumentException if a name is not a lower-case identifier, optionally
   *     schema-qualified, or both are the same
   */
  public static String postgresql(String deliveryTable, String movementTable) {
    Sql.table(deliveryTable, "deliveryTable", "billing." + DELIVERY_TABLE);
    Sql.table(movementTable, "movementTable", "billing." + MOVEMENT_TABLE);
    if (deliveryTable.equals(movementTable)) {
      throw new IllegalArgumentException("deliveryTable and movementTable must differ, both were " + deliveryTable);
    }
    String ddl = postgresql();
    ddl = rename(ddl, DELIVERY_TABLE, deliveryTable);
    return rename(ddl, MOVEMENT_TABLE, movementTable);
  }

  /**
   * Runs {@link #postgresql(String, String)} on {@code dataSource}: only when you ask, as at a
   * test's or an application's start without migrations.
   *
   * @param dataSource where to create the tables
   * @param deliveryTable the table of {@link JdbcDeliveryStore}
   * @param movementTable the table of {@link MoneyMovements}
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException as {@link #postgresql(String, String)}, or if the data source
   *     is, or says it wraps, Spring's {@code TransactionAwareDataSourceProxy}: give it the data
   *     source behind the proxy
   * @throws StoreException if the database refused it (a read-only database, a user without
   *     the right to create tables)
   */
  public static void create(DataSource dataSource, String deliveryTable, String movementTable) {
    Objects.requireNonNull(dataSource, "dataSource == null");
    String ddl = postgresql(deliveryTable, movementTable);
    new Database(dataSource, deliveryTable + " and " + movementTable).run(
        "creating tables " + deliveryTable + " and " + movementTable, c -> {
          try (Statement statement = c.createStatement()) {
            return statement.execute(ddl);
          }
        });
  }

  /** Renames the table {@code from} (and the indexes named after it) to {@code to}, quoted. */
  private static String rename(String ddl, String from, String to) {
    if (from.equals(to)) {
      return ddl;
    }
    String simple = to.substring(to.lastIndexOf('.') + 1);
    // Bare names only: a name already renamed is quoted, and is not renamed again.
    String indexes = ddl.replaceAll("(?<![\"\\w])" + from + "_(\\w+)", Matcher.quoteReplacement("\"" + simple) + "_$1\"");
    return indexes.replaceAll("(?<![\"\\w])" + from + "(?![\"\\w])", Matcher.quoteReplacement(Sql.quoted(to)));
  }
}
