package com.service.sdk.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import com.service.sdk.core.IdempotencyKey;
import com.service.sdk.core.PreparedRequest;
import com.service.sdk.jdbc.Settlement.Evidence;
import com.service.sdk.jdbc.Settlement.Known;
import com.service.sdk.jdbc.Settlement.Next;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The settle's take-then-compare: a sender settles in one statement, written only if the row is
 * still what its take returned; when another sender took the row over or a late settle changed it,
 * the row is read and the state machine run again on what it knows now. Against PostgreSQL, with
 * senders that settle at the same moment.
 */
@ExtendWith(PostgresExtension.class)
class MovementLedgerTest {
  private static final String REFUND = "refunds.create";
  private static final String PAYOUT = "payouts.initiate";
  private static final long RETRY = 60_000;

  /** An idempotency key named {@code name}, long enough to be one. */
  private static IdempotencyKey key(String name) {
    return IdempotencyKey.of("movement-ledger-" + name);
  }

  private static PreparedRequest request(String name) {
    return PreparedRequest.of(REFUND, key(name), new byte[] {'{', '}'});
  }

  private static Settlement ended(Evidence evidence, String error) {
    return evidence == Evidence.APPLIED ? Settlement.applied("rfnd_" + error) : new Settlement(evidence, null, error);
  }

  /** The row's state, owner, maybe_applied and attempts. */
  private static String row(Postgres postgres, String table, String name) {
    return postgres.column("SELECT state || ' ' || coalesce(owner, '-') || ' ' || maybe_applied || ' ' || attempts"
        + " FROM " + table + " WHERE idempotency_key = ?", key(name).value()).get(0);
  }

  private static String lastError(Postgres postgres, String table, String name) {
    return postgres.column("SELECT coalesce(last_error, '-') FROM " + table + " WHERE idempotency_key = ?",
        key(name).value()).get(0);
  }

  @Test
  void aSettleOfARowNobodyTouchedSinceItsTake_isOneStatement_andOneTakenOverSince_isReadAgain(Postgres postgres)
      throws Exception {
    String table = postgres.tables().movement();
    List<String> statements = new CopyOnWriteArrayList<>();
    MovementLedger ledger = new MovementLedger(NotedStatements.noting(postgres.admin(), statements), table, "default");

    MovementLedger.Seen alone = ledger.record(request("alone"), "a", 60_000);
    statements.clear();
    assertThat(ledger.settle(key("alone"), "a", Settlement.applied("rfnd_1"), 0, alone)).isTrue();
    assertThat(statements).as("the settle only").singleElement().asString().startsWith("UPDATE ");
    assertThat(row(postgres, table, "alone")).isEqualTo("APPLIED - true 1");

    MovementLedger.Seen first = ledger.record(request("taken"), "a", 1);
    Thread.sleep(20); // the first sender's lease runs out while it waits for its answer
    MovementLedger.Row second = ledger.pick("b", 60_000, ledger.now(), REFUND, PAYOUT);
    assertThat(second.seen()).isEqualTo(new MovementLedger.Seen(new Known(MovementState.UNKNOWN, "b", true), 2));
    statements.clear();
    assertThat(ledger.settle(key("taken"), "a", ended(Evidence.REFUSED, "401"), RETRY, first)).isTrue();
    assertThat(statements).as("the compare failed, the row read, written from what it knows now").hasSize(3);
    assertThat(statements.get(1)).startsWith("SELECT state, owner");
    assertThat(row(postgres, table, "taken")).as("a refusal settles nothing of the second sender's")
        .isEqualTo("UNKNOWN b true 2");
    assertThat(lastError(postgres, table, "taken")).isEqualTo("a sender whose lease had run out: 401");

    statements.clear();
    assertThat(ledger.settle(key("taken"), "b", ended(Evidence.MAYBE, "read timed out"), RETRY,
        second.seen())).isTrue();
    assertThat(statements).as("the late write left what the second sender knew as it was").hasSize(1);
    assertThat(row(postgres, table, "taken")).isEqualTo("UNKNOWN - true 2");
    assertThat(lastError(postgres, table, "taken")).isEqualTo("read timed out");
  }

  @Test
  void anAnswerLateByATakenOverSender_isTheTruth_andTheNewSendersRefusalChangesNothing(Postgres postgres)
      throws Exception {
    String table = postgres.tables().movement();
    MovementLedger ledger = new MovementLedger(postgres.admin(), table, "default");
    MovementLedger.Seen first = ledger.record(request("late"), "a", 1);
    Thread.sleep(20);
    MovementLedger.Seen second = ledger.record(request("late"), "b", 60_000);

    assertThat(ledger.settle(key("late"), "a", Settlement.applied("rfnd_a"), 0, first)).isTrue();
    assertThat(ledger.settle(key("late"), "b", ended(Evidence.REFUSED, "401"), RETRY, second))
        .as("nothing to record on an applied row").isFalse();

    assertThat(row(postgres, table, "late")).isEqualTo("APPLIED - true 2");
    assertThat(lastError(postgres, table, "late")).isEqualTo("-");
    assertThat(ledger.find(key("late")).orElseThrow().resultId()).isEqualTo("rfnd_a");
  }

  /**
   * Three senders of one movement, each taking it over when the one before's lease ran out (by
   * pick and by record), then all settling at the same moment with what their calls showed: the
   * row ends as one order of the three settles, applied one after another, would leave it, with
   * each take counted. Every combination of what the calls showed, under both isolation levels.
   */
  @ParameterizedTest
  @ValueSource(strings = {Postgres.READ_COMMITTED, Postgres.REPEATABLE_READ})
  void sendersSettlingAtTheSameMoment_endAsSomeOrderOfTheirSettles(String isolation, Postgres postgres)
      throws Exception {
    String table = postgres.tables().movement();
    MovementLedger ledger = new MovementLedger(postgres.pool(6, isolation), table, "default");
    Evidence[] evidence = Evidence.values();
    Random random = new Random(20261128L);
    ExecutorService senders = Executors.newFixedThreadPool(3);
    List<String> wrong = new ArrayList<>();
    try {
      for (int round = 0; round < 64; round++) {
        String name = "race-" + round;
        String[] owners = {"a" + round, "b" + round, "c" + round};
        Evidence[] shown = new Evidence[3];
        for (int s = 0; s < 3; s++) {
          shown[s] = s < 2 && round < 16 ? evidence[(s == 0 ? round : round / 4) % 4] : evidence[random.nextInt(4)];
        }
        MovementLedger.Seen[] seen = new MovementLedger.Seen[3];
        seen[0] = ledger.record(request(name), owners[0], 1);
        Thread.sleep(3);
        seen[1] = ledger.pick(owners[1], 1, ledger.now(), REFUND, PAYOUT).seen();
        Thread.sleep(3);
        seen[2] = ledger.record(request(name), owners[2], 60_000);

        CyclicBarrier together = new CyclicBarrier(3);
        List<Future<Boolean>> settles = new ArrayList<>();
        for (int s = 0; s < 3; s++) {
          int sender = s;
          settles.add(senders.submit(() -> {
            together.await(10, TimeUnit.SECONDS);
            return ledger.settle(key(name), owners[sender], ended(shown[sender], owners[sender]), RETRY,
                seen[sender]);
          }));
        }
        for (Future<Boolean> settle : settles) {
          settle.get(30, TimeUnit.SECONDS);
        }

        String actual = row(postgres, table, name);
        Set<String> orders = everyOrder(seen[2].known(), owners, shown);
        if (!orders.contains(actual)) {
          wrong.add(name + " " + List.of(shown) + ": " + actual + ", not one of " + orders);
        }
      }
    } finally {
      senders.shutdownNow();
    }
    assertThat(wrong).as("rows no order of their settles leaves").isEmpty();
  }

  /** What the row (as the last take left it) ends as for each order of the three settles, with 3 attempts. */
  private static Set<String> everyOrder(Known taken, String[] owners, Evidence[] shown) {
    int[][] orders = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    Set<String> ends = new HashSet<>();
    for (int[] order : orders) {
      Known row = taken;
      for (int sender : order) {
        Next next = ended(shown[sender], owners[sender]).next(row, owners[sender]);
        if (next != null) {
          row = new Known(next.state(), next.release() ? null : row.owner(), next.maybeApplied());
        }
      }
      ends.add(row.state() + " " + Objects.requireNonNullElse(row.owner(), "-") + " " + row.maybeApplied() + " 3");
    }
    return ends;
  }
}
