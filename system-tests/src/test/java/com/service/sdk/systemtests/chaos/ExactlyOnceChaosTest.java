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
import java.util.EnumMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Exactly once under chaos, through the blocking and the asynchronous face of the clients.
 * Refunds (many partial refunds per paid payment) and payouts (to payees created and verified
 * first), each with its own merchant reference and so its own idempotency key, and hosted
 * payments, payment links and payees, which carry no key (the spec gives them none), each
 * with its own reference in its body, are sent concurrently through the SDK while over 30% of
 * their requests meet a fault: drops before and after the effect (FIN and RST), truncated
 * bodies, answers held past the read timeout, and 429/500/502/503/504 with and without
 * {@code Retry-After}. Then the sandbox's state is reconciled with what each call said:
 *
 * <ul>
 *   <li>no operation exists twice (a duplicate fails), and no create without a key was sent
 *       twice (the SDK never repeats one that may have arrived);
 *   <li>every success exists exactly once;
 *   <li>no exception lies: {@code NOT_SENT} or {@code NOT_APPLIED} while the operation exists,
 *       {@code APPLIED} while it does not, or {@code NOT_SENT} while the request reached the
 *       wire, each fails.
 * </ul>
 *
 * Then the recovery docs/errors-and-outcomes.md prescribes runs for every operation, faults off: a refund or
 * payout is sent again with the same reference; a payment, link or payee whose outcome says it
 * may exist is looked for by its reference, and created only when it is not there; one that
 * provably does not exist is created. After it each operation exists exactly once, every
 * earlier success with its original id. The run is seeded ({@code chaos.seed}): the same seed
 * plans the same operations and meets the same faults, whatever the threads' interleaving, and
 * prints the same fingerprint. Sizes come from {@code chaos.refunds}, {@code chaos.payouts},
 * {@code chaos.payments}, {@code chaos.links} and {@code chaos.payees} (200 + 200 + 60 + 60 +
 * 60 in every build; the {@code chaos} profile runs 1,000 of each).
 */
final class ExactlyOnceChaosTest {
  private static final double MIN_FAULT_RATE = 0.30;
  /** Resets by the proxy, per tracked request: before the sandbox sees it, and after its 2xx. */
  private static final double RESET_BEFORE = 0.04;
  private static final double RESET_AFTER = 0.04;

  @ParameterizedTest(name = "{0}")
  @EnumSource(ChaosRun.Face.class)
  void everyCreateHappensAtMostOnceUnderChaos_andExactlyOnceAfterRecovery(ChaosRun.Face face) throws Exception {
    long seed = Long.getLong("chaos.seed", 20261124L);
    ChaosRun.Sizes sizes = ChaosRun.Sizes.fromSystemProperties();
    // A seeded sandbox gives the same merchants and payments, so the same refund keys, and the same faults.
    try (Sandbox sandbox = Sandbox.start(SandboxOptions.builder().seed(seed).build())) {
      URI sandboxUrl = URI.create(sandbox.baseUrl());
      try (ResettingProxy proxy = new ResettingProxy(sandboxUrl.getHost(), sandboxUrl.getPort())) {
        ChaosRun run = new ChaosRun(sandbox, proxy.baseUrl(), seed, sizes);
        List<Intended> plan = run.plan();
        proxy.track(plan.stream().filter(op -> !op.kind().keyed).map(Intended::reference).collect(Collectors.toSet()));

        ChaosFaults faults = ChaosFaults.install(sandbox.faults(), seed);
        proxy.resets(new ResettingProxy.Resets(RESET_BEFORE, RESET_AFTER, seed));
        long started = System.nanoTime();
        List<Intended.Result> results = run.runAll(face);
        long chaosMillis = (System.nanoTime() - started) / 1_000_000;
        sandbox.faults().clear();
        proxy.resets(new ResettingProxy.Resets(0, 0, 0));
        Map<ResettingProxy.Fate, Integer> fates = proxy.settledFates(Duration.ofSeconds(5));
        int[] attempts = plan.stream().mapToInt(op -> proxy.attempts(run.trackingKey(op))).toArray();
        proxy.track(Set.of());
        ChaosLedger during = ChaosLedger.read(run);

        List<String> crashes = new ArrayList<>();
        List<String> duplicates = new ArrayList<>();
        List<String> sentTwice = new ArrayList<>();
        List<String> lies = new ArrayList<>();
        List<String> lostSuccesses = new ArrayList<>();
        Map<Intended.Kind, Map<String, Integer>> outcomes = new EnumMap<>(Intended.Kind.class);
        Map<Integer, Integer> attemptCounts = new TreeMap<>();
        StringBuilder fingerprint = new StringBuilder();
        for (Intended op : plan) {
          Intended.Result result = results.get(op.index());
          int count = during.counts()[op.index()];
          int sent = attempts[op.index()];
          String what = op.reference() + " (" + result.label() + ", exists " + count + "x)";
          outcomes.computeIfAbsent(op.kind(), k -> new TreeMap<>()).merge(result.label(), 1, Integer::sum);
          attemptCounts.merge(sent, 1, Integer::sum);
          fingerprint.append(op.index()).append(' ').append(result.label()).append(' ').append(sent).append(' ')
              .append(count).append('\n');
          if (result.crash() != null) {
            crashes.add(what + ": " + result.crash());
          }
          if (count > 1) {
            duplicates.add(what);
          }
          if (!op.kind().keyed && sent > 1) {
            sentTwice.add(what + " sent " + sent + " times");
          }
          if (result.succeeded() && count != 1) {
            lostSuccesses.add(what);
          }
          Outcome outcome = result.outcome();
          if ((outcome == Outcome.NOT_SENT || outcome == Outcome.NOT_APPLIED) && count > 0
              || outcome == Outcome.APPLIED && count == 0
              || outcome == Outcome.NOT_SENT && sent > 0) {
            lies.add(what + " after " + sent + " requests: " + result.failure().getMessage());
          }
        }

        List<String> recoveryFailures = new ArrayList<>();
        int repeatedFailures = 0;
        for (Intended op : plan) {
          Intended.Result before = results.get(op.index());
          repeatedFailures += before.succeeded() ? 0 : 1;
          Intended.Result again = during.recover(run, op, before);
          if (!again.succeeded()) {
            recoveryFailures.add(op.reference() + ": " + again.label());
          } else if (before.succeeded() && !before.id().equals(again.id())) {
            recoveryFailures.add(op.reference() + ": first " + before.id() + ", repeated " + again.id());
          }
        }
        ChaosLedger after = ChaosLedger.read(run);
        int exactlyOnce = 0;
        for (Intended op : plan) {
          int count = after.counts()[op.index()];
          exactlyOnce += count == 1 ? 1 : 0;
          if (count > 1 && during.counts()[op.index()] <= 1) {
            duplicates.add(op.reference() + " (exists " + count + "x after recovery)");
          }
          Intended.Result before = results.get(op.index());
          if (!op.kind().keyed && before.succeeded() && !before.id().equals(after.ids()[op.index()])) {
            recoveryFailures.add(op.reference() + ": the SDK said " + before.id() + ", the sandbox holds "
                + after.ids()[op.index()]);
          }
        }

        int requests = fates.values().stream().mapToInt(Integer::intValue).sum();
        int faulted = requests - fates.get(ResettingProxy.Fate.ANSWERED);
        double faultRate = requests == 0 ? 0 : (double) faulted / requests;
        int happened = (int) Arrays.stream(during.counts()).filter(c -> c >= 1).count();
        System.out.printf("chaos seed %d, %s calls: %d refunds (%d per paid payment) + %d payouts (to %d verified"
                + " payees) + %d payments + %d links + %d payees, %d ms%n", seed, face, sizes.refunds(),
            ChaosRun.REFUNDS_PER_PAYMENT, sizes.payouts(), ChaosRun.PAYEES, sizes.payments(), sizes.links(),
            sizes.payees(), chaosMillis);
        System.out.printf("  requests %d, faulted %d (%.1f%%); on the wire: %s%n", requests, faulted,
            100 * faultRate, fates);
        System.out.printf("  sandbox faults fired: %s; proxy resets: before %d, after a 2xx %d%n", faults.fired(),
            fates.get(ResettingProxy.Fate.RESET_BEFORE), fates.get(ResettingProxy.Fate.RESET_AFTER));
        System.out.printf("  outcomes: %s; requests per operation: %s%n", outcomes, attemptCounts);
        System.out.printf("  during chaos: %d of %d happened, duplicates %d, unkeyed creates sent twice %d, lies %d,"
            + " successes not exactly once %d, crashes %d%n", happened, plan.size(), duplicates.size(),
            sentTwice.size(), lies.size(), lostSuccesses.size(), crashes.size());
        System.out.printf("  recovery: %d failed operations recovered as the README says (and %d successes, each"
            + " with its original id): %d failures; exactly once: %d of %d%n", repeatedFailures,
            plan.size() - repeatedFailures, recoveryFailures.size(), exactlyOnce, plan.size());
        System.out.printf("  fingerprint %s%n", sha256(fingerprint.toString()));

        assertThat(crashes).as("calls that threw something other than a ServiceException").isEmpty();
        assertThat(duplicates).as("operations that exist more than once").isEmpty();
        assertThat(sentTwice).as("creates without an idempotency key that the SDK sent more than once").isEmpty();
        assertThat(lies).as("exceptions whose outcome the sandbox's state contradicts").isEmpty();
        assertThat(lostSuccesses).as("successes that do not exist exactly once").isEmpty();
        assertThat(recoveryFailures).as("recovery as the README prescribes, faults off").isEmpty();
        assertThat(exactlyOnce).as("operations that exist exactly once after recovery").isEqualTo(plan.size());
        assertThat(requests).as("every request the proxy let through met a recorded fate")
            .isEqualTo(Arrays.stream(attempts).sum());
        assertThat(faultRate).as("share of requests that met a fault").isGreaterThanOrEqualTo(MIN_FAULT_RATE);
        assertThat(faults.fired()).as("every sandbox fault kind fired").allSatisfy((kind, n) -> assertThat(n).isPositive());
        assertThat(fates).as("every fate on the wire was met").allSatisfy((fate, n) -> assertThat(n).isPositive());
        assertThat(outcomes).as("every kind of create ran").containsOnlyKeys(Intended.Kind.values());
        outcomes.forEach((kind, labels) -> assertThat(labels.keySet())
            .as(kind + ": some calls ended UNKNOWN, so the lie check and recovery had work to do")
            .anyMatch(label -> label.endsWith(" UNKNOWN")));
        assertThat(outcomes.values().stream().flatMap(labels -> labels.keySet().stream()))
            .as("some calls ended NOT_APPLIED, so the lie check had refusals to test")
            .anyMatch(label -> label.endsWith(" NOT_APPLIED"));
      }
    }
  }

  private static String sha256(String text) throws NoSuchAlgorithmException {
    byte[] hash = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
    return HexFormat.of().formatHex(hash, 0, 8);
  }
}
