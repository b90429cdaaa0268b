package com.service.sdk.jdbc;

import com.service.sdk.core.IdempotencyKey;
import com.service.sdk.core.PreparedRequest;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.Arrays;
import java.util.Optional;
import javax.sql.DataSource;
import org.jspecify.annotations.Nullable;

/** The movement table, row by row: record, settle, pick what is due, read. */
final class MovementLedger {
  /** Reads of a row that changed before it could be written, before the work is tried anew. */
  private static final int CHANGED_READS = 10;

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
   * Records {@code prepared} as pending under {@code owner}'s lease, or takes the same request
   * recorded before to send it again, counting the call; a sender before that which never
   * recorded its outcome may have sent it, so the row is {@link MovementState#UNKNOWN} from then
   * on (before anything is sent), and a {@code NOT_APPLIED} row is {@code PENDING} while it is
   * sent again.
   *
   * @return what the row knows once taken, for {@link #settle}
   * @throws IllegalStateException if the key was recorded for another request, or another
   *     instance's lease on it still runs
   * @throws StoreException if the database failed; nothing may be sent then
   */
  Seen record(PreparedRequest prepared, String owner, long leaseMillis) {
    String key = prepared.idempotencyKey().value();
    Object taken = database.run("recording " + prepared.operation() + " " + key + " of account " + account
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
                return prepared.operation() + " " + key + " is being recorded by another instance at this moment";
              }
              return row.getBoolean(1) ? Seen.of(row, 2, owner) : refusal(prepared, row.getString(5),
                  row.getBytes(6), row.getString(2), row.getObject(7, OffsetDateTime.class));
            }
          }
        });
    if (taken instanceof String refusal) {
      throw new IllegalStateException(refusal);
    }
    return (Seen) taken;
  }

  /**
   * What a sender saw of its row when it took it, or read later: what the row knew, and how many
   * calls were started under the key (the retry delay doubles with them).
   */
  record Seen(Settlement.Known known, int attempts) {
    /** Reads state, maybe_applied and attempts from the columns at {@code first} on. */
    static Seen of(ResultSet row, int first, String owner) throws SQLException {
      return new Seen(new Settlement.Known(MovementState.valueOf(row.getString(first)), owner,
          row.getBoolean(first + 1)), row.getInt(first + 2));
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
   * Records how {@code sender}'s call ended: what {@link Settlement#next} makes of what the row
   * knew. The row is written only if it is still what the sender saw when it took it (the common
   * case: one statement); else it is read, and written only if still what was read, and so on. So
   * a sender whose lease was taken over records what its call learnt without undoing the new
   * sender's work, and two ends recorded at once each see the other.
   *
   * @param seen what the sender saw when it took the row, or null to read it first
   * @param retryDelayMillis the retry delay, doubled with each call made under the key
   * @return whether the row changed (false when it was applied already, or is gone)
   * @throws StoreException if the database failed, or the row kept changing under it
   */
  boolean settle(IdempotencyKey key, String sender, Settlement settlement, long retryDelayMillis, @Nullable Seen seen) {
    return database.run("recording how a call of " + key + " ended in table " + table(), c -> {
      Seen row = seen;
      for (int read = 0; read < CHANGED_READS; read++) {
        if (row == null) {
          row = read(c, key);
          if (row == null) {
            return false;
          }
        }
        Settlement.Known known = row.known();
        int attempts = row.attempts();
        Settlement.Next next = settlement.next(known, sender);
        if (next == null) {
          return false;
        }
        try (PreparedStatement statement = c.prepareStatement(sql.settle())) {
          statement.setString(1, next.state().name());
          statement.setBoolean(2, next.maybeApplied());
          statement.setString(3, settlement.resultId());
          statement.setString(4, next.lastError());
          statement.setBoolean(5, next.release());
          statement.setBoolean(6, next.release());
          statement.setLong(7, next.state() == MovementState.APPLIED || next.state() == MovementState.NOT_APPLIED ? 0
              : Settlement.retryMillis(retryDelayMillis, attempts));
          statement.setString(8, account);
          statement.setString(9, key.value());
          statement.setString(10, known.state().name());
          statement.setString(11, known.owner());
          statement.setBoolean(12, known.maybeApplied());
          if (statement.executeUpdate() == 1) {
            return true;
          }
        }
        row = null; // it changed since: read it
      }
      throw new SQLException("the row changed under each of " + CHANGED_READS + " reads", "40001");
    });
  }

  private @Nullable Seen read(Connection c, IdempotencyKey key) throws SQLException {
    try (PreparedStatement statement = c.prepareStatement(sql.known())) {
      statement.setString(1, account);
      statement.setString(2, key.value());
      try (ResultSet row = statement.executeQuery()) {
        if (!row.next()) {
          return null;
        }
        return new Seen(new Settlement.Known(MovementState.valueOf(row.getString(1)), row.getString(2),
            row.getBoolean(3)), row.getInt(4));
      }
    }
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
   * and was last changed before {@code before}, counting the call; skips those another instance is
   * taking. A row whose sender never recorded its outcome is {@code UNKNOWN} from then on.
   *
   * @return the row's key, operation and body, and what this owner saw of it, or null when none is due
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
          return row.next() ? Optional.of(new Row(row.getString(1), row.getString(2), row.getBytes(3), Seen.of(row, 4, owner)))
              : Optional.<Row>empty();
        }
      }
    }).orElse(null);
  }

  /** A picked row as stored, and what its new owner saw; {@link #request()} checks it. */
  record Row(String key, String operation, byte[] body, Seen seen) {
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
