package com.service.sdk.payouts.model;

import com.service.sdk.core.internal.Checks;
import com.service.sdk.core.internal.LogRedactor;
import java.util.Objects;

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
  private final String emailAddress;
  private final String phoneNumber;
  private final String bankName;
  private final String category;
  private final String externalRef;
  private final String bankAccountNo;
  private final String routingId;
  private final String vpa;

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
  public String emailAddress() {
    return emailAddress;
  }

  /** {@return the phone number, or null} */
  public String phoneNumber() {
    return phoneNumber;
  }

  /** {@return the bank's name, or null} */
  public String bankName() {
    return bankName;
  }

  /** {@return the payee category, or null for the service default {@code individual}} */
  public String category() {
    return category;
  }

  /** {@return the merchant's beneficiary reference ({@code external_ref}), or null} */
  public String externalRef() {
    return externalRef;
  }

  /** {@return the bank account number ({@code bank_account_no}), or null for a UPI-only payee} */
  public String bankAccountNo() {
    return bankAccountNo;
  }

  /** {@return the bank routing id ({@code routing_id}, such as an IFSC), or null for a UPI-only payee} */
  public String routingId() {
    return routingId;
  }

  /** {@return the UPI address ({@code vpa}), or null for a bank-only payee} */
  public String vpa() {
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
    private String legalName;
    private String emailAddress;
    private String phoneNumber;
    private String bankName;
    private String category;
    private String externalRef;
    private String bankAccountNo;
    private String routingId;
    private String vpa;

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
     */
    public Builder legalName(String legalName) {
      this.legalName = Checks.text(legalName, "legalName");
      return this;
    }

    /**
     * Sets the email address; null for none.
     *
     * @param emailAddress the email address; null for none
     * @return this builder
     */
    public Builder emailAddress(String emailAddress) {
      this.emailAddress = Checks.text(emailAddress, "emailAddress");
      return this;
    }

    /**
     * Sets the phone number; null for none.
     *
     * @param phoneNumber the phone number; null for none
     * @return this builder
     */
    public Builder phoneNumber(String phoneNumber) {
      this.phoneNumber = Checks.text(phoneNumber, "phoneNumber");
      return this;
    }

    /**
     * Sets the bank's name; null for none.
     *
     * @param bankName the bank's name; null for none
     * @return this builder
     */
    public Builder bankName(String bankName) {
      this.bankName = Checks.text(bankName, "bankName");
      return this;
    }

    /**
     * Sets the category; null leaves it to the service ({@code individual}).
     *
     * @param category the category; null leaves it to the service ({@code individual})
     * @return this builder
     */
    public Builder category(String category) {
      this.category = Checks.text(category, "category");
      return this;
    }

    /**
     * Sets the merchant's own beneficiary reference; null for none.
     *
     * @param externalRef the merchant's own beneficiary reference; null for none
     * @return this builder
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
     * Sets the UPI address (VPA) that UPI payouts need, such as {@code "ravi@upi"}; null for none.
     *
     * @param vpa the UPI address (VPA) that UPI payouts need, such as {@code "ravi@upi"}; null for none
     * @return this builder
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
