package com.service.sdk.systemtests.chaos;

import static org.assertj.core.api.Assertions.assertThat;

import com.service.sdk.core.Outcome;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxOptions;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Exactly once under chaos, through the blocking and the asynchronous face of the clients.
 * Refunds (many partial refunds per paid payment) and payouts (to payees created and
 * verified first), each with its own merchant reference, are sent concurrently through the
 * SDK while over 30% of their requests meet a fault: drops before
 * and after the effect (FIN and RST), truncated bodies, answers held past the read timeout,
 * and 429/500/502/503/504 with and without {@code Retry-After}. Then the sandbox's state is
 * reconciled with what each call said:
 *
 * <ul>
 *   <li>no operation exists twice (a duplicate fails);
 *   <li>every success exists exactly once;
 *   <li>no exception lies: {@code NOT_SENT} or {@code NOT_APPLIED} while the operation exists,
 *       {@code APPLIED} while it does not, or {@code NOT_SENT} while the request reached the
 *       wire, each fails.
 * </ul>
 *
 * Then the recovery the README prescribes (the same request, same reference, faults off) runs
 * for every operation, after which each exists exactly once and every earlier success comes
 * back with its original id. The run is seeded ({@code chaos.seed}): the same seed plans the
 * same operations and meets the same faults, whatever the threads' interleaving, and prints
 * the same fingerprint. Sizes come from {@code chaos.refunds} and {@code chaos.payouts}
 * (200 + 200 in every build; the {@code chaos} profile runs 1,000 + 1,000).
 */
final class ExactlyOnceChaosTest {
  private static final double MIN_FAULT_RATE = 0.30;
  /** Resets by the proxy, per keyed request: before the sandbox sees it, and after its 2xx. */
  private static final double RESET_BEFORE = 0.04;
  private static final double RESET_AFTER = 0.04;

  @ParameterizedTest(name = "{0}")
  @EnumSource(ChaosRun.Face.class)
  void refundsAndPayoutsHappenAtMostOnceUnderChaos_andExactlyOnceAfterRecovery(ChaosRun.Face face) throws Exception {
    long seed = Long.getLong("chaos.seed", 20261124L);
    int refunds = Integer.getInteger("chaos.refunds", 200);
    int payouts = Integer.getInteger("chaos.payouts", 200);
    // A seeded sandbox gives the same merchants and payments, so the same refund keys, and the same faults.
    try (Sandbox sandbox = Sandbox.start(SandboxOptions.builder().seed(seed).build())) {
      URI sandboxUrl = URI.create(sandbox.baseUrl());
      try (ResettingProxy proxy = new ResettingProxy(sandboxUrl.getHost(), sandboxUrl.getPort())) {
        ChaosRun run = new ChaosRun(sandbox, proxy.baseUrl(), seed, refunds, payouts);
        List<Intended> plan = run.plan();

        ChaosFaults faults = ChaosFaults.install(sandbox.faults(), seed);
        proxy.resets(new ResettingProxy.Resets(RESET_BEFORE, RESET_AFTER, seed));
        long started = System.nanoTime();
        List<Intended.Result> results = run.runAll(face);
        long chaosMillis = (System.nanoTime() - started) / 1_000_000;
        sandbox.faults().clear();
        proxy.resets(new ResettingProxy.Resets(0, 0, 0));
        Map<ResettingProxy.Fate, Integer> fates = proxy.settledFates(Duration.ofSeconds(5));
        int[] attempts = plan.stream().mapToInt(op -> proxy.attempts(run.idempotencyKey(op))).toArray();
        int[] during = run.existing();

        List<String> crashes = new ArrayList<>();
        List<String> duplicates = new ArrayList<>();
        List<String> lies = new ArrayList<>();
        List<String> lostSuccesses = new ArrayList<>();
        Map<String, Integer> outcomes = new TreeMap<>();
        Map<Integer, Integer> attemptCounts = new TreeMap<>();
        StringBuilder fingerprint = new StringBuilder();
        for (Intended op : plan) {
          Intended.Result result = results.get(op.index());
          int count = during[op.index()];
          String what = op.reference() + " (" + result.label() + ", exists " + count + "x)";
          outcomes.merge(result.label(), 1, Integer::sum);
          attemptCounts.merge(attempts[op.index()], 1, Integer::sum);
          fingerprint.append(op.index()).append(' ').append(result.label()).append(' ')
              .append(attempts[op.index()]).append(' ').append(count).append('\n');
          if (result.crash() != null) {
            crashes.add(what + ": " + result.crash());
          }
          if (count > 1) {
            duplicates.add(what);
          }
          if (result.succeeded() && count != 1) {
            lostSuccesses.add(what);
          }
          Outcome outcome = result.outcome();
          if ((outcome == Outcome.NOT_SENT || outcome == Outcome.NOT_APPLIED) && count > 0
              || outcome == Outcome.APPLIED && count == 0
              || outcome == Outcome.NOT_SENT && attempts[op.index()] > 0) {
            lies.add(what + " after " + attempts[op.index()] + " requests: " + result.failure().getMessage());
          }
        }

        List<String> recoveryFailures = new ArrayList<>();
        int repeatedFailures = 0;
        for (Intended op : plan) {
          Intended.Result before = results.get(op.index());
          repeatedFailures += before.succeeded() ? 0 : 1;
          Intended.Result again = run.run(op);
          if (!again.succeeded()) {
            recoveryFailures.add(op.reference() + ": " + again.label());
          } else if (before.succeeded() && !before.id().equals(again.id())) {
            recoveryFailures.add(op.reference() + ": first " + before.id() + ", repeated " + again.id());
          }
        }
        int[] after = run.existing();
        int exactlyOnce = 0;
        for (Intended op : plan) {
          exactlyOnce += after[op.index()] == 1 ? 1 : 0;
          if (after[op.index()] > 1 && during[op.index()] <= 1) {
            duplicates.add(op.reference() + " (exists " + after[op.index()] + "x after recovery)");
          }
        }

        int requests = fates.values().stream().mapToInt(Integer::intValue).sum();
        int faulted = requests - fates.get(ResettingProxy.Fate.ANSWERED);
        double faultRate = requests == 0 ? 0 : (double) faulted / requests;
        int happened = (int) Arrays.stream(during).filter(c -> c >= 1).count();
        System.out.printf("chaos seed %d, %s calls: %d refunds (%d per paid payment) + %d payouts (to %d verified"
                + " payees), %d ms%n", seed, face, refunds, ChaosRun.REFUNDS_PER_PAYMENT, payouts, ChaosRun.PAYEES,
            chaosMillis);
        System.out.printf("  requests %d, faulted %d (%.1f%%); on the wire: %s%n", requests, faulted,
            100 * faultRate, fates);
        System.out.printf("  sandbox faults fired: %s; proxy resets: before %d, after a 2xx %d%n", faults.fired(),
            fates.get(ResettingProxy.Fate.RESET_BEFORE), fates.get(ResettingProxy.Fate.RESET_AFTER));
        System.out.printf("  outcomes: %s; requests per operation: %s%n", outcomes, attemptCounts);
        System.out.printf("  during chaos: %d of %d happened, duplicates %d, lies %d, successes not exactly once %d,"
            + " crashes %d%n", happened, plan.size(), duplicates.size(), lies.size(), lostSuccesses.size(),
            crashes.size());
        System.out.printf("  recovery: %d failed operations repeated with the same reference (and %d successes,"
            + " each answered with its original id): %d failures; exactly once: %d of %d%n", repeatedFailures,
            plan.size() - repeatedFailures, recoveryFailures.size(), exactlyOnce, plan.size());
        System.out.printf("  fingerprint %s%n", sha256(fingerprint.toString()));

        assertThat(crashes).as("calls that threw something other than a ServiceException").isEmpty();
        assertThat(duplicates).as("operations that exist more than once").isEmpty();
        assertThat(lies).as("exceptions whose outcome the sandbox's state contradicts").isEmpty();
        assertThat(lostSuccesses).as("successes that do not exist exactly once").isEmpty();
        assertThat(recoveryFailures).as("recovery with the same reference, faults off").isEmpty();
        assertThat(exactlyOnce).as("operations that exist exactly once after recovery").isEqualTo(plan.size());
        assertThat(requests).as("every request the proxy let through met a recorded fate")
            .isEqualTo(Arrays.stream(attempts).sum());
        assertThat(faultRate).as("share of requests that met a fault").isGreaterThanOrEqualTo(MIN_FAULT_RATE);
        assertThat(faults.fired()).as("every sandbox fault kind fired").allSatisfy((kind, n) -> assertThat(n).isPositive());
        assertThat(fates).as("every fate on the wire was met").allSatisfy((fate, n) -> assertThat(n).isPositive());
        assertThat(outcomes.keySet()).as("some calls ended UNKNOWN and some NOT_APPLIED, so the lie check had"
            + " claims of both kinds to test and recovery had work to do")
            .anyMatch(label -> label.endsWith(" UNKNOWN")).anyMatch(label -> label.endsWith(" NOT_APPLIED"));
      }
    }
  }

  private static String sha256(String text) throws NoSuchAlgorithmException {
    byte[] hash = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
    return HexFormat.of().formatHex(hash, 0, 8);
  }
}
