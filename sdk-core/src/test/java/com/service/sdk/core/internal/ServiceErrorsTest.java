package com.service.sdk.core.internal;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ServiceErrorsTest {

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "{\"message\":\"m\"}|m",
      "{\"error\":\"e\"}|e",
      "{\"detail\":\"d\"}|d",
      "{\"error\":\"code_only\",\"message\":\"human words\"}|human words",
      "{\"success\":false,\"message\":\"envelope words\"}|envelope words",
      "{\"error\":{\"message\":\"nested words\"}}|nested words",
      "{\"message\":\"  \",\"detail\":\"d2\"}|d2"})
  void serviceMessage_takesTheFirstOfMessageErrorDetail(String body, String expected) {
    assertThat(ServiceErrors.serviceMessage(body.getBytes(UTF_8))).isEqualTo(expected);
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {"<html>oops</html>", "[]", "{\"message\":42}", "{}", "\"text\""})
  void serviceMessage_isNullWhenTheBodyHasNone(String body) {
    assertThat(ServiceErrors.serviceMessage(body.getBytes(UTF_8))).isNull();
  }

  @Test
  void serviceMessage_ofEmptyBody_isNull() {
    assertThat(ServiceErrors.serviceMessage(new byte[0])).isNull();
  }
}
