package com.service.sdk.jdbc;

import java.util.Objects;
import java.util.regex.Pattern;

/**
 * Every statement sdk-jdbc runs, in one place, for PostgreSQL. Leases and due times use the
 * database's clock ({@code now()}), never an instance's, so instances whose clocks disagree still
 * agree on when a lease ran out. Table names are checked identifiers, the only text ever put into
 * a statement, and always quoted there: a name that is a keyword of PostgreSQL ({@code user},
 * {@code order}) is a table like any other. Every value is a bind parameter.
 */
final class Sql {
  /** A lower-case PostgreSQL identifier, optionally schema-qualified: what a table name may be. */
  private static final Pattern TABLE = Pattern.compile("([a-z_][a-z0-9_]{0,62}\\.)?[a-z_][a-z0-9_]{0,62}");
  /** Rows one prune statement deletes at most, so that it never holds many locks for long. */
  static final int PRUNE_BATCH = 1_000;

  private Sql() {}

  /**
   * Checks a table name.
   *
   * @param what the setting, for the message: {@code "table"}, {@code "movementTable"}
   * @param example a name of the kind wanted, for the message
   * @throws NullPointerException if {@code name} is null
   * @throws IllegalArgumentException if it is not a lower-case identifier, optionally
   *     schema-qualified
   */
  static String table(String name, String what, String example) {
    Objects.requireNonNull(name, what + " == null");
    if (!TABLE.matcher(name).matches()) {
      throw new IllegalArgumentException(what + " must be a lower-case SQL identifier (letters, digits, _, up to 63),"
          + " optionally schema-qualified, such as " + example + "; was \"" + name + "\"");
    }
    return name;
  }

  /** {@code name}, checked by {@link #table}, as a quoted identifier: {@code "billing"."user"}. */
  static String quoted(String name) {
    return "\"" + name.replace(".", "\".\"") + "\"";
  }

  /** The statements of {@link JdbcDeliveryStore}. */
  record Delivery(String claim, String complete, String markDone, String explain, String release, String takeLapsed,
      String prune) {
    static Delivery of(String table) {
      String t = quoted(table);
      return new Delivery(
          // Inserts a claim with its notice, or takes over a claim whose lease ended, atomically: one
          // row written when claimed, none when the key is done or its claim's lease runs (explain,
          // below, then says which). Every delivery runs it, so it is a plain statement, no RETURNING
          // and no CTE reading the row back: with them (and complete's upsert) a delivery cost 1.25x
          // to 1.33x a hand-written INSERT .. ON CONFLICT DO NOTHING + UPDATE, without them 1.01x to
          // 1.06x (DeliveryRatioTable, p50).
          "INSERT INTO " + t + " AS d (delivery_key, owner, state, lease_until, updated_at, notice)"
              + " VALUES (?, ?, 'CLAIMED', now() + ? * interval '1 millisecond', now(), ?)"
              + " ON CONFLICT (delivery_key) DO UPDATE"
              + " SET owner = EXCLUDED.owner, lease_until = EXCLUDED.lease_until, updated_at = EXCLUDED.updated_at,"
              + " notice = EXCLUDED.notice"
              + " WHERE d.state = 'CLAIMED' AND d.lease_until <= now()",
          // Done whoever holds the claim (the action did succeed); answers who held it. Complete runs
          // it only when markDone, below, found the claim no longer this owner's.
          "INSERT INTO " + t + " AS d (delivery_key, owner, state, lease_until, updated_at)"
              + " VALUES (?, ?, 'DONE', now(), now())"
              + " ON CONFLICT (delivery_key) DO UPDATE SET state = 'DONE', updated_at = now()"
              + " RETURNING d.owner",
          // Done only while the claim is still this owner's: what complete tries first, and inside the
          // action's own transaction.
          "UPDATE " + t + " SET state = 'DONE', updated_at = now()"
              + " WHERE delivery_key = ? AND owner = ? AND state = 'CLAIMED'",
          // Who holds or held the key, and whether it is done.
          "SELECT owner, state FROM " + t + " WHERE delivery_key = ?",
          // The lease ends now, the notice stays: a redelivery or resume() runs it again.
          "UPDATE " + t + " SET lease_until = now(), updated_at = now()"
              + " WHERE delivery_key = ? AND owner = ? AND state = 'CLAIMED'",
          // Takes over claims whose lease ended, oldest first, skipping those another caller takes.
          "UPDATE " + t + " AS d SET owner = ?, lease_until = now() + ? * interval '1 millisecond', updated_at = now()"
              + " WHERE d.delivery_key IN (SELECT delivery_key FROM " + t
              + " WHERE state = 'CLAIMED' AND lease_until <= now() AND notice IS NOT NULL"
              + " ORDER BY lease_until LIMIT ? FOR UPDATE SKIP LOCKED)"
              + " RETURNING d.delivery_key, d.notice",
          "DELETE FROM " + t + " WHERE delivery_key IN (SELECT delivery_key FROM " + t
              + " WHERE updated_at < now() - ? * interval '1 millisecond'"
              + " AND (state = 'DONE' OR lease_until < now()) LIMIT " + PRUNE_BATCH + ")");
    }
  }

  /** The statements of {@link MovementLedger}. */
  record Movement(String record, String known, String settle, String pick, String now, String find) {
    static Movement of(String table) {
      String t = quoted(table);
      String columns = "idempotency_key, operation, body, state, result_id, attempts, last_error, created_at, updated_at";
      // Taking a row to send it: a sender before that never recorded its outcome (it died, or its
      // lease ran out while it waited) may have sent it, and the row says so before anything is sent.
      String taken = " updated_at = now(), attempts = m.attempts + 1,"
          + " maybe_applied = m.maybe_applied OR m.owner IS NOT NULL,"
          + " state = CASE WHEN m.state = 'APPLIED' THEN 'APPLIED'"
          + " WHEN m.maybe_applied OR m.owner IS NOT NULL THEN 'UNKNOWN' ELSE 'PENDING' END";
      return new Movement(
          // Records a new movement, or takes the same request recorded before unless another
          // sender still holds it (its lease runs); otherwise reads what is there.
          "WITH mine AS ("
              + " INSERT INTO " + t + " AS m (account, idempotency_key, operation, body, state, maybe_applied, attempts,"
              + " owner, due_at, created_at, updated_at)"
              + " VALUES (?, ?, ?, ?, 'PENDING', false, 1, ?, now() + ? * interval '1 millisecond', now(), now())"
              + " ON CONFLICT (account, idempotency_key) DO UPDATE"
              + " SET owner = EXCLUDED.owner, due_at = EXCLUDED.due_at," + taken
              + " WHERE m.operation = EXCLUDED.operation AND m.body = EXCLUDED.body"
              + " AND (m.owner IS NULL OR m.due_at <= now() OR m.state = 'APPLIED')"
              + " RETURNING m.state, m.maybe_applied, m.attempts)"
              + " SELECT true, state, maybe_applied, attempts, null::text, null::bytea, null::timestamptz FROM mine"
              + " UNION ALL SELECT false, state, maybe_applied, attempts, operation, body, due_at FROM " + t
              + " WHERE account = ? AND idempotency_key = ? AND NOT EXISTS (SELECT 1 FROM mine)",
          // What the row knows, for the state machine of Settlement, when what the sender saw at its
          // take no longer holds.
          "SELECT state, owner, maybe_applied, attempts FROM " + t + " WHERE account = ? AND idempotency_key = ?",
          // What a call's end makes of the row, only if the row is still what was read (else read again).
          "UPDATE " + t + " SET state = ?, maybe_applied = ?, result_id = coalesce(result_id, ?), last_error = ?,"
              + " owner = CASE WHEN ? THEN null ELSE owner END,"
              + " due_at = CASE WHEN ? THEN now() + ? * interval '1 millisecond' ELSE due_at END, updated_at = now()"
              + " WHERE account = ? AND idempotency_key = ? AND state = ? AND owner IS NOT DISTINCT FROM ?"
              + " AND maybe_applied = ?",
          // Takes one movement that is due, skipping those another instance is taking.
          "UPDATE " + t + " AS m SET owner = ?, due_at = now() + ? * interval '1 millisecond'," + taken
              + " WHERE (m.account, m.idempotency_key) = (SELECT account, idempotency_key FROM " + t
              + " WHERE account = ? AND state IN ('PENDING', 'UNKNOWN') AND due_at <= now() AND updated_at < ?"
              + " AND operation IN (?, ?) ORDER BY due_at LIMIT 1 FOR UPDATE SKIP LOCKED)"
              + " RETURNING m.idempotency_key, m.operation, m.body, m.state, m.maybe_applied, m.attempts",
          "SELECT now()",
          "SELECT " + columns + " FROM " + t + " WHERE account = ? AND idempotency_key = ?");
    }
  }
}
