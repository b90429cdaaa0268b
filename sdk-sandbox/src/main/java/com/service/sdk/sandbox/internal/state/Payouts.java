package com.service.sdk.sandbox.internal.state;

import com.service.sdk.sandbox.IdKind;
import com.service.sdk.sandbox.SandboxPayout;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/** Payouts (operation 12), their ledger transactions (operations 13 and 14) and their settlement. */
public final class Payouts {
  private static final Set<String> METHODS = Set.of("IMPS", "NEFT", "RTGS", "UPI");

  /**
   * A payout to make, as the request asked for it (already read and checked for form).
   *
   * @param payeeId the payee to pay
   * @param amount the amount the payee gets, positive, at most 4 decimals
   * @param externalRef the merchant's reference, unique per merchant
   * @param currency the currency code
   * @param method IMPS, NEFT, RTGS or UPI, or null for IMPS
   */
  public record NewPayout(String payeeId, BigDecimal amount, String externalRef, String currency, @Nullable String method) {}

  /**
   * A payout's ledger transaction as the status operations show it.
   *
   * @param payout the payout
   * @param internalRef the ledger's own reference (operation 14 shows it)
   * @param gatewayRef the gateway's reference once completed, else null
   * @param payeeName the payee's legal name
   */
  public record Transaction(SandboxPayout payout, String internalRef, @Nullable String gatewayRef, String payeeName) {}

  /** A ledger transaction of category DISBURSEMENT; mutable fields change only under the state lock. */
  private static final class Payout {
    final String id;
    final String internalRef;
    final Merchant merchant;
    final NewPayout request;
    final String method;
    final Payees.Entry payee;
    final BigDecimal fees;
    final BigDecimal gross;
    final boolean fromDeposit;
    final Instant createdAt;
    String status = "processing";
    @Nullable String gatewayRef;
    @Nullable String failureReason;
    Instant updatedAt;

    Payout(String id, String internalRef, Merchant merchant, NewPayout request, String method, Payees.Entry payee,
        BigDecimal fees, boolean fromDeposit, Instant createdAt) {
      this.id = id;
      this.internalRef = internalRef;
      this.merchant = merchant;
      this.request = request;
      this.method = method;
      this.payee = payee;
      this.fees = fees;
      this.gross = request.amount().add(fees);
      this.fromDeposit = fromDeposit;
      this.createdAt = createdAt;
      this.updatedAt = createdAt;
    }

    SandboxPayout snapshot() {
      return new SandboxPayout(id, request.externalRef(), payee.id, method, status, gross, fees, request.amount(),
          request.currency(), failureReason, createdAt, updatedAt);
    }
  }

  private final SandboxState state;
  private final Payees payees;
  private final Bounded<Payout> byId;
  private final Map<Merchant, List<Payout>> byMerchant = new HashMap<>();

  /**
   * Creates the payouts of one sandbox.
   *
   * @param state the shared state
   * @param payees the payees they pay
   */
  public Payouts(SandboxState state, Payees payees) {
    this.state = state;
    this.payees = payees;
    this.byId = new Bounded<>(state.settings.maxResources(), payout -> {
      List<Payout> own = byMerchant.get(payout.merchant); // made when the payout was added
      if (own != null) {
        own.remove(payout);
      }
    });
  }

  /**
   * Initiates a payout: amount plus fee leave the payout deposit when it covers them, else the
   * wallet, and are held until the payout completes or fails (at once when auto-settle is on).
   *
   * @param merchant the merchant of the API key
   * @param request what to pay
   * @return the payout as initiated, in status processing
   * @throws Refusal INVALID for an unknown method; UNPROCESSABLE for another currency than INR, an
   *     unverified payee or funds short; NOT_FOUND for an unknown or another merchant's payee;
   *     CONFLICT for an external_ref used before or a chosen id taken
   */
  public SandboxPayout initiate(Merchant merchant, NewPayout request) {
    String method = request.method() == null ? "IMPS" : request.method();
    if (!METHODS.contains(method)) {
      throw Refusal.invalid("payout_method must be one of IMPS, NEFT, RTGS, UPI; got " + method);
    }
    if (!"INR".equals(request.currency())) {
      throw Refusal.unprocessable("payouts are made in INR only; got currency " + request.currency());
    }
    synchronized (state.lock) {
      Payees.Entry payee = payees.owned(merchant, request.payeeId());
      List<Payout> own = byMerchant.computeIfAbsent(merchant, m -> new ArrayList<>());
      for (Payout existing : own) {
        if (existing.request.externalRef().equals(request.externalRef())) {
          throw Refusal.conflict("external_ref " + request.externalRef() + " is already used by transaction "
              + existing.id);
        }
      }
      requireVerified(payee, method);
      BigDecimal amount = request.amount();
      BigDecimal fee = state.settings.payoutFee().setScale(4);
      BigDecimal gross = amount.add(fee);
      boolean fromDeposit = merchant.payoutDeposit.compareTo(gross) >= 0;
      if (!fromDeposit && merchant.available.compareTo(gross) < 0) {
        throw Refusal.unprocessable("insufficient funds: the payout needs " + Formats.amount(gross)
            + " (amount " + Formats.amount(amount) + " + fee " + Formats.amount(fee)
            + ") but the payout deposit balance is " + Formats.amount(merchant.payoutDeposit)
            + " and the wallet balance is " + Formats.amount(merchant.available));
      }
      String id = state.chosen.take(IdKind.PAYOUT, byId::containsKey, () -> state.ids.token("txn_", 20));
      if (fromDeposit) {
        merchant.payoutDeposit = merchant.payoutDeposit.subtract(gross);
        merchant.payoutDepositLocked = merchant.payoutDepositLocked.add(gross);
      } else {
        merchant.available = merchant.available.subtract(gross);
        merchant.locked = merchant.locked.add(gross);
      }
      Payout payout = new Payout(id, state.ids.digits("INT", 14), merchant, request, method, payee, fee,
          fromDeposit, state.now());
      own.add(payout);
      byId.put(payout.id, payout);
      SandboxPayout initiated = payout.snapshot();
      if (state.settings.autoSettlePayouts()) {
        complete(payout);
      }
      return initiated;
    }
  }

  /**
   * Returns one of the merchant's payouts as a ledger transaction, or null when the id names none
   * of them (it may name a collection: {@link CollectionLedger}).
   *
   * @param merchant the merchant of the API key
   * @param transactionId the transaction id
   * @return the transaction now, or null
   */
  public @Nullable Transaction find(Merchant merchant, String transactionId) {
    synchronized (state.lock) {
      Payout payout = byId.get(transactionId);
      if (payout == null || payout.merchant != merchant) {
        return null;
      }
      return new Transaction(payout.snapshot(), payout.internalRef, payout.gatewayRef, payout.payee.legalName());
    }
  }

  /**
   * Returns a merchant's payouts.
   *
   * @param merchant the merchant
   * @return the payouts, oldest first
   */
  public List<SandboxPayout> of(Merchant merchant) {
    synchronized (state.lock) {
      List<SandboxPayout> out = new ArrayList<>();
      for (Payout payout : byMerchant.getOrDefault(merchant, List.of())) {
        out.add(payout.snapshot());
      }
      return out;
    }
  }

  /**
   * Completes a payout (processing to COMPLETED): the held funds leave; sends payout.completed.
   *
   * @param transactionId the payout's transaction id
   * @return the completed payout
   * @throws Refusal NOT_FOUND for an unknown transaction, CONFLICT when it is not processing
   */
  public SandboxPayout complete(String transactionId) {
    synchronized (state.lock) {
      return complete(find(transactionId));
    }
  }

  /**
   * Fails a payout (processing to FAILED): the held funds return; sends payout.failed.
   *
   * @param transactionId the payout's transaction id
   * @param reason the failure reason to report
   * @return the failed payout
   * @throws Refusal NOT_FOUND for an unknown transaction, INVALID for a blank reason, CONFLICT when
   *     it is not processing
   */
  public SandboxPayout fail(String transactionId, String reason) {
    synchronized (state.lock) {
      Payout payout = find(transactionId);
      if (reason == null || reason.isBlank()) {
        throw Refusal.invalid("a failure reason is required");
      }
      settle(payout, "FAILED");
      payout.failureReason = reason;
      release(payout, true);
      return notify(payout);
    }
  }

  /**
   * Returns every kept payout, for the dashboard.
   *
   * @return the payouts, oldest first
   */
  public List<Listed> listed() {
    synchronized (state.lock) {
      List<Listed> out = new ArrayList<>();
      for (Payout p : byId.values()) {
        String failure = p.failureReason == null ? "" : "; " + p.failureReason;
        out.add(new Listed(p.id, p.merchant.id, p.gross, p.request.currency(), p.status,
            p.method + " to payee " + p.payee.id + " (ref " + p.request.externalRef() + ")" + failure));
      }
      return out;
    }
  }

  private static void requireVerified(Payees.Entry payee, String method) {
    if ("UPI".equals(method) && !payee.vpaVerified) {
      throw Refusal.unprocessable("payee " + payee.id + " must pass UPI verification (verify/vpa) before a UPI payout");
    }
    if (!"UPI".equals(method) && !payee.bankVerified) {
      throw Refusal.unprocessable("payee " + payee.id + " must pass bank verification (verify/bank) before a "
          + method + " payout");
    }
  }

  private Payout find(String transactionId) {
    Payout payout = byId.get(transactionId);
    if (payout == null) {
      throw Refusal.notFound("no transaction " + transactionId);
    }
    return payout;
  }

  private SandboxPayout complete(Payout payout) {
    settle(payout, "COMPLETED");
    payout.gatewayRef = state.ids.digits("GW", 12);
    release(payout, false);
    return notify(payout);
  }

  private void settle(Payout payout, String status) {
    if (!"processing".equals(payout.status)) {
      throw Refusal.conflict("transaction " + payout.id + " is " + payout.status + ", not processing");
    }
    payout.status = status;
    payout.updatedAt = state.now();
  }

  private static void release(Payout payout, boolean refund) {
    Merchant m = payout.merchant;
    if (payout.fromDeposit) {
      m.payoutDepositLocked = m.payoutDepositLocked.subtract(payout.gross);
      m.payoutDeposit = refund ? m.payoutDeposit.add(payout.gross) : m.payoutDeposit;
    } else {
      m.locked = m.locked.subtract(payout.gross);
      m.available = refund ? m.available.add(payout.gross) : m.available;
    }
  }

  private SandboxPayout notify(Payout payout) {
    String event = "COMPLETED".equals(payout.status) ? "payout.completed" : "payout.failed";
    Map<String, Object> fields = new LinkedHashMap<>();
    fields.put("transaction_id", payout.id);
    fields.put("external_ref", payout.request.externalRef());
    fields.put("status", payout.status);
    fields.put("amount", payout.request.amount());
    fields.put("currency", payout.request.currency());
    fields.put("failure_reason", payout.failureReason);
    state.callback(payout.merchant.notifyUrl, event, payout.merchant, fields);
    return payout.snapshot();
  }
}
