package com.service.sdk.plugin.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class CustomerTest {

  @Test
  void toString_masksEveryField() {
    assertThat(new Customer("Asha Rao", "asha@example.com", "9800001234").toString())
        .isEqualTo("Customer[name=<redacted>, email=<redacted>, phone=<redacted>]");
  }

  @Test
  void constructor_rejectsMissingFields_namingThem() {
    assertThatThrownBy(() -> new Customer(null, "a@x.test", "1"))
        .isInstanceOf(NullPointerException.class)
        .hasMessageContaining("customer.name");
    assertThatThrownBy(() -> new Customer("A", "a@x.test", " "))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("customer.phone");
  }
}
