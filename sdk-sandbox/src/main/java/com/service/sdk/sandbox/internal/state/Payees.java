package com.service.sdk.sandbox.internal.state;

import com.service.sdk.sandbox.SandboxPayee;
import com.service.sdk.sandbox.IdKind;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/** Payees (operations 8 to 11): registration, listing and bank or UPI verification. */
public final class Payees {
  /**
   * A payee to register, as the request asked for it (already read and checked for form).
   *
   * @param legalName the legal name
   * @param email the email address, or null
   * @param phone the phone number, or null
   * @param bankAccountNo the bank account number, or null
   * @param routingId the bank routing id, or null
   * @param vpa the UPI address, or null
   * @param externalRef the merchant's beneficiary reference, or null
   */
  public record NewPayee(String legalName, @Nullable String email, @Nullable String phone, @Nullable String bankAccountNo, @Nullable String routingId,
      @Nullable String vpa, @Nullable String externalRef) {}

  /**
   * A payee as it stands.
   *
   * @param id the payee's id
   * @param legalName the legal name
   * @param email the email address, or null
   * @param phone the phone number, or null
   * @param bankAccountNo the bank account number, or null
   * @param routingId the bank routing id, or null
   * @param vpa the UPI address, or null
   * @param bankVerified whether the bank details passed verification
   * @param vpaVerified whether the UPI address passed verification
   * @param createdAt when it was registered
   */
  public record Payee(String id, String legalName, @Nullable String email, @Nullable String phone, @Nullable String bankAccountNo,
      @Nullable String routingId, @Nullable String vpa, boolean bankVerified, boolean vpaVerified, Instant createdAt) {}

  /**
   * One page of a merchant's payees.
   *
   * @param payees the payees on the page, in registration order
   * @param totalCount how many the merchant has
   */
  public record Page(List<Payee> payees, int totalCount) {}

  /** A registered payee; verification flags change only under the state lock. */
  static final class Entry {
    final String id;
    final Merchant merchant;
    final NewPayee request;
    final Instant createdAt;
    boolean bankVerified;
    boolean vpaVerified;

    Entry(String id, Merchant merchant, NewPayee request, Instant createdAt) {
      this.id = id;
      this.merchant = merchant;
      this.request = request;
      this.createdAt = createdAt;
    }

    String legalName() {
      return request.legalName();
    }
  }

  private final SandboxState state;
  private final Bounded<Entry> byId;
  private final Map<Merchant, List<Entry>> byMerchant = new HashMap<>();

  /**
   * Creates the payees of one sandbox.
   *
   * @param state the shared state
   */
  public Payees(SandboxState state) {
    this.state = state;
    this.byId = new Bounded<>(state.settings.maxResources(), payee -> {
      List<Entry> own = byMerchant.get(payee.merchant); // made when the payee was added
      if (own != null) {
        own.remove(payee);
      }
    });
  }

  /**
   * Registers a payee with bank details, a UPI address or both.
   *
   * @param merchant the merchant of the API key
   * @param request what to register
   * @return the new payee
   * @throws Refusal INVALID for bank details without both parts, neither bank details nor a UPI
   *     address, or a malformed account number or UPI address; CONFLICT when the merchant has the
   *     bank account already, or a chosen id is taken
   */
  public Payee create(Merchant merchant, NewPayee request) {
    String account = request.bankAccountNo();
    String routing = request.routingId();
    String vpa = request.vpa();
    if ((account == null) != (routing == null)) {
      throw Refusal.invalid("bank_account_no and routing_id must be sent together");
    }
    if (account == null && vpa == null) {
      throw Refusal.invalid("a payee needs bank details (bank_account_no and routing_id) or a vpa");
    }
    if (account != null && !account.matches("[A-Za-z0-9]{4,34}")) {
      throw Refusal.invalid("bank_account_no must be 4 to 34 letters or digits");
    }
    if (vpa != null && !vpa.matches("[A-Za-z0-9._-]+@[A-Za-z0-9.-]+")) {
      throw Refusal.invalid("vpa must look like name@bank");
    }
    synchronized (state.lock) {
      List<Entry> own = byMerchant.computeIfAbsent(merchant, m -> new ArrayList<>());
      if (account != null) {
        for (Entry existing : own) {
          if (account.equals(existing.request.bankAccountNo()) && routing.equals(existing.request.routingId())) {
            throw Refusal.conflict("bank account ending " + account.substring(account.length() - 4)
                + " is already registered for this merchant as payee " + existing.id);
          }
        }
      }
      String id = state.chosen.take(IdKind.PAYEE, byId::containsKey, state.ids::uuid);
      Entry payee = new Entry(id, merchant, request, state.now());
      own.add(payee);
      byId.put(payee.id, payee);
      return view(payee);
    }
  }

  /**
   * Returns a page of the merchant's payees.
   *
   * @param merchant the merchant of the API key
   * @param limit the most payees on the page
   * @param offset how many to skip
   * @return the page and the total count
   */
  public Page list(Merchant merchant, int limit, int offset) {
    synchronized (state.lock) {
      List<Entry> own = byMerchant.getOrDefault(merchant, List.of());
      List<Payee> page = new ArrayList<>();
      for (int i = offset; i < own.size() && i < (long) offset + limit; i++) {
        page.add(view(own.get(i)));
      }
      return new Page(page, own.size());
    }
  }

  /**
   * Verifies a payee's bank details (the sandbox's bank always agrees).
   *
   * @param merchant the merchant of the API key
   * @param payeeId the payee
   * @return the verified payee
   * @throws Refusal NOT_FOUND for an unknown or another merchant's payee, UNPROCESSABLE without bank details
   */
  public Payee verifyBank(Merchant merchant, String payeeId) {
    synchronized (state.lock) {
      Entry payee = owned(merchant, payeeId);
      if (payee.request.bankAccountNo() == null) {
        throw Refusal.unprocessable("payee " + payee.id + " has no bank details to verify");
      }
      payee.bankVerified = true;
      return view(payee);
    }
  }

  /**
   * Verifies a payee's UPI address (the sandbox's bank always agrees).
   *
   * @param merchant the merchant of the API key
   * @param payeeId the payee
   * @return the verified payee
   * @throws Refusal NOT_FOUND for an unknown or another merchant's payee, UNPROCESSABLE without a UPI address
   */
  public Payee verifyVpa(Merchant merchant, String payeeId) {
    synchronized (state.lock) {
      Entry payee = owned(merchant, payeeId);
      if (payee.request.vpa() == null) {
        throw Refusal.unprocessable("payee " + payee.id + " has no vpa to verify");
      }
      payee.vpaVerified = true;
      return view(payee);
    }
  }

  /**
   * Returns every kept payee, for the dashboard; account numbers show their last four digits only.
   *
   * @return the payees, oldest first
   */
  public List<Listed> listed() {
    synchronized (state.lock) {
      List<Listed> out = new ArrayList<>();
      for (Entry p : byId.values()) {
        String account = p.request.bankAccountNo();
        String bank = account == null ? "" : "; bank ****" + account.substring(Math.max(0, account.length() - 4));
        String vpa = p.request.vpa() == null ? "" : "; vpa " + p.request.vpa();
        String status = "bank " + (p.bankVerified ? "verified" : "unverified") + ", vpa "
            + (p.vpaVerified ? "verified" : "unverified");
        out.add(new Listed(p.id, p.merchant.id, null, null, status, p.legalName() + bank + vpa));
      }
      return out;
    }
  }

  /**
   * Returns a merchant's kept payees, each with the reference it was created with.
   *
   * @param merchant the merchant
   * @return the payees, oldest first
   */
  public List<SandboxPayee> of(Merchant merchant) {
    synchronized (state.lock) {
      List<SandboxPayee> out = new ArrayList<>();
      for (Entry p : byMerchant.getOrDefault(merchant, List.of())) {
        out.add(new SandboxPayee(p.id, p.request.externalRef(), p.legalName(), p.bankVerified, p.vpaVerified));
      }
      return out;
    }
  }

  /** The payee of this merchant; NOT_FOUND for unknown ids and other merchants' payees. Caller holds the lock. */
  Entry owned(Merchant merchant, String payeeId) {
    Entry payee = byId.get(payeeId);
    if (payee == null || payee.merchant != merchant) {
      throw Refusal.notFound("no payee " + payeeId);
    }
    return payee;
  }

  private static Payee view(Entry p) {
    NewPayee r = p.request;
    return new Payee(p.id, r.legalName(), r.email(), r.phone(), r.bankAccountNo(), r.routingId(), r.vpa(),
        p.bankVerified, p.vpaVerified, p.createdAt);
  }
}
