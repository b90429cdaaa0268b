package com.service.sdk.plugin.model;

import com.service.sdk.core.internal.Checks;

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
   * @param name the customer's name
   * @param email the customer's email address
   * @param phone the customer's phone number
   * @throws NullPointerException naming the field if one is null
   * @throws IllegalArgumentException naming the field if one is blank
   */
  public Customer {
    Checks.text(name, "customer.name");
    Checks.text(email, "customer.email");
    Checks.text(phone, "customer.phone");
  }

  /** Returns the fields masked, like every personal field in the SDK: {@code Customer[name=<redacted>, ...]}. */
  @Override
  public String toString() {
    return "Customer[name=" + Checks.masked(name) + ", email=" + Checks.masked(email) + ", phone="
        + Checks.masked(phone) + "]";
  }
}
