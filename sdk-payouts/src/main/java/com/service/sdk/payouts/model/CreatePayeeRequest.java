package com.service.sdk.payouts.model;

import com.service.sdk.core.internal.Checks;
import com.service.sdk.core.internal.LogRedactor;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * What {@code payees().create(..)} sends to register a payout recipient (spec 2.5,
 * operation 8). Immutable; make one with {@link #builder()}, change a copy with
 * {@link #toBuilder()}.
 *
 * <p>Required: {@code legalName}, and a way to pay the payee: bank details (account
 * number and routing id together, {@link Builder#bankAccount}), needed for IMPS, NEFT and
 * RTGS payouts, or a UPI address ({@link Builder#vpa}), needed for UPI payouts, or both.
 * The spec lets a request carry neither, but such a payee could never be paid, so the SDK
 * rejects it before sending. Unset optional fields are not sent; the service then applies
 * its defaults (category {@code individual}). A merchant cannot register the same bank
 * account twice: the service refuses the second one. {@code toString()} masks personal
 * data and shows only the last four digits of the account number.
 */
public final class CreatePayeeRequest {
  private final String legalName;
  private final @Nullable String emailAddress;
  private final @Nullable String phoneNumber;
  private final @Nullable String bankName;
  private final @Nullable String category;
  private final @Nullable String externalRef;
  private final @Nullable String bankAccountNo;
  private final @Nullable String routingId;
  private final @Nullable String vpa;

  private CreatePayeeRequest(Builder b) {
    this.legalName = Checks.requiredText(b.legalName, "legalName");
    this.emailAddress = Checks.optionalText(b.emailAddress, "emailAddress");
    this.phoneNumber = Checks.optionalText(b.phoneNumber, "phoneNumber");
    this.bankName = Checks.optionalText(b.bankName, "bankName");
    this.category = Checks.optionalText(b.category, "category");
    this.externalRef = Checks.optionalText(b.externalRef, "externalRef");
    this.bankAccountNo = Checks.optionalText(b.bankAccountNo, "bankAccountNo");
    this.routingId = Checks.optionalText(b.routingId, "routingId");
    this.vpa = Checks.optionalText(b.vpa, "vpa");
    if (bankAccountNo == null && vpa == null) {
      throw new IllegalArgumentException("a payee needs bankAccount(accountNo, routingId) for IMPS, NEFT or RTGS"
          + " payouts, or vpa(..) for UPI payouts; neither is set");
    }
  }

  /** {@return a new, empty builder} */
  public static Builder builder() {
    return new Builder();
  }

  /** {@return a builder holding this request's values} */
  public Builder toBuilder() {
    return new Builder(this);
  }

  /** {@return the payee's legal name ({@code legal_name})} */
  public String legalName() {
    return legalName;
  }

  /** {@return the email address, or null} */
  public @Nullable String emailAddress() {
    return emailAddress;
  }

  /** {@return the phone number, or null} */
  public @Nullable String phoneNumber() {
    return phoneNumber;
  }

  /** {@return the bank's name, or null} */
  public @Nullable String bankName() {
    return bankName;
  }

  /** {@return the payee category, or null for the service default {@code individual}} */
  public @Nullable String category() {
    return category;
  }

  /** {@return the merchant's beneficiary reference ({@code external_ref}), or null} */
  public @Nullable String externalRef() {
    return externalRef;
  }

  /** {@return the bank account number ({@code bank_account_no}), or null for a UPI-only payee} */
  public @Nullable String bankAccountNo() {
    return bankAccountNo;
  }

  /** {@return the bank routing id ({@code routing_id}, such as an IFSC), or null for a UPI-only payee} */
  public @Nullable String routingId() {
    return routingId;
  }

  /** {@return the UPI address ({@code vpa}), or null for a bank-only payee} */
  public @Nullable String vpa() {
    return vpa;
  }

  @Override
  public String toString() {
    return "CreatePayeeRequest[legalName=" + Checks.masked(legalName) + ", emailAddress=" + Checks.masked(emailAddress)
        + ", phoneNumber=" + Checks.masked(phoneNumber) + ", bankName=" + bankName + ", category=" + category
        + ", externalRef=" + externalRef + ", bankAccountNo=" + (bankAccountNo == null ? "null" : LogRedactor.lastFour(bankAccountNo))
        + ", routingId=" + routingId + ", vpa=" + Checks.masked(vpa) + "]";
  }

  /** Builds a {@link CreatePayeeRequest}; {@link #build()} checks every rule. */
  public static final class Builder {
    private @Nullable String legalName;
    private @Nullable String emailAddress;
    private @Nullable String phoneNumber;
    private @Nullable String bankName;
    private @Nullable String category;
    private @Nullable String externalRef;
    private @Nullable String bankAccountNo;
    private @Nullable String routingId;
    private @Nullable String vpa;

    private Builder() {}

    private Builder(CreatePayeeRequest r) {
      legalName = r.legalName;
      emailAddress = r.emailAddress;
      phoneNumber = r.phoneNumber;
      bankName = r.bankName;
      category = r.category;
      externalRef = r.externalRef;
      bankAccountNo = r.bankAccountNo;
      routingId = r.routingId;
      vpa = r.vpa;
    }

    /**
     * Sets the payee's legal name (required).
     *
     * @param legalName the payee's legal name
     * @return this builder
     * @throws NullPointerException if {@code legalName} is null
     */
    public Builder legalName(String legalName) {
      this.legalName = Checks.text(legalName, "legalName");
      return this;
    }

    /**
     * Sets the email address; leave unset for none.
     *
     * @param emailAddress the email address; leave unset for none
     * @return this builder
     * @throws NullPointerException if {@code emailAddress} is null
     */
    public Builder emailAddress(String emailAddress) {
      this.emailAddress = Checks.text(emailAddress, "emailAddress");
      return this;
    }

    /**
     * Sets the phone number; leave unset for none.
     *
     * @param phoneNumber the phone number; leave unset for none
     * @return this builder
     * @throws NullPointerException if {@code phoneNumber} is null
     */
    public Builder phoneNumber(String phoneNumber) {
      this.phoneNumber = Checks.text(phoneNumber, "phoneNumber");
      return this;
    }

    /**
     * Sets the bank's name; leave unset for none.
     *
     * @param bankName the bank's name; leave unset for none
     * @return this builder
     * @throws NullPointerException if {@code bankName} is null
     */
    public Builder bankName(String bankName) {
      this.bankName = Checks.text(bankName, "bankName");
      return this;
    }

    /**
     * Sets the category; unset leaves it to the service ({@code individual}).
     *
     * @param category the category; unset leaves it to the service ({@code individual})
     * @return this builder
     * @throws NullPointerException if {@code category} is null
     */
    public Builder category(String category) {
      this.category = Checks.text(category, "category");
      return this;
    }

    /**
     * Sets the merchant's own beneficiary reference; leave unset for none.
     *
     * @param externalRef the merchant's own beneficiary reference; leave unset for none
     * @return this builder
     * @throws NullPointerException if {@code externalRef} is null
     */
    public Builder externalRef(String externalRef) {
      this.externalRef = Checks.text(externalRef, "externalRef");
      return this;
    }

    /**
     * Sets the bank details that IMPS, NEFT and RTGS payouts need: the account number and
     * the routing id (such as an IFSC), which the service takes together.
     *
     * @param accountNo the bank account number
     * @param routingId the bank branch's routing id, such as an IFSC
     * @return this builder
     * @throws NullPointerException if either is null
     */
    public Builder bankAccount(String accountNo, String routingId) {
      this.bankAccountNo = Checks.text(accountNo, "bankAccountNo");
      this.routingId = Checks.text(routingId, "routingId");
      return this;
    }

    /**
     * Sets the UPI address (VPA) that UPI payouts need, such as {@code "ravi@upi"}; leave unset for none.
     *
     * @param vpa the UPI address (VPA) that UPI payouts need, such as {@code "ravi@upi"}; leave unset for none
     * @return this builder
     * @throws NullPointerException if {@code vpa} is null
     */
    public Builder vpa(String vpa) {
      this.vpa = Checks.text(vpa, "vpa");
      return this;
    }

    /**
     * {@return the request}
     *
     * @throws NullPointerException if {@code legalName} is not set
     * @throws IllegalArgumentException naming a blank field, or when neither bank details
     *     nor a UPI address are set
     */
    public CreatePayeeRequest build() {
      return new CreatePayeeRequest(this);
    }
  }
}
