package com.service.sdk.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

/** Operations 8 to 11: payee records, duplicate accounts, verification and listing bounds. */
class PayeesTest extends SandboxWireTest {
  private static final String CREATE = "/api/v1/payees/external/create";
  private static final String LIST = "/api/v1/payees/external/list";

  private String create(SandboxMerchant m, String body) {
    WireResponse r = wire.hmac(m).post(CREATE, body);
    assertThat(r.status()).as(r.body()).isEqualTo(200);
    return r.data().get("id").asText();
  }

  @Test
  void create_storesVpaAsVpaAddress_pendingCompliance() {
    WireResponse r = wire.hmac(sandbox.createMerchant()).post(CREATE,
        "{\"legal_name\":\"Asha Rao\",\"email_address\":\"asha@example.com\",\"phone_number\":\"9800000000\","
            + "\"vpa\":\"asha@okbank\",\"category\":\"individual\",\"external_ref\":\"ben_1\"}");
    assertThat(r.status()).as(r.body()).isEqualTo(200);
    assertThat(r.message()).isNotEmpty();
    JsonNode payee = r.data();
    assertThat(payee.get("vpa_address").asText()).isEqualTo("asha@okbank");
    assertThat(payee.has("vpa")).isFalse();
    assertThat(payee.get("status").asText()).isEqualTo("active");
    assertThat(payee.get("compliance_status").asText()).isEqualTo("pending");
    assertThat(payee.get("bank_account_no").isNull()).isTrue();
    assertThat(payee.get("created_at").asText()).matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z");
  }

  @Test
  void sameBankAccountTwice_forOneMerchant_is409_butAnotherMerchantMayRegisterIt() {
    SandboxMerchant m = sandbox.createMerchant();
    create(m, Fixtures.bankPayeeBody("50100012345678"));
    WireResponse again = wire.hmac(m).post(CREATE, Fixtures.bankPayeeBody("50100012345678"));
    assertThat(again.status()).isEqualTo(409);
    assertThat(again.message()).contains("already registered").doesNotContain("50100012345678");
    create(sandbox.createMerchant(), Fixtures.bankPayeeBody("50100012345678"));
  }

  @Test
  void postWithoutJsonContentType_is415() {
    WireResponse r = wire.hmac(sandbox.createMerchant()).contentType("application/x-www-form-urlencoded")
        .post(CREATE, Fixtures.bankPayeeBody("11112222333"));
    assertThat(r.status()).isEqualTo(415);
    assertThat(r.json().get("success").asBoolean()).isFalse();
  }

  @Test
  void incompleteBankDetailsOrNoDestination_is400() {
    SandboxMerchant m = sandbox.createMerchant();
    assertThat(wire.hmac(m).post(CREATE, "{\"legal_name\":\"A\",\"bank_account_no\":\"12345678\"}").message())
        .contains("together");
    assertThat(wire.hmac(m).post(CREATE, "{\"legal_name\":\"A\"}").status()).isEqualTo(400);
    assertThat(wire.hmac(m).post(CREATE, "{\"legal_name\":\"A\",\"vpa_address\":\"a@b\"}").message())
        .contains("unknown field vpa_address");
  }

  @Test
  void verification_movesCompliancePendingToVerified() {
    SandboxMerchant m = sandbox.createMerchant();
    String id = create(m, Fixtures.bankPayeeBody("60100012345678"));
    WireResponse bank = wire.hmac(m).post("/api/v1/payees/external/" + id + "/verify/bank", "{}");
    assertThat(bank.status()).isEqualTo(200);
    assertThat(bank.data().get("status").asText()).isEqualTo("verified");
    assertThat(bank.data().get("name_at_bank").asText()).isEqualTo("Ravi Kumar");
    JsonNode listed = wire.hmac(m).get(LIST).data().get("payees").get(0);
    assertThat(listed.get("compliance_status").asText()).isEqualTo("verified");

    String upi = create(m, "{\"legal_name\":\"Asha\",\"vpa\":\"asha@okbank\"}");
    WireResponse vpa = wire.hmac(m).post("/api/v1/payees/external/" + upi + "/verify/vpa", "{}");
    assertThat(vpa.data().get("status").asText()).isEqualTo("verified");
    assertThat(vpa.data().get("name_at_vpa").asText()).isEqualTo("Asha");
    assertThat(vpa.data().get("vpa").asText()).isEqualTo("asha@okbank");
  }

  @Test
  void verifyBank_needsBankDetails_verifyVpa_needsVpa() {
    SandboxMerchant m = sandbox.createMerchant();
    String upiOnly = create(m, "{\"legal_name\":\"Asha\",\"vpa\":\"asha@okbank\"}");
    String bankOnly = create(m, Fixtures.bankPayeeBody("70100012345678"));
    WireResponse bank = wire.hmac(m).post("/api/v1/payees/external/" + upiOnly + "/verify/bank", "{}");
    assertThat(bank.status()).isEqualTo(422);
    assertThat(bank.message()).contains("no bank details");
    assertThat(wire.hmac(m).post("/api/v1/payees/external/" + bankOnly + "/verify/vpa", "{}").message()).contains("no vpa");
    assertThat(wire.hmac(m).post("/api/v1/payees/external/" + bankOnly + "/verify/bank", "{\"x\":1}").status())
        .as("the body is an empty object").isEqualTo(400);
  }

  @Test
  void list_pagesWithLimitAndOffset_andReportsTotalCount() {
    SandboxMerchant m = sandbox.createMerchant();
    for (int i = 0; i < 5; i++) {
      create(m, Fixtures.bankPayeeBody("8010001234567" + i));
    }
    JsonNode page = wire.hmac(m).get(LIST + "?limit=2&offset=3").data();
    assertThat(page.get("total_count").asInt()).isEqualTo(5);
    assertThat(page.get("payees")).hasSize(2);
    assertThat(page.get("payees").get(0).get("bank_account_no").asText()).isEqualTo("80100012345673");
    assertThat(wire.hmac(m).get(LIST).data().get("payees")).as("default limit 50").hasSize(5);
    assertThat(wire.hmac(m).get(LIST + "?offset=9").data().get("payees")).isEmpty();
  }

  @Test
  void list_outOfRangeParameters_are400() {
    SandboxMerchant m = sandbox.createMerchant();
    assertThat(wire.hmac(m).get(LIST + "?limit=0").message()).contains("limit must be an integer from 1 to 200");
    assertThat(wire.hmac(m).get(LIST + "?limit=201").status()).isEqualTo(400);
    assertThat(wire.hmac(m).get(LIST + "?limit=200").status()).isEqualTo(200);
    assertThat(wire.hmac(m).get(LIST + "?offset=-1").status()).isEqualTo(400);
    assertThat(wire.hmac(m).get(LIST + "?limit=ten").status()).isEqualTo(400);
    assertThat(wire.hmac(m).get(LIST + "?page=2").message()).contains("unknown query parameter");
  }

  @Test
  void payees_listsAMerchantsPayeesWithTheirExternalRefs_andNoOtherMerchants() {
    SandboxMerchant m = sandbox.createMerchant();
    SandboxMerchant other = sandbox.createMerchant();
    String id = wire.hmac(m).post(CREATE, "{\"legal_name\":\"Ravi Kumar\",\"vpa\":\"ravi@okhdfc\","
        + "\"external_ref\":\"ben-7\"}").data().get("id").asText();
    wire.hmac(other).post(CREATE, Fixtures.bankPayeeBody("50100012345678"));

    assertThat(sandbox.payees(m.merchantId())).containsExactly(new SandboxPayee(id, "ben-7", "Ravi Kumar", false, false));
  }
}
