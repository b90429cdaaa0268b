package com.service.sdk.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import com.service.sdk.sandbox.Sandbox;
import com.zaxxer.hikari.HikariDataSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * {@link MoneyMovements} is never wrong about money, whatever happens in whatever order
 * (issue 28): seeded, generated sequences of steps over the real sandbox and PostgreSQL, three
 * application instances on one table. Steps: a refund or payout sent, sent with its answer held
 * past the lease while the sequence goes on, {@code resume()}, a fault on the next request (an
 * answer lost, cut or held past the read timeout, a dropped connection, 500, 503, 429, 400, 422,
 * 401, 403), the secret rotated with instances that have not learnt it, an instance learning it,
 * an instance killed at its next call (after the record before anything is sent, after an
 * attempt before anything is settled, after the call before its outcome is recorded), time past
 * a lease. After every step, against the sandbox's ledger: never a duplicate; {@code APPLIED}
 * only with exactly one movement under the key (a payout's id the row's); {@code NOT_APPLIED}
 * only with none, and none for as long as the application does not send it again. After the
 * sequence, a last {@code resume()} with good credentials and no faults leaves nothing open.
 *
 * <p>Sizes: {@code -Dsdk.jdbc.model.sequences} (default 16), {@code -Dsdk.jdbc.model.steps}
 * (default 14), from {@code -Dsdk.jdbc.model.seed} (default 20261128), sequence {@code i} drawn
 * from seed {@code seed + i}. A failing sequence prints its seed, its steps with what each did,
 * and the command that runs it alone. The long run is the same test with more sequences. Steps
 * run one after another, but a slow sender and the leases make it timing-dependent: the same seed
 * on another machine may go another way, and still must not lie.
 */
@ExtendWith(PostgresExtension.class)
class MovementModelTest {
  @Test
  void seededSequences_ofSendsFaultsRotationsCrashesAndResumes_neverLieAboutMoney(Postgres postgres) throws Exception {
    long seed = Long.getLong("sdk.jdbc.model.seed", 20261128L);
    int sequences = Integer.getInteger("sdk.jdbc.model.sequences", 16);
    int steps = Integer.getInteger("sdk.jdbc.model.steps", 14);
    HikariDataSource pool = postgres.pool(12, Postgres.READ_COMMITTED);
    List<String> failures = new ArrayList<>();
    long started = System.nanoTime();
    try (Sandbox sandbox = Sandbox.start()) {
      for (int i = 0; i < sequences; i++) {
        long sequenceSeed = seed + i;
        String failure = sequence(sandbox, postgres, pool, sequenceSeed, steps);
        if (failure != null) {
          failures.add(failure);
        }
      }
    }
    System.out.printf("movement model: %d sequences of %d steps from seed %d, %d failed, %d ms%n", sequences, steps,
        seed, failures.size(), (System.nanoTime() - started) / 1_000_000);
    assertThat(failures).as("sequences that lied about money").isEmpty();
  }

  /** Runs one sequence; returns what went wrong, with how to run it again, or null. */
  private static String sequence(Sandbox sandbox, Postgres postgres, HikariDataSource pool, long seed, int count)
      throws Exception {
    List<ModelStep> steps = ModelStep.draw(new Random(seed), count);
    try (MovementWorld world = new MovementWorld(sandbox, postgres, pool)) {
      String wrong = null;
      for (int i = 0; i < steps.size() && wrong == null; i++) {
        world.run(steps.get(i));
        wrong = world.check(false);
        if (wrong != null) {
          wrong = "after step " + (i + 1) + " (" + steps.get(i) + "): " + wrong;
        }
      }
      if (wrong == null) {
        world.finish();
        wrong = world.check(true);
        wrong = wrong == null ? null : "after the last resume: " + wrong;
      }
      if (wrong == null) {
        return null;
      }
      String report = "sequence seed " + seed + " " + wrong + "\n  steps: " + String.join("\n    ", world.log)
          + "\n  run it alone: mvn -B -ntp -pl sdk-jdbc -am verify -Dsdk.jdbc.postgres=required"
          + " -Dtest=MovementModelTest -Dsurefire.failIfNoSpecifiedTests=false -Dsdk.jdbc.model.seed=" + seed
          + " -Dsdk.jdbc.model.sequences=1 -Dsdk.jdbc.model.steps=" + count;
      System.out.println(report);
      return report;
    }
  }
}
