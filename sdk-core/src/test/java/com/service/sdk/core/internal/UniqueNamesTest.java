package com.service.sdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import org.junit.jupiter.api.Test;

/** The parser's own ways forward, as deserializers other than records' use them. */
class UniqueNamesTest {
  private static final JsonFactory PLAIN = new JsonFactory();

  private static JsonParser parser(String json) throws IOException {
    return new UniqueNames(PLAIN.createParser(json));
  }

  @Test
  void skipChildren_checksTheNamesOfWhatItSkips() throws IOException {
    try (JsonParser p = parser("{\"skipped\":{\"a\":[{\"k\":1,\"k\":2}]},\"after\":1}")) {
      p.nextToken();
      assertThat(p.nextFieldName()).isEqualTo("skipped");
      assertThat(p.nextToken()).isEqualTo(JsonToken.START_OBJECT);

      assertThatThrownBy(p::skipChildren).hasMessageContaining("Duplicate field 'k'");
    }
  }

  @Test
  void skipChildren_leavesTheParserAfterTheSkippedValue_withItsParentsNamesStillChecked() throws IOException {
    try (JsonParser p = parser("{\"skipped\":{\"a\":[{\"k\":1}],\"b\":{}},\"after\":1,\"skipped\":2}")) {
      p.nextToken();
      p.nextFieldName();
      p.nextToken();
      p.skipChildren();
      assertThat(p.currentToken()).isEqualTo(JsonToken.END_OBJECT);
      assertThat(p.nextFieldName()).isEqualTo("after");
      assertThat(p.nextIntValue(0)).isEqualTo(1);

      assertThatThrownBy(p::nextFieldName).hasMessageContaining("Duplicate field 'skipped'");
    }
  }

  @Test
  void nextValue_andTheTypedNextMethods_checkNamesToo() throws IOException {
    try (JsonParser p = parser("{\"a\":\"x\",\"b\":true,\"a\":3}")) {
      p.nextToken();
      assertThat(p.nextValue()).isEqualTo(JsonToken.VALUE_STRING);
      assertThat(p.currentName()).isEqualTo("a");
      p.nextFieldName();
      assertThat(p.nextBooleanValue()).isTrue();

      assertThatThrownBy(p::nextValue).hasMessageContaining("Duplicate field 'a'");
    }
  }
}
