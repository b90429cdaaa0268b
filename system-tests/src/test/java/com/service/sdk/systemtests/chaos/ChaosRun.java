package com.service.sdk.systemtests.chaos;

import com.service.sdk.core.IdempotencyKey;
import com.service.sdk.core.ServiceException;
import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.model.CreatePayeeRequest;
import com.service.sdk.payouts.model.InitiatePayoutRequest;
import com.service.sdk.payouts.model.PayoutInitiation;
import com.service.sdk.payouts.model.PayoutMethod;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.plugin.model.CreatePaymentRequest;
import com.service.sdk.plugin.model.CreateRefundRequest;
import com.service.sdk.plugin.model.Refund;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import com.service.sdk.sandbox.SandboxPayout;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/**
 * The world of one chaos run: merchants with one paid payment each (for refunds), a merchant
 * with verified payees (for payouts), the SDK clients (through the proxy), the seeded plan,
 * and the sandbox's state read back per intended operation.
 *
 * <p>Refunds are counted from the payment's refunded total: refund {@code d} of a payment
 * moves 10^(d-4), so the total's decimal digit {@code d} is how many times refund {@code d}
 * happened (the payment is large enough that a duplicate would not be refused).
 */
final class ChaosRun {
  static final int REFUNDS_PER_PAYMENT = 8;
  static final int PAYEES = 20;
  static final int THREADS = 16;
  private static final BigDecimal PAYMENT = new BigDecimal("20000.00");
  /** Shorter than {@link ChaosFaults#HOLD}: a held answer always times the attempt out. */
  static final Duration READ_TIMEOUT = Duration.ofSeconds(1);
  private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(2);
  private static final Duration CALL_TIMEOUT = Duration.ofSeconds(30);
  /** The SDK's default: two retries after the first attempt. */
  private static final int MAX_RETRIES = 2;
  private static final Duration BACKOFF = Duration.ofMillis(10);
  /** Above the faults' one-second Retry-After, so the SDK honours it rather than giving up. */
  private static final Duration MAX_BACKOFF = Duration.ofMillis(1100);

  private final Sandbox sandbox;
  private final long seed;
  private final List<SandboxMerchant> refundMerchants = new ArrayList<>();
  private final List<PluginClient> plugins = new ArrayList<>();
  private final List<String> paymentIds = new ArrayList<>();
  private final SandboxMerchant payoutMerchant;
  private final MerchantClient merchant;
  private final List<String> payeeIds = new ArrayList<>();
  private final List<Intended> plan;

  ChaosRun(Sandbox sandbox, String baseUrl, long seed, int refunds, int payouts) {
    this.sandbox = sandbox;
    this.seed = seed;
    int payments = (refunds + REFUNDS_PER_PAYMENT - 1) / REFUNDS_PER_PAYMENT;
    for (int p = 0; p < payments; p++) {
      SandboxMerchant m = sandbox.createMerchant();
      PluginClient plugin = PluginClient.builder().baseUrl(baseUrl).credentials(m.apiKeyId(), m.apiSecret())
          .connectTimeout(CONNECT_TIMEOUT).readTimeout(READ_TIMEOUT).callTimeout(CALL_TIMEOUT)
          .maxRetries(MAX_RETRIES).retryBackoff(BACKOFF, MAX_BACKOFF).build();
      String paymentId = plugin.payments().create(CreatePaymentRequest.builder().merchantId(m.merchantId())
          .orderId("chaos-" + seed + "-order-" + p).amount(PAYMENT)
          .customer("Asha Rao", "asha@example.com", "9800000000").build()).paymentId();
      sandbox.payPayment(paymentId);
      refundMerchants.add(m);
      plugins.add(plugin);
      paymentIds.add(paymentId);
    }
    this.payoutMerchant = sandbox.createMerchant();
    this.merchant = MerchantClient.builder().baseUrl(baseUrl)
        .credentials(payoutMerchant.apiKeyId(), payoutMerchant.apiSecret())
        .connectTimeout(CONNECT_TIMEOUT).readTimeout(READ_TIMEOUT).callTimeout(CALL_TIMEOUT)
        .maxRetries(MAX_RETRIES).retryBackoff(BACKOFF, MAX_BACKOFF).build();
    for (int i = 0; i < PAYEES; i++) {
      String payeeId = merchant.payees().create(CreatePayeeRequest.builder().legalName("Payee " + i)
          .bankAccount(String.format("5010%010d", Math.floorMod(seed, 1_000_000L) * 100 + i), "HDFC0001234").build()).id();
      merchant.payees().verifyBank(payeeId);
      payeeIds.add(payeeId);
    }
    this.plan = plan(refunds, payouts);
  }

  private List<Intended> plan(int refunds, int payouts) {
    List<Intended> intended = new ArrayList<>();
    for (int r = 0; r < refunds; r++) {
      int digit = r % REFUNDS_PER_PAYMENT;
      intended.add(new Intended(0, true, r / REFUNDS_PER_PAYMENT, digit, "chaos-" + seed + "-refund-" + r,
          BigDecimal.ONE.movePointLeft(4 - digit)));
    }
    for (int p = 0; p < payouts; p++) {
      intended.add(new Intended(0, false, p % PAYEES, 0, "chaos-" + seed + "-payout-" + p,
          new BigDecimal("1.00").add(BigDecimal.valueOf(p % 50, 2))));
    }
    Collections.shuffle(intended, new Random(seed));
    List<Intended> indexed = new ArrayList<>();
    for (int i = 0; i < intended.size(); i++) {
      Intended op = intended.get(i);
      indexed.add(new Intended(i, op.refund(), op.slot(), op.digit(), op.reference(), op.amount()));
    }
    return List.copyOf(indexed);
  }

  List<Intended> plan() {
    return plan;
  }

  /** Which face of the clients a run calls. */
  enum Face {
    /** The blocking calls, from {@link #THREADS} threads. */
    BLOCKING,
    /** The {@code async()} calls: every operation started at once, then each future joined. */
    ASYNC
  }

  /** Runs every intended operation once through {@code face} and returns the results in plan order. */
  List<Intended.Result> runAll(Face face) throws InterruptedException {
    if (face == Face.ASYNC) {
      List<CompletableFuture<String>> started = new ArrayList<>();
      for (Intended op : plan) {
        started.add(startAsync(op));
      }
      List<Intended.Result> results = new ArrayList<>();
      for (CompletableFuture<String> future : started) {
        results.add(joined(future));
      }
      return results;
    }
    ExecutorService pool = Executors.newFixedThreadPool(THREADS);
    try {
      List<Future<Intended.Result>> futures = new ArrayList<>();
      for (Intended op : plan) {
        futures.add(pool.submit(() -> run(op)));
      }
      List<Intended.Result> results = new ArrayList<>();
      for (Future<Intended.Result> future : futures) {
        try {
          results.add(future.get());
        } catch (ExecutionException e) {
          results.add(new Intended.Result(null, null, e.getCause()));
        }
      }
      return results;
    } finally {
      pool.shutdownNow();
    }
  }

  /** Makes the call as a merchant would: the same request, with the same reference, every time. */
  Intended.Result run(Intended op) {
    try {
      if (op.refund()) {
        return new Intended.Result(plugins.get(op.slot()).refunds().create(refundRequest(op)).refundId(), null, null);
      }
      return new Intended.Result(merchant.payouts().initiate(payoutRequest(op)).transactionId(), null, null);
    } catch (ServiceException e) {
      return new Intended.Result(null, e, null);
    } catch (RuntimeException | Error e) {
      return new Intended.Result(null, null, e);
    }
  }

  private CompletableFuture<String> startAsync(Intended op) {
    try {
      return op.refund()
          ? plugins.get(op.slot()).async().refunds().create(refundRequest(op)).thenApply(Refund::refundId)
          : merchant.async().payouts().initiate(payoutRequest(op)).thenApply(PayoutInitiation::transactionId);
    } catch (RuntimeException | Error e) {
      return CompletableFuture.failedFuture(e);
    }
  }

  /** The future's id, or the SDK's exception it completed with (a {@code join()} wraps it). */
  private static Intended.Result joined(CompletableFuture<String> future) {
    try {
      return new Intended.Result(future.join(), null, null);
    } catch (CompletionException e) {
      Throwable cause = e.getCause();
      return cause instanceof ServiceException failure
          ? new Intended.Result(null, failure, null) : new Intended.Result(null, null, cause);
    } catch (RuntimeException | Error e) {
      return new Intended.Result(null, null, e);
    }
  }

  private CreateRefundRequest refundRequest(Intended op) {
    return CreateRefundRequest.builder().merchantId(refundMerchants.get(op.slot()).merchantId())
        .paymentId(paymentIds.get(op.slot())).amount(op.amount()).merchantRefundId(op.reference()).build();
  }

  private InitiatePayoutRequest payoutRequest(Intended op) {
    return InitiatePayoutRequest.builder().payeeId(payeeIds.get(op.slot())).amount(op.amount())
        .externalRef(op.reference()).method(PayoutMethod.IMPS).build();
  }

  /** The key the SDK derives for the operation, as the proxy sees it. */
  String idempotencyKey(Intended op) {
    return op.refund()
        ? IdempotencyKey.derive("refund", refundMerchants.get(op.slot()).merchantId(), paymentIds.get(op.slot()),
            op.reference()).value()
        : IdempotencyKey.derive("payout", op.reference()).value();
  }

  /** How many times each intended operation exists at the sandbox now, in plan order. */
  int[] existing() {
    Map<String, Integer> payouts = new HashMap<>();
    for (SandboxPayout payout : sandbox.payouts(payoutMerchant.merchantId())) {
      payouts.merge(payout.externalRef(), 1, Integer::sum);
    }
    List<String> refundedDigits = new ArrayList<>();
    for (SandboxMerchant m : refundMerchants) {
      BigDecimal refunded = PAYMENT.subtract(sandbox.ledger(m).balance().collectionBalance());
      BigInteger units = refunded.movePointRight(4).toBigIntegerExact();
      refundedDigits.add(String.format("%" + REFUNDS_PER_PAYMENT + "s", units).replace(' ', '0'));
    }
    int[] counts = new int[plan.size()];
    for (Intended op : plan) {
      if (op.refund()) {
        String digits = refundedDigits.get(op.slot());
        if (digits.length() > REFUNDS_PER_PAYMENT) {
          throw new AssertionError("refunds of payment " + op.slot() + " overflow their digits: " + digits);
        }
        counts[op.index()] = digits.charAt(REFUNDS_PER_PAYMENT - 1 - op.digit()) - '0';
      } else {
        counts[op.index()] = payouts.getOrDefault(op.reference(), 0);
      }
    }
    return counts;
  }
}
