package com.service.sdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** What a TRACE line may show of a body: each field's rule applies wherever its value sits. */
class LogRedactorTest {

  private static String redact(String json) {
    return LogRedactor.redact(json.getBytes(StandardCharsets.UTF_8));
  }

  @Test
  void textInsideArrays_isScrubbedLikeTextInObjects() {
    assertThat(redact("{\"cards\":[\"4111111111111111\"],\"notes\":[[\"mail asha@example.com\"]]}"))
        .isEqualTo("{\"cards\":[\"****1111\"],\"notes\":[[\"mail <address>\"]]}");
  }

  @Test
  void anAccountNumberField_isCutToItsLastFour_inAnArrayOrArraysOfArrays() {
    assertThat(redact("{\"bank_account_no\":[\"50100012345678\",[50100087654321]]}"))
        .isEqualTo("{\"bank_account_no\":[\"****5678\",[\"****4321\"]]}");
  }

  @Test
  void personalAndSecretFields_areReplaced_whereverTheySit() {
    assertThat(redact("{\"payees\":[{\"legal_name\":\"Ravi Kumar\",\"vpa\":[\"ravi@okhdfc\"]}],"
        + "\"tags\":{\"api_secret\":\"sk_live_1\",\"password\":[\"hunter2\"]}}"))
        .isEqualTo("{\"payees\":[{\"legal_name\":\"<redacted>\",\"vpa\":\"<redacted>\"}],"
            + "\"tags\":{\"api_secret\":\"<redacted>\",\"password\":\"<redacted>\"}}");
  }

  @Test
  void fieldNames_areRecognisedInAnySpelling() {
    assertThat(redact("{\"bankAccountNo\":\"50100012345678\",\"legalName\":\"Ravi\",\"EMAIL-ADDRESS\":\"a@b.in\"}"))
        .isEqualTo("{\"bankAccountNo\":\"****5678\",\"legalName\":\"<redacted>\",\"EMAIL-ADDRESS\":\"<redacted>\"}");
  }

  @Test
  void aTopLevelArray_isScrubbedToo() {
    assertThat(redact("[\"4111111111111111\",{\"phone\":\"9800000000\"},null,12]"))
        .isEqualTo("[\"****1111\",{\"phone\":\"<redacted>\"},null,12]");
  }

  @Test
  void redact_handlesNonJsonAndEmptyBodies() {
    assertThat(LogRedactor.redact("<html>".getBytes(StandardCharsets.UTF_8)))
        .isEqualTo("<6 bytes, not JSON>");
    assertThat(LogRedactor.redact(new byte[0])).isEqualTo("<no body>");
    assertThat(LogRedactor.lastFour("123")).isEqualTo("****");
  }

  @Test
  void redact_masksANumericAccountNumber() {
    assertThat(LogRedactor.redact("{\"bank_account_no\":50100012345678}".getBytes(
        StandardCharsets.UTF_8)))
        .isEqualTo("{\"bank_account_no\":\"****5678\"}");
  }

  @Test
  void redact_scrubsAddressesAndLongNumbersInFreeText() {
    String redacted = LogRedactor.redact(("{\"message\":\"payee ravi@okhdfc or a.b+c@mail.example.in,"
        + " account 50100012345678, order 1234567\"}").getBytes(StandardCharsets.UTF_8));

    assertThat(redacted).isEqualTo(
        "{\"message\":\"payee <address> or <address>, account ****5678, order 1234567\"}");
  }
}
