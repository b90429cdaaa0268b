package com.service.sdk.systemtests.chaos;

import com.service.sdk.sandbox.FaultRule;
import com.service.sdk.sandbox.SandboxFaults;
import com.service.sdk.sandbox.SandboxOperation;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The sandbox's share of the chaos: for every create the run makes (refunds, payouts,
 * payments, links, payees), each fault kind fires with its own probability per request, drawn
 * from the seed and the request's key (or, for a create without one, its body, which holds its
 * reference). Together with the proxy's resets they hit well over 30% of requests.
 */
final class ChaosFaults {
  /** Past the clients' read timeout: the answer of an effect that happened never arrives in time. */
  static final Duration HOLD = Duration.ofMillis(1500);

  private record Kind(String name, double probability, Function<FaultRule.Builder, FaultRule> action) {}

  private static final List<Kind> KINDS = List.of(
      new Kind("drop before commit (FIN)", 0.04, FaultRule.Builder::dropBeforeCommit),
      new Kind("drop after commit (FIN)", 0.04, FaultRule.Builder::dropAfterCommit),
      new Kind("truncated body after commit", 0.04, FaultRule.Builder::truncateAfterCommit),
      new Kind("answer held past the read timeout", 0.03, b -> b.delay(HOLD)),
      new Kind("429", 0.02, b -> b.status(429)),
      new Kind("429 Retry-After 1 s", 0.02, b -> b.status(429, Duration.ofSeconds(1))),
      // Beyond the clients' backoff cap, so the SDK gives up at once: on a first attempt a
      // refusal (NOT_APPLIED) that recovery must repeat, and a claim the lie check can test.
      new Kind("429 Retry-After 5 s", 0.02, b -> b.status(429, Duration.ofSeconds(5))),
      new Kind("500", 0.02, b -> b.status(500)),
      new Kind("500 Retry-After 1 s", 0.01, b -> b.status(500, Duration.ofSeconds(1))),
      new Kind("502", 0.02, b -> b.status(502)),
      new Kind("503", 0.02, b -> b.status(503)),
      new Kind("503 Retry-After 1 s", 0.02, b -> b.status(503, Duration.ofSeconds(1))),
      new Kind("504", 0.02, b -> b.status(504)));

  /** The creates the run makes: keyed (refunds, payouts) and unkeyed (payments, links, payees). */
  private static final List<SandboxOperation> OPERATIONS = List.of(SandboxOperation.CREATE_REFUND,
      SandboxOperation.INITIATE_PAYOUT, SandboxOperation.CREATE_PAYMENT, SandboxOperation.CREATE_LINK,
      SandboxOperation.CREATE_PAYEE);

  private final Map<String, List<FaultRule>> rules = new LinkedHashMap<>();

  private ChaosFaults() {}

  /** Adds the rules, seeded from {@code seed}, to every create, and returns them by kind. */
  static ChaosFaults install(SandboxFaults faults, long seed) {
    ChaosFaults chaos = new ChaosFaults();
    int index = 0;
    for (SandboxOperation operation : OPERATIONS) {
      for (Kind kind : KINDS) {
        FaultRule rule = kind.action().apply(
            FaultRule.on(operation).probabilityPerRequest(kind.probability(), seed * 1_000 + index++));
        faults.add(rule);
        chaos.rules.computeIfAbsent(kind.name(), k -> new ArrayList<>()).add(rule);
      }
    }
    return chaos;
  }

  /** Returns how many requests each kind hit, in the order of {@link #KINDS}. */
  Map<String, Integer> fired() {
    Map<String, Integer> fired = new LinkedHashMap<>();
    rules.forEach((name, list) -> fired.put(name, list.stream().mapToInt(FaultRule::fired).sum()));
    return fired;
  }
}
