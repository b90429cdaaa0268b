package com.service.sdk.payouts.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

final class CreatePayeeRequestTest {

  @Test
  void build_withNeitherBankDetailsNorVpa_isRejectedSayingWhy() {
    assertThatThrownBy(() -> CreatePayeeRequest.builder().legalName("Ravi Kumar").build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("bankAccount(accountNo, routingId)").hasMessageContaining("vpa(..)");
  }

  @Test
  void build_withBankDetailsOnly_orVpaOnly_isAccepted() {
    CreatePayeeRequest bank = CreatePayeeRequest.builder().legalName("Ravi")
        .bankAccount("50100012345678", "HDFC0001234").build();
    CreatePayeeRequest upi = CreatePayeeRequest.builder().legalName("Ravi").vpa("ravi@upi").build();

    assertThat(bank.bankAccountNo()).isEqualTo("50100012345678");
    assertThat(bank.routingId()).isEqualTo("HDFC0001234");
    assertThat(bank.vpa()).isNull();
    assertThat(upi.vpa()).isEqualTo("ravi@upi");
    assertThat(upi.bankAccountNo()).isNull();
  }

  @Test
  void bankAccount_takesNumberAndRoutingIdTogether() {
    assertThatThrownBy(() -> CreatePayeeRequest.builder().bankAccount("50100012345678", null))
        .isInstanceOf(NullPointerException.class).hasMessageContaining("routingId");
    assertThatThrownBy(() -> CreatePayeeRequest.builder().legalName("R").bankAccount(" ", "HDFC0001234").build())
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("bankAccountNo");
  }

  @Test
  void build_withoutLegalName_namesIt() {
    assertThatThrownBy(() -> CreatePayeeRequest.builder().vpa("r@upi").build())
        .isInstanceOf(NullPointerException.class).hasMessageContaining("legalName");
    assertThatThrownBy(() -> CreatePayeeRequest.builder().legalName("  ").vpa("r@upi").build())
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("legalName");
  }

  @Test
  void toBuilder_copiesEveryValue() {
    CreatePayeeRequest request = CreatePayeeRequest.builder().legalName("Ravi").emailAddress("r@example.com")
        .phoneNumber("98").bankName("HDFC").category("vendor").externalRef("ben_7")
        .bankAccount("50100012345678", "HDFC0001234").vpa("ravi@upi").build();

    assertThat(request.toBuilder().build()).usingRecursiveComparison().isEqualTo(request);
  }

  @Test
  void toString_showsTheLastFourDigitsOnly_andMasksPersonalData() {
    String text = CreatePayeeRequest.builder().legalName("Ravi Kumar").emailAddress("ravi@example.com")
        .bankAccount("50100012345678", "HDFC0001234").vpa("ravi@upi").build().toString();

    assertThat(text).contains("****5678")
        .doesNotContain("50100012345678", "Ravi Kumar", "ravi@example.com", "ravi@upi");
  }
}
