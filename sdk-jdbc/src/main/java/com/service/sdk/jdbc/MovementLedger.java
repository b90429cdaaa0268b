package com.service.sdk.jdbc;

import com.service.sdk.core.IdempotencyKey;
import com.service.sdk.core.PreparedRequest;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.OffsetDateTime;
import java.util.Arrays;
import java.util.Optional;
import javax.sql.DataSource;
import org.jspecify.annotations.Nullable;

/** The movement table, row by row: record, settle, pick what is due, read. */
final class MovementLedger {
  private final Database database;
  private final Sql.Movement sql;
  private final String account;

  MovementLedger(DataSource dataSource, String table, String account) {
    this.database = new Database(dataSource, table);
    this.sql = Sql.Movement.of(table);
    this.account = account;
  }

  String table() {
    return database.table();
  }

  /**
   * Records {@code prepared} as pending under {@code owner}'s lease, or takes the lease of the same
   * request recorded before.
   *
   * @throws IllegalStateException if the key was recorded for another request, or another
   *     instance's lease on it still runs
   * @throws StoreException if the database failed; nothing may be sent then
   */
  void record(PreparedRequest prepared, String owner, long leaseMillis) {
    String key = prepared.idempotencyKey().value();
    Optional<String> refusal = database.run("recording " + prepared.operation() + " " + key + " of account " + account
        + " in table " + table()
        + " before sending it (nothing was sent)", c -> {
          try (PreparedStatement statement = c.prepareStatement(sql.record())) {
            statement.setString(1, account);
            statement.setString(2, key);
            statement.setString(3, prepared.operation());
            statement.setBytes(4, prepared.body());
            statement.setString(5, owner);
            statement.setLong(6, leaseMillis);
            statement.setString(7, account);
            statement.setString(8, key);
            try (ResultSet row = statement.executeQuery()) {
              if (!row.next()) {
                return Optional.of(prepared.operation() + " " + key + " is being recorded by another instance at this moment");
              }
              return row.getBoolean(1) ? Optional.<String>empty() : Optional.of(refusal(prepared, row.getString(2),
                  row.getBytes(3), row.getString(4), row.getObject(5, OffsetDateTime.class)));
            }
          }
        });
    if (refusal.isPresent()) {
      throw new IllegalStateException(refusal.get());
    }
  }

  private static String refusal(PreparedRequest prepared, String operation, byte[] body, String state,
      OffsetDateTime due) {
    String key = prepared.idempotencyKey().value();
    if (!operation.equals(prepared.operation()) || !Arrays.equals(body, prepared.body())) {
      return "idempotency key " + key + " was recorded for another request (" + operation + ", " + body.length
          + " bytes; this one is " + prepared.operation() + ", " + prepared.body().length + " bytes): a key stands"
          + " for one request, so use a new reference for a new refund or payout";
    }
    return prepared.operation() + " " + key + " is " + state + " and being sent by another instance, whose lease"
        + " runs until " + due + " (the database's clock); read it with find(..), or let resume() finish it";
  }

  /**
   * Records how a call ended. {@link MovementState#APPLIED} is recorded whoever holds the lease and
   * is never undone; another outcome only while {@code owner} holds the lease.
   *
   * @return whether the row changed (false when already applied, or the lease was taken over)
   */
  boolean settle(IdempotencyKey key, String owner, Settlement settlement, long dueInMillis) {
    return database.run("recording that " + key + " is " + settlement.state() + " in table " + table(), c -> {
      try (PreparedStatement statement = c.prepareStatement(sql.settle())) {
        statement.setString(1, settlement.state().name());
        statement.setString(2, settlement.resultId());
        statement.setString(3, settlement.lastError());
        statement.setLong(4, settlement.isFinal() ? 0 : dueInMillis);
        statement.setString(5, account);
        statement.setString(6, key.value());
        statement.setBoolean(7, settlement.state() == MovementState.APPLIED);
        statement.setString(8, owner);
        return statement.executeUpdate() == 1;
      }
    });
  }

  /** The database's time now: what {@link #pick} compares with. */
  OffsetDateTime now() {
    return database.run("reading the database's clock", c -> {
      try (PreparedStatement statement = c.prepareStatement(sql.now()); ResultSet row = statement.executeQuery()) {
        row.next();
        return row.getObject(1, OffsetDateTime.class);
      }
    });
  }

  /**
   * Takes {@code owner}'s lease on one pending or unknown movement of these operations that is due
   * and was last changed before {@code before}; skips those another instance is taking.
   *
   * @return the row's key, operation and body, or null when none is due
   */
  @Nullable Row pick(String owner, long leaseMillis, OffsetDateTime before, String operation, String otherOperation) {
    return database.run("taking a due movement of account " + account + " from table " + table(), c -> {
      try (PreparedStatement statement = c.prepareStatement(sql.pick())) {
        statement.setString(1, owner);
        statement.setLong(2, leaseMillis);
        statement.setString(3, account);
        statement.setObject(4, before);
        statement.setString(5, operation);
        statement.setString(6, otherOperation);
        try (ResultSet row = statement.executeQuery()) {
          return row.next() ? Optional.of(new Row(row.getString(1), row.getString(2), row.getBytes(3)))
              : Optional.<Row>empty();
        }
      }
    }).orElse(null);
  }

  /** A picked row as stored; {@link #request()} checks it. */
  record Row(String key, String operation, byte[] body) {
    PreparedRequest request() {
      return PreparedRequest.of(operation, IdempotencyKey.of(key), body);
    }
  }

  Optional<Movement> find(IdempotencyKey key) {
    return database.run("reading " + key + " from table " + table(), c -> {
      try (PreparedStatement statement = c.prepareStatement(sql.find())) {
        statement.setString(1, account);
        statement.setString(2, key.value());
        try (ResultSet row = statement.executeQuery()) {
          if (!row.next()) {
            return Optional.empty();
          }
          return Optional.of(new Movement(
              PreparedRequest.of(row.getString(2), IdempotencyKey.of(row.getString(1)), row.getBytes(3)),
              MovementState.valueOf(row.getString(4)), row.getString(5), row.getInt(6), row.getString(7),
              row.getObject(8, OffsetDateTime.class).toInstant(), row.getObject(9, OffsetDateTime.class).toInstant()));
        }
      }
    });
  }
}
