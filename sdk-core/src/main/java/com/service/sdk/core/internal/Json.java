package com.service.sdk.core.internal;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonFactoryBuilder;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.type.LogicalType;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import com.fasterxml.jackson.datatype.jsr310.deser.InstantDeserializer;
import java.io.IOException;
import java.time.Instant;

/**
 * The one JSON configuration of the SDK: snake_case names, unknown fields ignored,
 * {@code BigDecimal} for every decimal in both directions (written in plain notation,
 * read without passing through {@code double}, trailing zeros kept), {@code Instant} as
 * ISO-8601 text, nulls left out of requests. Reading is strict about types (no number
 * where text is expected, no text where a whole number or boolean is expected, no empty
 * text where a number, boolean or time is expected, no number where a time is expected,
 * no key twice in one object) and bounded in nesting depth, so a hostile answer cannot
 * exhaust the stack.
 */
public final class Json {
  /** Deeper than any answer of the spec, far shallower than what could hurt the stack. */
  static final int MAX_NESTING_DEPTH = 64;

  private static final ObjectMapper MAPPER = JsonMapper.builder(factory()
          // A key twice is refused: a proxy, a log pipeline and the SDK could each believe another value.
          .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
          .build())
      .addModule(new JavaTimeModule())
      .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
      .defaultPropertyInclusion(JsonInclude.Value.construct(JsonInclude.Include.NON_NULL, JsonInclude.Include.NON_NULL))
      .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
      .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
      .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
      .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
      .disable(DeserializationFeature.ADJUST_DATES_TO_CONTEXT_TIME_ZONE)
      .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
      .enable(StreamWriteFeature.WRITE_BIGDECIMAL_AS_PLAIN)
      .disable(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES)
      .withCoercionConfig(LogicalType.Textual, c -> c
          .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
          .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
          .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail))
      .withCoercionConfig(LogicalType.Integer, c -> c
          .setCoercion(CoercionInputShape.String, CoercionAction.Fail)
          .setCoercion(CoercionInputShape.EmptyString, CoercionAction.Fail)
          .setCoercion(CoercionInputShape.Float, CoercionAction.Fail))
      .withCoercionConfig(LogicalType.Float, c -> c
          .setCoercion(CoercionInputShape.EmptyString, CoercionAction.Fail))
      .withCoercionConfig(LogicalType.Boolean, c -> c
          .setCoercion(CoercionInputShape.String, CoercionAction.Fail)
          .setCoercion(CoercionInputShape.EmptyString, CoercionAction.Fail)
          .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail))
      .withCoercionConfig(LogicalType.DateTime, c -> c
          .setCoercion(CoercionInputShape.EmptyString, CoercionAction.Fail))
      .addModule(new SimpleModule("iso-8601-times-only").addDeserializer(Instant.class, new IsoInstant()))
      .build();
  /** The same parsers without Jackson's duplicate detection, for {@link #readValue}, which checks with {@link UniqueNames}. */
  private static final JsonFactory NAMES_CHECKED_APART = factory().build().setCodec(MAPPER);

  private Json() {}

  private static JsonFactoryBuilder factory() {
    return new JsonFactoryBuilder()
        .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_NESTING_DEPTH).build());
  }

  /**
   * Reads an {@code Instant} only from ISO-8601 text, as the spec writes times: a number could
   * be seconds or milliseconds, and guessing would put a payout in another century. The
   * service's own form is read by {@link UtcTimestamps}; any other text by Jackson's parser.
   */
  private static final class IsoInstant extends StdDeserializer<Instant> {
    private static final long serialVersionUID = 1L;

    IsoInstant() {
      super(Instant.class);
    }

    @Override
    public Instant deserialize(JsonParser parser, DeserializationContext context) throws IOException {
      if (!parser.hasToken(JsonToken.VALUE_STRING)) {
        return (Instant) context.handleUnexpectedToken(Instant.class, parser);
      }
      char[] text = parser.getTextCharacters();
      Instant strict = text == null ? null : UtcTimestamps.parse(text, parser.getTextOffset(), parser.getTextLength());
      return strict != null ? strict : InstantDeserializer.INSTANT.deserialize(parser, context);
    }
  }

  /**
   * Returns a mapper configured like the SDK's own, for reading and writing JSON the way
   * the SDK does (tests of the records use it). It is a copy: configuring it changes
   * nothing in the SDK.
   *
   * @return a new mapper with the SDK's configuration
   */
  public static ObjectMapper mapper() {
    return MAPPER.copy();
  }

  /** Returns the SDK's own mapper, shared and never reconfigured; for this package only. */
  static ObjectMapper shared() {
    return MAPPER;
  }

  /**
   * Reads {@code body} into {@code type} under the shared mapper's rules, a key twice in one
   * object refused by {@link UniqueNames} instead of Jackson's detection, which allocates a
   * hash set per object. It refuses exactly what the shared mapper refuses, and an object of
   * more names than {@link UniqueNames#MAX_NAMES_PER_OBJECT} besides; it says less about why:
   * read again with {@link #shared()} to report.
   *
   * @param <T> what it reads
   * @param body one JSON document
   * @param type what to read it into
   * @return the value
   * @throws IOException when the body is refused, whatever the reason
   */
  static <T> T readValue(byte[] body, JavaType type) throws IOException {
    try (JsonParser parser = new UniqueNames(NAMES_CHECKED_APART.createParser(body))) {
      return MAPPER.readValue(parser, type);
    }
  }

  /**
   * Serialises {@code value} once to the bytes that are both signed and sent.
   *
   * @param value the request body: a record, a map or a list
   * @return the UTF-8 JSON bytes
   * @throws IllegalArgumentException if the value cannot be written as JSON
   */
  public static byte[] write(Object value) {
    try {
      return MAPPER.writeValueAsBytes(value);
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException("cannot write request as JSON: " + e.getOriginalMessage(), e);
    }
  }
}
