package com.service.sdk.plugin.model;

import com.service.sdk.core.internal.Checks;
import com.service.sdk.core.internal.LogRedactor;

/**
 * The customer of a hosted payment (spec 2.1): personal data, so {@link #toString()}
 * masks every field.
 *
 * @param name the customer's name
 * @param email the customer's email address
 * @param phone the customer's phone number
 */
public record Customer(String name, String email, String phone) {

  /**
   * Checks that every field is present.
   *
   * @throws NullPointerException naming the field if one is null
   * @throws IllegalArgumentException naming the field if one is blank
   */
  public Customer {
    Checks.text(name, "customer.name");
    Checks.text(email, "customer.email");
    Checks.text(phone, "customer.phone");
  }

  /** Returns the fields masked: {@code Customer[name=A***, email=a***@example.com, phone=****0000]}. */
  @Override
  public String toString() {
    int at = email.lastIndexOf('@');
    String maskedEmail = at > 0 ? email.charAt(0) + "***" + email.substring(at) : "***";
    return "Customer[name=" + name.charAt(0) + "***, email=" + maskedEmail + ", phone="
        + LogRedactor.lastFour(phone) + "]";
  }
}
