package com.service.sdk.systemtests.chaos;

import com.service.sdk.core.IdempotencyKey;
import com.service.sdk.core.ServiceException;
import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.model.CreateLinkRequest;
import com.service.sdk.payouts.model.CreatePayeeRequest;
import com.service.sdk.payouts.model.InitiatePayoutRequest;
import com.service.sdk.payouts.model.Payee;
import com.service.sdk.payouts.model.PaymentLink;
import com.service.sdk.payouts.model.PayoutInitiation;
import com.service.sdk.payouts.model.PayoutMethod;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.plugin.model.CreatePaymentRequest;
import com.service.sdk.plugin.model.CreateRefundRequest;
import com.service.sdk.plugin.model.HostedPayment;
import com.service.sdk.plugin.model.Refund;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import com.service.sdk.systemtests.chaos.Intended.Kind;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The world of one chaos run: merchants with one paid payment each (for refunds), a merchant
 * with verified payees (for payouts) that also creates the run's links and payees, a merchant
 * that creates the run's hosted payments, the SDK clients (through the proxy), the seeded plan,
 * and the calls a merchant makes. {@link ChaosLedger} reads the sandbox's state back.
 *
 * <p>Refunds and payouts carry an idempotency key, which the SDK derives from their
 * references and retries with. Payments, links and payees carry none (the spec gives them
 * none): the SDK never sends one again once it may have arrived, and each is told apart by the
 * reference in its body ({@code order_id}, {@code external_id}, {@code external_ref}).
 */
final class ChaosRun {
  static final int REFUNDS_PER_PAYMENT = 8;
  static final int PAYEES = 20;
  static final int THREADS = 16;
  static final BigDecimal PAYMENT = new BigDecimal("20000.00");
  /** Shorter than {@link ChaosFaults#HOLD}: a held answer always times the attempt out. */
  static final Duration READ_TIMEOUT = Duration.ofSeconds(1);
  private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(2);
  /**
   * Far above the time a call waits in the dispatcher's queue when the asynchronous face starts
   * 5,000 at once (about 30 s here), so no deadline cuts a call short and both faces meet the
   * same faults.
   */
  private static final Duration CALL_TIMEOUT = Duration.ofMinutes(3);
  /** The SDK's default: two retries after the first attempt. */
  private static final int MAX_RETRIES = 2;
  private static final Duration BACKOFF = Duration.ofMillis(10);
  /** Above the faults' one-second Retry-After, so the SDK honours it rather than giving up. */
  private static final Duration MAX_BACKOFF = Duration.ofMillis(1100);

  /** How many operations of each kind a run plans. */
  record Sizes(int refunds, int payouts, int payments, int links, int payees) {
    static Sizes fromSystemProperties() {
      return new Sizes(Integer.getInteger("chaos.refunds", 200), Integer.getInteger("chaos.payouts", 200),
          Integer.getInteger("chaos.payments", 60), Integer.getInteger("chaos.links", 60),
          Integer.getInteger("chaos.payees", 60));
    }

    int total() {
      return refunds + payouts + payments + links + payees;
    }
  }

  final Sandbox sandbox;
  private final long seed;
  final List<SandboxMerchant> refundMerchants = new ArrayList<>();
  private final List<PluginClient> plugins = new ArrayList<>();
  final List<String> paymentIds = new ArrayList<>();
  final SandboxMerchant payoutMerchant;
  private final MerchantClient merchant;
  final SandboxMerchant paymentMerchant;
  private final PluginClient payments;
  private final List<String> payeeIds = new ArrayList<>();
  private final List<Intended> plan;

  ChaosRun(Sandbox sandbox, String baseUrl, long seed, Sizes sizes) {
    this.sandbox = sandbox;
    this.seed = seed;
    int paid = (sizes.refunds() + REFUNDS_PER_PAYMENT - 1) / REFUNDS_PER_PAYMENT;
    for (int p = 0; p < paid; p++) {
      SandboxMerchant m = sandbox.createMerchant();
      PluginClient plugin = plugin(baseUrl, m);
      String paymentId = plugin.payments().create(CreatePaymentRequest.builder().merchantId(m.merchantId())
          .orderId("chaos-" + seed + "-order-" + p).amount(PAYMENT)
          .customer("Asha Rao", "asha@example.com", "9800000000").build()).paymentId();
      sandbox.payPayment(paymentId);
      refundMerchants.add(m);
      plugins.add(plugin);
      paymentIds.add(paymentId);
    }
    this.paymentMerchant = sandbox.createMerchant();
    this.payments = plugin(baseUrl, paymentMerchant);
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
    this.plan = plan(sizes);
  }

  private static PluginClient plugin(String baseUrl, SandboxMerchant m) {
    return PluginClient.builder().baseUrl(baseUrl).credentials(m.apiKeyId(), m.apiSecret())
        .connectTimeout(CONNECT_TIMEOUT).readTimeout(READ_TIMEOUT).callTimeout(CALL_TIMEOUT)
        .maxRetries(MAX_RETRIES).retryBackoff(BACKOFF, MAX_BACKOFF).build();
  }

  private List<Intended> plan(Sizes sizes) {
    List<Intended> intended = new ArrayList<>();
    String prefix = "chaos-" + seed + "-";
    for (int r = 0; r < sizes.refunds(); r++) {
      int digit = r % REFUNDS_PER_PAYMENT;
      intended.add(new Intended(0, Kind.REFUND, r / REFUNDS_PER_PAYMENT, digit, prefix + "refund-" + r,
          BigDecimal.ONE.movePointLeft(4 - digit)));
    }
    for (int p = 0; p < sizes.payouts(); p++) {
      intended.add(new Intended(0, Kind.PAYOUT, p % PAYEES, 0, prefix + "payout-" + p, cents(p)));
    }
    for (int p = 0; p < sizes.payments(); p++) {
      intended.add(new Intended(0, Kind.PAYMENT, 0, 0, prefix + "payment-" + p, cents(p)));
    }
    for (int l = 0; l < sizes.links(); l++) {
      intended.add(new Intended(0, Kind.LINK, 0, 0, prefix + "link-" + l, cents(l)));
    }
    for (int p = 0; p < sizes.payees(); p++) {
      intended.add(new Intended(0, Kind.PAYEE, 0, 0, prefix + "payee-" + p, BigDecimal.ZERO));
    }
    Collections.shuffle(intended, new Random(seed));
    List<Intended> indexed = new ArrayList<>();
    for (int i = 0; i < intended.size(); i++) {
      Intended op = intended.get(i);
      indexed.add(new Intended(i, op.kind(), op.slot(), op.digit(), op.reference(), op.amount()));
    }
    return List.copyOf(indexed);
  }

  private static BigDecimal cents(int n) {
    return new BigDecimal("1.00").add(BigDecimal.valueOf(n % 50, 2));
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
      String id = switch (op.kind()) {
        case REFUND -> plugins.get(op.slot()).refunds().create(refundRequest(op)).refundId();
        case PAYOUT -> merchant.payouts().initiate(payoutRequest(op)).transactionId();
        case PAYMENT -> payments.payments().create(paymentRequest(op)).paymentId();
        case LINK -> merchant.links().create(linkRequest(op)).shortId();
        case PAYEE -> merchant.payees().create(payeeRequest(op)).id();
      };
      return new Intended.Result(id, null, null);
    } catch (ServiceException e) {
      return new Intended.Result(null, e, null);
    } catch (RuntimeException | Error e) {
      return new Intended.Result(null, null, e);
    }
  }

  private CompletableFuture<String> startAsync(Intended op) {
    try {
      return switch (op.kind()) {
        case REFUND -> plugins.get(op.slot()).async().refunds().create(refundRequest(op)).thenApply(Refund::refundId);
        case PAYOUT -> merchant.async().payouts().initiate(payoutRequest(op)).thenApply(PayoutInitiation::transactionId);
        case PAYMENT -> payments.async().payments().create(paymentRequest(op)).thenApply(HostedPayment::paymentId);
        case LINK -> merchant.async().links().create(linkRequest(op)).thenApply(PaymentLink::shortId);
        case PAYEE -> merchant.async().payees().create(payeeRequest(op)).thenApply(Payee::id);
      };
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

  private CreatePaymentRequest paymentRequest(Intended op) {
    return CreatePaymentRequest.builder().merchantId(paymentMerchant.merchantId()).orderId(op.reference())
        .amount(op.amount()).customer("Asha Rao", "asha@example.com", "9800000000").build();
  }

  private static CreateLinkRequest linkRequest(Intended op) {
    return CreateLinkRequest.builder().title("Invoice " + op.reference()).amount(op.amount())
        .externalId(op.reference()).customer("Asha Rao", "asha@example.com", "9800000000").build();
  }

  /** A UPI payee: no bank account, so the service's one-account-once rule cannot hide a duplicate. */
  private static CreatePayeeRequest payeeRequest(Intended op) {
    return CreatePayeeRequest.builder().legalName("Payee " + op.reference())
        .vpa(op.reference().replace("-", "") + "@upi").externalRef(op.reference()).build();
  }

  /**
   * How the proxy tells the run's requests apart: a refund's or payout's
   * {@code Idempotency-Key} as the SDK derives it, or the reference that an unkeyed create
   * carries in its body.
   */
  String trackingKey(Intended op) {
    return switch (op.kind()) {
      case REFUND -> IdempotencyKey.derive("refund", refundMerchants.get(op.slot()).merchantId(),
          paymentIds.get(op.slot()), op.reference()).value();
      case PAYOUT -> IdempotencyKey.derive("payout", op.reference()).value();
      default -> op.reference();
    };
  }
}
