package com.service.sdk.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import com.service.sdk.core.IdempotencyKey;
import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.model.CreatePayeeRequest;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.plugin.model.CreatePaymentRequest;
import com.service.sdk.sandbox.FaultRule;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import com.service.sdk.sandbox.SandboxOperation;
import com.service.sdk.sandbox.SandboxPayout;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * Exactly once across crashes: refunds and payouts (1,000 by default, {@code -Dsdk.jdbc.movements})
 * sent through {@link MoneyMovements} to a sandbox whose faults hit about a quarter of their
 * requests, by a sending process killed with {@code kill -9} four times at seeded points (a row
 * recorded and nothing sent; an attempt answered and nothing settled; a call ended and its outcome
 * not recorded; each once, then one drawn), then run once more to the end while another process
 * runs {@code resume()} until nothing is open, faults still on. Then every valid movement has a
 * row that is APPLIED and every refused one a row that is NOT_APPLIED, or UNKNOWN when its refusal
 * came after a send of it may have gone through (a killed sender's: only a person can settle
 * that), and the sandbox agrees: each applied one exists exactly once (0 duplicates), each valid
 * one was applied (0 lost), and the payouts the service must refuse exist nowhere.
 */
@ExtendWith(PostgresExtension.class)
class CrashAndResumeTest {
  private static final int REFUNDS_PER_PAYMENT = 6;
  /** Refund {@code d} of a payment moves 10^d cents, so the refunded total's digit d counts it. */
  private static final BigDecimal PAYMENT = new BigDecimal("2000.00");
  private static final int PAYEES = 20;
  /**
   * Payouts to a payee never verified: the service refuses them (422); they must end NOT_APPLIED, or
   * UNKNOWN held for a person when a killed sender may have sent them before.
   */
  private static final int REFUSED = 20;
  private static final int KILLS = 4;
  private static final List<String> PHASES = List.of("RECORDED", "ANSWERED", "RETURNED");

  @Test
  void killedSenders_thenResumeElsewhere_leaveEachMovementAppliedOnceOrRefused(Postgres postgres, @TempDir Path dir)
      throws Exception {
    int total = Integer.getInteger("sdk.jdbc.movements", 1000);
    long seed = Long.getLong("sdk.jdbc.seed", 20261125L);
    Postgres.Tables tables = postgres.tables();
    try (Sandbox sandbox = Sandbox.start()) {
      MovementPlan plan = plan(sandbox, postgres.url(), tables.movement(), total, seed);
      Path file = dir.resolve("plan.tsv");
      plan.write(file);
      List<FaultRule> faults = faults(sandbox, seed);

      Random kills = new Random(seed);
      List<String> phases = new ArrayList<>(PHASES); // each point once, then one more drawn
      Collections.shuffle(phases, kills);
      while (phases.size() < KILLS) {
        phases.add(PHASES.get(kills.nextInt(PHASES.size())));
      }
      List<String> killedAt = new ArrayList<>();
      Path recorded = dir.resolve("recorded.txt");
      Files.createFile(recorded);
      for (String phase : phases) {
        String at = phase + ":" + (1 + kills.nextInt(80));
        try (ChildProcess sender = ChildProcess.start(SenderProcess.class, "send", file.toString(), at,
            recorded.toString())) {
          String line = sender.await(300, "PAUSED ", "SENT");
          sender.kill();
          killedAt.add(line);
          // What it recorded is taken off the queue: only resume() may finish it now.
          Files.write(recorded, sender.output().stream().filter(l -> l.startsWith("RECORDED "))
              .map(l -> l.substring("RECORDED ".length())).toList(), StandardOpenOption.APPEND);
        }
      }
      // The last sender runs to the end while another process resumes: leases keep them apart.
      String resumed;
      Path sendersDone = dir.resolve("senders-done");
      try (ChildProcess sender = ChildProcess.start(SenderProcess.class, "send", file.toString(), "none",
          recorded.toString());
          ChildProcess resumer = ChildProcess.start(SenderProcess.class, "resume", file.toString(),
              sendersDone.toString())) {
        sender.await(300, "SENT");
        sender.awaitSuccess(60);
        Files.createFile(sendersDone);
        resumed = resumer.await(120, "RESUMED");
        resumer.awaitSuccess(60);
      }

      Map<String, String> rows = new HashMap<>();
      for (String row : postgres.column("SELECT account || ' ' || idempotency_key || ' ' || state || ' '"
          + " || coalesce(result_id, '-') || ' ' || (state = 'UNKNOWN' AND last_error LIKE ?) FROM " + tables.movement(),
          Settlement.REFUSED_AFTER_A_SEND + "%")) {
        String[] parts = row.split(" ");
        String state = parts[4].equals("true") ? "HELD" : parts[2]; // refused after a possible send
        rows.put(parts[0] + " " + parts[1], state + " " + parts[3]);
      }
      int[] existing = existing(sandbox, plan);
      Map<String, String> payoutIds = new HashMap<>();
      for (SandboxPayout payout : sandbox.payouts(plan.accounts().get(plan.accounts().size() - 1).merchantId())) {
        payoutIds.put(payout.externalRef(), payout.id());
      }
      List<String> lost = new ArrayList<>();
      List<String> duplicated = new ArrayList<>();
      List<String> wrong = new ArrayList<>();
      int applied = 0;
      int held = 0;
      for (int i = 0; i < plan.movements().size(); i++) {
        MovementPlan.Intended movement = plan.movements().get(i);
        String row = rows.get(key(plan, movement));
        String expected = movement.valid() ? "APPLIED" : row != null && row.startsWith("HELD ") ? "HELD" : "NOT_APPLIED";
        held += expected.equals("HELD") ? 1 : 0;
        if (existing[i] > 1) {
          duplicated.add(movement.reference() + " exists " + existing[i] + " times");
        }
        if (movement.valid() && existing[i] == 0) {
          lost.add(movement.reference() + " (row " + row + ")");
        }
        if (row == null || !row.startsWith(expected + " ") || existing[i] != (movement.valid() ? 1 : 0)
            || !movement.refund() && movement.valid() && !row.equals("APPLIED " + payoutIds.get(movement.reference()))) {
          wrong.add(movement.reference() + ": row " + row + ", exists " + existing[i]);
        }
        applied += row != null && row.startsWith("APPLIED ") ? 1 : 0;
      }
      int fired = faults.stream().mapToInt(FaultRule::fired).sum();
      System.out.printf("crash-and-resume: seed %d, %d movements (%d refused on purpose), faults fired %d, killed at %s,"
          + " %d recorded by killed runs left to resume, %s; rows APPLIED %d, NOT_APPLIED %d, UNKNOWN held for a person"
          + " (refused after a possible send) %d; duplicates %d, lost %d%n",
          seed, total, REFUSED, fired, killedAt, Files.readAllLines(recorded).size(), resumed, applied,
          rows.size() - applied - held, held, duplicated.size(), lost.size());

      assertThat(killedAt).as("every run was killed where planned").allMatch(line -> line.startsWith("PAUSED "));
      assertThat(fired).as("faults fired").isGreaterThan(total / 10);
      assertThat(duplicated).as("duplicates").isEmpty();
      assertThat(lost).as("lost").isEmpty();
      assertThat(wrong).as("rows that disagree with the sandbox").isEmpty();
      assertThat(rows).hasSize(total);
    }
  }

  /** One paid payment per refund account, verified payees and one never verified, and the shuffled movements. */
  private static MovementPlan plan(Sandbox sandbox, String jdbcUrl, String table, int total, long seed) {
    int payouts = total / 2;
    int refunds = total - payouts;
    List<MovementPlan.Account> accounts = new ArrayList<>();
    for (int p = 0; p < (refunds + REFUNDS_PER_PAYMENT - 1) / REFUNDS_PER_PAYMENT; p++) {
      SandboxMerchant m = sandbox.createMerchant();
      try (PluginClient plugin = PluginClient.builder().baseUrl(sandbox.baseUrl()).credentials(m.apiKeyId(),
          m.apiSecret()).build()) {
        String paymentId = plugin.payments().create(CreatePaymentRequest.builder().merchantId(m.merchantId())
            .orderId("order-" + p).amount(PAYMENT).customer("Asha Rao", "asha@example.com", "9800000000").build())
            .paymentId();
        sandbox.payPayment(paymentId);
        accounts.add(new MovementPlan.Account(m.merchantId(), m.apiKeyId(), m.apiSecret(), paymentId));
      }
    }
    SandboxMerchant payer = sandbox.createMerchant();
    accounts.add(new MovementPlan.Account(payer.merchantId(), payer.apiKeyId(), payer.apiSecret(), "-"));
    List<String> payees = new ArrayList<>();
    String unverified;
    try (MerchantClient merchant = MerchantClient.builder().baseUrl(sandbox.baseUrl()).credentials(payer.apiKeyId(),
        payer.apiSecret()).build()) {
      for (int i = 0; i < PAYEES; i++) {
        String payeeId = merchant.payees().create(CreatePayeeRequest.builder().legalName("Payee " + i)
            .bankAccount(String.format("5010%010d", i), "HDFC0001234").build()).id();
        merchant.payees().verifyBank(payeeId);
        payees.add(payeeId);
      }
      unverified = merchant.payees().create(CreatePayeeRequest.builder().legalName("Never Verified")
          .bankAccount("50109999999999", "HDFC0001234").build()).id();
    }
    List<MovementPlan.Intended> movements = new ArrayList<>();
    for (int r = 0; r < refunds; r++) {
      int digit = r % REFUNDS_PER_PAYMENT;
      movements.add(new MovementPlan.Intended(true, r / REFUNDS_PER_PAYMENT, digit, "-", "refund-" + r,
          new BigDecimal("0.01").movePointRight(digit), true));
    }
    for (int p = 0; p < payouts; p++) {
      boolean valid = p >= REFUSED;
      movements.add(new MovementPlan.Intended(false, accounts.size() - 1, 0, valid ? payees.get(p % PAYEES) : unverified,
          "payout-" + p, new BigDecimal("1.00").add(BigDecimal.valueOf(p % 50, 2)), valid));
    }
    Collections.shuffle(movements, new Random(seed));
    return new MovementPlan(sandbox.baseUrl(), jdbcUrl, table, accounts, movements);
  }

  /** Each fault on about one request in 25 of both operations, drawn from the seed and the request's key. */
  private static List<FaultRule> faults(Sandbox sandbox, long seed) {
    List<Function<FaultRule.Builder, FaultRule>> kinds = List.of(FaultRule.Builder::dropBeforeCommit,
        FaultRule.Builder::dropAfterCommit, FaultRule.Builder::truncateAfterCommit,
        b -> b.delay(Duration.ofMillis(450)), b -> b.status(429), b -> b.status(500), b -> b.status(502),
        b -> b.status(503), b -> b.status(504));
    List<FaultRule> rules = new ArrayList<>();
    int index = 0;
    for (SandboxOperation operation : List.of(SandboxOperation.CREATE_REFUND, SandboxOperation.INITIATE_PAYOUT)) {
      for (Function<FaultRule.Builder, FaultRule> kind : kinds) {
        FaultRule rule = kind.apply(FaultRule.on(operation).probabilityPerRequest(0.03, seed * 100 + index++));
        sandbox.faults().add(rule);
        rules.add(rule);
      }
    }
    return rules;
  }

  /** How many times each intended movement exists at the sandbox, in plan order. */
  private static int[] existing(Sandbox sandbox, MovementPlan plan) {
    Map<String, Integer> payouts = new HashMap<>();
    int payer = plan.accounts().size() - 1;
    for (SandboxPayout payout : sandbox.payouts(plan.accounts().get(payer).merchantId())) {
      payouts.merge(payout.externalRef(), 1, Integer::sum);
    }
    int[] counts = new int[plan.movements().size()];
    for (int i = 0; i < counts.length; i++) {
      MovementPlan.Intended movement = plan.movements().get(i);
      if (movement.refund()) {
        MovementPlan.Account account = plan.accounts().get(movement.account());
        BigDecimal refunded = PAYMENT.subtract(sandbox.ledger(new SandboxMerchant(account.merchantId(),
            account.apiKeyId(), account.apiSecret())).balance().collectionBalance());
        BigInteger cents = refunded.movePointRight(2).toBigIntegerExact();
        String digits = String.format("%" + REFUNDS_PER_PAYMENT + "s", cents).replace(' ', '0');
        counts[i] = digits.charAt(digits.length() - 1 - movement.digit()) - '0';
      } else {
        counts[i] = payouts.getOrDefault(movement.reference(), 0);
      }
    }
    return counts;
  }

  /** The row's key: the account, and the key derived from the reference by the SDK's documented contract. */
  private static String key(MovementPlan plan, MovementPlan.Intended movement) {
    MovementPlan.Account account = plan.accounts().get(movement.account());
    IdempotencyKey key = movement.refund()
        ? IdempotencyKey.derive("refund", account.merchantId(), account.paymentId(), movement.reference())
        : IdempotencyKey.derive("payout", movement.reference());
    return account.merchantId() + " " + key.value();
  }
}
