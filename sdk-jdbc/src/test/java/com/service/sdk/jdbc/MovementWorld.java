package com.service.sdk.jdbc;

import com.service.sdk.core.ApiException;
import com.service.sdk.core.RequestOptions;
import com.service.sdk.core.ServiceException;
import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.model.CreatePayeeRequest;
import com.service.sdk.payouts.model.InitiatePayoutRequest;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.plugin.model.CreatePaymentRequest;
import com.service.sdk.plugin.model.CreateRefundRequest;
import com.service.sdk.sandbox.FaultRule;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import com.service.sdk.sandbox.SandboxOperation;
import com.service.sdk.sandbox.SandboxPayment;
import com.service.sdk.sandbox.SandboxPayout;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;

/**
 * The world of one {@link MovementModelTest} sequence: a merchant of the sandbox with a paid
 * payment per refund and a verified payee, a movement table, {@value ModelStep#INSTANCES}
 * application instances on it, and the steps' effects. {@link #check} holds the invariant against
 * the sandbox's ledger after every step; {@link #finish} resumes with good credentials and no
 * faults and checks that nothing is left open.
 */
final class MovementWorld implements AutoCloseable {
  static final Duration LEASE = Duration.ofMillis(200);
  static final Duration READ_TIMEOUT = Duration.ofMillis(500);
  private static final BigDecimal REFUND = new BigDecimal("4.00");

  private final Sandbox sandbox;
  private final Postgres postgres;
  private final DataSource pool;
  private final String table;
  private final SandboxMerchant merchant;
  private SandboxMerchant current;
  private final List<String> paymentIds = new ArrayList<>();
  private final String payeeId;
  private final ModelInstance[] instances = new ModelInstance[ModelStep.INSTANCES];
  private final List<ModelInstance> all = new ArrayList<>();
  private final List<Call> background = new ArrayList<>();
  private final String[] keys = new String[ModelStep.MOVEMENTS];
  /** Movements seen NOT_APPLIED and not sent again by the application since: they must stay none. */
  private final boolean[] refused = new boolean[ModelStep.MOVEMENTS];
  private int instancesMade;
  final List<String> log = new ArrayList<>();

  MovementWorld(Sandbox sandbox, Postgres postgres, DataSource pool) {
    this.sandbox = sandbox;
    this.postgres = postgres;
    this.pool = pool;
    this.table = postgres.tables().movement();
    this.merchant = sandbox.createMerchant();
    this.current = merchant;
    try (PluginClient plugin = PluginClient.builder().baseUrl(sandbox.baseUrl())
        .credentials(merchant.apiKeyId(), merchant.apiSecret()).build();
        MerchantClient payouts = MerchantClient.builder().baseUrl(sandbox.baseUrl())
            .credentials(merchant.apiKeyId(), merchant.apiSecret()).build()) {
      for (int m = 0; m < ModelStep.MOVEMENTS / 2; m++) {
        String paymentId = plugin.payments().create(CreatePaymentRequest.builder().merchantId(merchant.merchantId())
            .orderId("order-" + m).amount("10.00").customer("Asha Rao", "asha@example.com", "9800000000").build())
            .paymentId();
        sandbox.payPayment(paymentId);
        paymentIds.add(paymentId);
      }
      this.payeeId = payouts.payees().create(CreatePayeeRequest.builder().legalName("Ravi Kumar")
          .bankAccount("50100012345678", "HDFC0001234").build()).id();
      payouts.payees().verifyBank(payeeId);
      for (int m = 0; m < ModelStep.MOVEMENTS; m++) {
        keys[m] = ModelStep.refund(m)
            ? plugin.refunds().prepare(refund(m), RequestOptions.defaults()).idempotencyKey().value()
            : payouts.payouts().prepare(payout(m), RequestOptions.defaults()).idempotencyKey().value();
      }
    }
  }

  private CreateRefundRequest refund(int m) {
    return CreateRefundRequest.builder().merchantId(merchant.merchantId()).paymentId(paymentIds.get(m))
        .amount(REFUND).merchantRefundId("refund-" + m).build();
  }

  private InitiatePayoutRequest payout(int m) {
    return InitiatePayoutRequest.builder().payeeId(payeeId).amount("25.50").externalRef("payout-" + m).build();
  }

  /** The live instance in a slot; a dead one's slot gets a restarted instance, with the credentials of now. */
  private ModelInstance live(int slot) {
    if (instances[slot] == null || instances[slot].dead()) {
      instances[slot] = new ModelInstance("i" + slot + "#" + instancesMade++, sandbox.baseUrl(), current, pool, table,
          LEASE);
      all.add(instances[slot]);
    }
    return instances[slot];
  }

  void run(ModelStep step) throws Exception {
    switch (step.kind()) {
      case SEND:
        refused[step.movement()] = false;
        log.add(step + ": " + send(live(step.instance()), step.movement()).await());
        break;
      case SLOW:
        refused[step.movement()] = false;
        slow(step);
        break;
      case RESUME:
        ModelInstance resumer = live(step.instance());
        log.add(step + ": " + call(resumer, () -> resumer.movements.resume().toString()).await());
        break;
      case FAULT:
        sandbox.faults().add(fault(FaultRule.on(operation(step.movement())).next(1), step.fault()));
        log.add(step.toString());
        break;
      case ROTATE:
        current = sandbox.rotateSecret(merchant);
        log.add(step.toString());
        break;
      case LEARN:
        live(step.instance()).learn(current);
        log.add(step.toString());
        break;
      case CRASH:
        live(step.instance()).arm(step.crash());
        log.add(step.toString());
        break;
      default:
        Thread.sleep(LEASE.toMillis() + 50);
        log.add(step.toString());
    }
  }

  private static SandboxOperation operation(int movement) {
    return ModelStep.refund(movement) ? SandboxOperation.CREATE_REFUND : SandboxOperation.INITIATE_PAYOUT;
  }

  private static FaultRule fault(FaultRule.Builder on, ModelStep.Fault fault) {
    switch (fault) {
      case LOST:
        return on.dropAfterCommit();
      case CUT:
        return on.truncateAfterCommit();
      case HELD:
        return on.delay(READ_TIMEOUT.plusMillis(300));
      case DROPPED:
        return on.dropBeforeCommit();
      default:
        return on.status(fault.status());
    }
  }

  /** A send whose answer is held past the lease: the sequence goes on while it waits. */
  private void slow(ModelStep step) throws Exception {
    long held = step.instance() % 2 == 0 ? 300 : READ_TIMEOUT.toMillis() + 300;
    FaultRule rule = FaultRule.on(operation(step.movement())).next(1).delay(Duration.ofMillis(held));
    sandbox.faults().add(rule);
    ModelInstance sender = live(step.instance());
    CountDownLatch started = sender.nextStart();
    Call call = send(sender, step.movement());
    started.await(5, TimeUnit.SECONDS);
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
    while (rule.fired() == 0 && !call.result.isDone() && System.nanoTime() < deadline) {
      Thread.sleep(2); // until its request met the held answer, so that no later fault is taken by it
    }
    background.add(call);
    log.add(step + " (held " + held + " ms): started");
  }

  private Call send(ModelInstance sender, int m) {
    return call(sender, () -> {
      if (ModelStep.refund(m)) {
        return "refund " + sender.movements.refund(refund(m)).refundId();
      }
      return "payout " + sender.movements.payout(payout(m)).transactionId();
    });
  }

  /** Work of an instance on a thread of its own, as a request of it would run, and what it came to. */
  private record Call(ModelInstance instance, Thread thread, CompletableFuture<String> result) {
    /** Waits until the call ended, or died at its instance's armed crash. */
    String await() throws Exception {
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
      while (System.nanoTime() < deadline) {
        if (result.isDone()) {
          return result.get();
        }
        if (instance.parked() == thread) {
          return "KILLED";
        }
        Thread.sleep(2);
      }
      throw new AssertionError("a call of " + instance.name + " neither ended nor died within 20 s");
    }
  }

  /** Starts the work; its failure is its outcome. */
  private static Call call(ModelInstance instance, Callable<String> work) {
    CompletableFuture<String> result = new CompletableFuture<>();
    Thread thread = new Thread(() -> {
      try {
        result.complete(work.call());
      } catch (ServiceException e) {
        result.complete(e.getClass().getSimpleName() + " " + e.outcome() + " " + status(e));
      } catch (Exception | Error e) {
        result.complete(e.getClass().getSimpleName() + ": " + e.getMessage());
      }
    }, "model-call-" + instance.name);
    thread.setDaemon(true);
    Call call = new Call(instance, thread, result);
    thread.start();
    return call;
  }

  private static String status(ServiceException e) {
    return e instanceof ApiException api ? String.valueOf(api.statusCode()) : "";
  }

  /**
   * The invariant, against the sandbox's ledger: never a duplicate; APPLIED only with exactly one
   * movement under its key (a payout's id the row's); NOT_APPLIED only with none, and none for
   * as long as the application does not send it again; at the end, nothing open.
   *
   * @return what is wrong, or null
   */
  String check(boolean end) {
    Map<String, String[]> rows = new HashMap<>();
    for (String row : postgres.column("SELECT idempotency_key || ' ' || state || ' ' || coalesce(result_id, '-')"
        + " || ' ' || attempts FROM " + table)) {
      String[] parts = row.split(" ");
      rows.put(parts[0], parts);
    }
    Map<String, BigDecimal> refunded = new HashMap<>();
    for (SandboxPayment payment : sandbox.payments(merchant.merchantId())) {
      refunded.put(payment.paymentId(), payment.refunded());
    }
    Map<String, List<String>> payouts = new HashMap<>();
    for (SandboxPayout payout : sandbox.payouts(merchant.merchantId())) {
      payouts.computeIfAbsent(payout.externalRef(), r -> new ArrayList<>()).add(payout.id());
    }
    List<String> wrong = new ArrayList<>();
    for (int m = 0; m < ModelStep.MOVEMENTS; m++) {
      String[] row = rows.get(keys[m]);
      String state = row == null ? "none" : row[1];
      int made;
      List<String> ids = List.of();
      if (ModelStep.refund(m)) {
        made = refunded.get(paymentIds.get(m)).divide(REFUND).intValue();
      } else {
        ids = payouts.getOrDefault("payout-" + m, List.of());
        made = ids.size();
      }
      String what = "m" + m + " is " + state + " with " + made + " made";
      if (made > 1) {
        wrong.add(what + ": a duplicate");
      }
      if (state.equals("APPLIED") && (made != 1 || !ModelStep.refund(m) && !ids.contains(row[2]))) {
        wrong.add(what + ": APPLIED needs exactly one, its id " + (row == null ? "" : row[2]));
      }
      if (state.equals("NOT_APPLIED")) {
        if (made != 0) {
          wrong.add(what + ": NOT_APPLIED while it exists");
        }
        refused[m] = true;
      } else if (refused[m]) {
        wrong.add(what + ": it was NOT_APPLIED and nobody sent it again");
      }
      if (refused[m] && made != 0) {
        wrong.add(what + ": NOT_APPLIED must stay none");
      }
      if (end && (state.equals("PENDING") || state.equals("UNKNOWN"))) {
        wrong.add(what + ": still open after the last resume with good credentials");
      }
      if (row == null && made != 0) {
        wrong.add(what + ": made without a record");
      }
    }
    return wrong.isEmpty() ? null : String.join("; ", wrong) + "; rows " + rows.values().stream()
        .map(r -> String.join(" ", r)).toList();
  }

  /** Waits for the slow senders, then resumes with good credentials and no faults until nothing is open. */
  void finish() throws Exception {
    for (Call call : background) {
      log.add("the slow send by " + call.instance().name + " ended: " + call.await());
    }
    sandbox.faults().clear();
    for (int slot = 0; slot < instances.length; slot++) {
      live(slot).arm(null);
      live(slot).learn(current);
    }
    Thread.sleep(LEASE.toMillis() + 50);
    for (int round = 0; round < 30 && openRows() > 0; round++) {
      log.add("final RESUME i0: " + live(0).movements.resume());
      Thread.sleep(70);
    }
  }

  private int openRows() {
    return Integer.parseInt(postgres.column("SELECT count(*) FROM " + table
        + " WHERE state IN ('PENDING', 'UNKNOWN')").get(0));
  }

  /** Ends the killed instances' threads (they can reach nothing now) and closes every client. */
  @Override
  public void close() {
    sandbox.faults().clear();
    for (ModelInstance instance : all) {
      instance.reap();
      instance.close();
    }
  }
}
