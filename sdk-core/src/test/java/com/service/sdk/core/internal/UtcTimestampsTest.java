package com.service.sdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.time.Instant;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The timestamp fast path never answers differently from the general parser (Jackson's
 * {@code InstantDeserializer}, which the SDK used alone before): where it takes a text, the
 * general parser takes it too and reads the same instant; where the general parser refuses
 * or reads something else, the fast path has stood aside.
 */
class UtcTimestampsTest {
  /** The general parser, as the SDK used it before the fast path. */
  private static final ObjectMapper GENERAL = JsonMapper.builder().addModule(new JavaTimeModule()).build();

  /** The service's own form and the strict form's edges: the fast path reads each, as the general parser does. */
  @ParameterizedTest
  @ValueSource(strings = {"2026-11-24T10:00:05.250Z", "2026-11-24T10:00:00.000Z", "2026-11-24T10:00:00Z",
      "2026-11-24T10:00:00.1Z", "2026-11-24T10:00:00.123456789Z", "2026-11-24T10:00:00.000000001Z",
      "2024-02-29T23:59:59.999Z", "2000-02-29T00:00:00Z", "1970-01-01T00:00:00Z", "1969-12-31T23:59:59.999Z",
      "0000-01-01T00:00:00Z", "9999-12-31T23:59:59.999999999Z", "2026-01-31T12:00:00Z", "2026-04-30T12:00:00Z",
      "1900-02-28T00:00:00Z"})
  void theStrictForm_isReadByTheFastPath_asTheGeneralParserReadsIt(String text) throws Exception {
    Instant fast = fast(text);
    assertThat(fast).isNotNull().isEqualTo(general(text));
    assertThat(Json.shared().readValue(quoted(text), Instant.class)).isEqualTo(fast);
  }

  /**
   * Forms the fast path leaves to the general parser, which accepts some (an offset, a leap
   * second, 24:00, a quoted number, surrounding spaces) and refuses others; through the SDK's
   * mapper each ends exactly as it does through the general parser.
   */
  @ParameterizedTest
  @ValueSource(strings = {"2026-11-24T10:00:00+00:00", "2026-11-24T10:00:00+05:30", "2026-11-24T10:00:00.250-01:00",
      "2026-11-24T23:59:60Z", "2026-11-24T24:00:00Z", "2026-11-24t10:00:00z", "2026-11-24T10:00:00z",
      " 2026-11-24T10:00:00Z", "2026-11-24T10:00:00Z ", "1700000000", "1700000000.5", "2026-11-24 10:00:00Z",
      "2026-11-24T10:00:00.Z", "2026-11-24T10:00:00.1234567890Z", "2026-11-24T10:00Z", "2026-02-29T10:00:00Z",
      "2026-02-30T10:00:00Z", "2026-04-31T10:00:00Z", "2026-13-01T10:00:00Z", "2026-00-01T10:00:00Z",
      "2026-11-00T10:00:00Z", "2026-11-24T10:60:00Z", "2026-11-24T10:00:61Z", "+2026-11-24T10:00:00Z",
      "12026-11-24T10:00:00Z", "-0001-11-24T10:00:00Z", "2026-1-24T10:00:00Z", "2026-11-24T10:00:00,250Z",
      "2026-11-24T1a:00:00Z", "2026/11/24T10:00:00Z", "2026-11-24T10:00:00.25aZ", "2026-11-24T10:00:00.-5Z",
      "２０２６-11-24T10:00:00Z", "2026-11-24T10:00:00", "2026-11-24", "Z", "", "2026-11-24T10:00:00.250ZZ"})
  void everyOtherForm_isLeftToTheGeneralParser_andEndsAsItDoes(String text) {
    assertThat(fast(text)).as("the fast path stands aside").isNull();
    Object general = outcome(GENERAL, text);
    Object sdk = outcome(Json.shared(), text);
    if (general instanceof Instant) {
      assertThat(sdk).isEqualTo(general);
    } else if (!text.isEmpty()) { // the SDK refuses empty text where a time is expected; so did it before
      assertThat(sdk).isInstanceOf(Exception.class);
    }
  }

  /** A hundred thousand random texts near the strict form: never an answer that differs from the general parser's. */
  @Test
  void randomTextsNearTheStrictForm_neverDisagreeWithTheGeneralParser() throws Exception {
    SplittableRandom random = new SplittableRandom(31);
    int taken = 0;
    for (int i = 0; i < 100_000; i++) {
      String text = nearStrict(random);
      Instant fast = fast(text);
      if (fast != null) {
        taken++;
        assertThat(general(text)).as(text).isEqualTo(fast);
      }
    }
    assertThat(taken).as("the fast path took most of them").isGreaterThan(40_000);
  }

  /** Every day of a leap and a common year, at both ends of the day: the same instant both ways. */
  @Test
  void everyDayOfTwoYears_isReadAsTheGeneralParserReadsIt() throws Exception {
    Instant day = Instant.parse("2023-01-01T00:00:00Z");
    for (int i = 0; i < 731; i++) {
      for (String time : List.of("T00:00:00Z", "T23:59:59.999Z")) {
        String text = day.toString().substring(0, 10) + time;
        assertThat(fast(text)).as(text).isNotNull().isEqualTo(general(text));
      }
      day = day.plusSeconds(86_400);
    }
  }

  /** Every way the SDK's mapper meets a time (bytes, text, a tree, inside a record) reads the same instant. */
  @ParameterizedTest
  @ValueSource(strings = {"2026-11-24T10:00:05.250Z", "2026-11-24T10:00:05+05:30", "2026-11-24T23:59:60Z"})
  void everyParserTheSdkUses_readsTheSameInstant(String text) throws Exception {
    Instant expected = general(text);
    byte[] bytes = quoted(text).getBytes(java.nio.charset.StandardCharsets.UTF_8);
    assertThat(Json.shared().readValue(bytes, Instant.class)).isEqualTo(expected);
    assertThat(Json.shared().readValue(quoted(text), Instant.class)).isEqualTo(expected);
    assertThat(Json.shared().treeToValue(Json.shared().readTree(bytes), Instant.class)).isEqualTo(expected);
    byte[] record = ("{\"b\":1,\"at\":" + quoted(text) + ",\"a\":\"x\"}").getBytes(java.nio.charset.StandardCharsets.UTF_8);
    Timed timed = Json.readValue(record, Json.shared().constructType(Timed.class));
    assertThat(timed.at()).isEqualTo(expected);
  }

  /** A record read through its creator, which may buffer the time's token before it builds. */
  record Timed(String a, Instant at, int b) {}

  @Test
  void aNumberWhereATimeIsExpected_isStillRefused() {
    assertThatThrownBy(() -> Json.shared().readValue("1700000000", Instant.class)).isInstanceOf(Exception.class);
  }

  @Test
  void readsFromTheMiddleOfABuffer() {
    char[] buffer = "xx\"2026-11-24T10:00:05.250Z\"yy".toCharArray();
    assertThat(UtcTimestamps.parse(buffer, 3, 24)).isEqualTo(Instant.parse("2026-11-24T10:00:05.250Z"));
  }

  private static String nearStrict(SplittableRandom random) {
    String text = String.format("%04d-%02d-%02dT%02d:%02d:%02d", random.nextInt(0, 10_000), random.nextInt(0, 14),
        random.nextInt(0, 33), random.nextInt(0, 26), random.nextInt(0, 62), random.nextInt(0, 62));
    int fraction = random.nextInt(0, 11);
    if (fraction > 0) {
      StringBuilder digits = new StringBuilder(".");
      for (int i = 1; i < fraction; i++) {
        digits.append((char) ('0' + random.nextInt(10)));
      }
      text += digits;
    }
    text += random.nextInt(20) == 0 ? "+00:00" : "Z";
    if (random.nextInt(20) == 0) { // now and then a character out of place
      char[] chars = text.toCharArray();
      chars[random.nextInt(chars.length)] = "0Z:.-T x9".charAt(random.nextInt(9));
      text = new String(chars);
    }
    return text;
  }

  private static Instant fast(String text) {
    char[] chars = ("  " + text + "  ").toCharArray();
    return UtcTimestamps.parse(chars, 2, text.length());
  }

  private static Instant general(String text) throws Exception {
    return GENERAL.readValue(quoted(text), Instant.class);
  }

  private static Object outcome(ObjectMapper mapper, String text) {
    try {
      return mapper.readValue(quoted(text), Instant.class);
    } catch (Exception refused) {
      return refused;
    }
  }

  private static String quoted(String text) {
    return "\"" + text + "\"";
  }
}
