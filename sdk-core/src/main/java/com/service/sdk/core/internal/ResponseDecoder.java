package com.service.sdk.core.internal;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import com.service.sdk.core.ApiException;
import com.service.sdk.core.ResponseDecodingException;
import java.io.IOException;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * Turns a 2xx answer into a record: a bare object (plugin family) or the
 * {@code {success, message, data}} envelope (merchant HMAC and public families).
 * Anything that is not what the spec says becomes a {@link ResponseDecodingException};
 * {@code success: false} becomes an {@link ApiException} with the service's message.
 * Records check their required identifiers in their constructors with
 * {@link Checks#requiredId}; a missing or blank one is reported by name. Messages name
 * where and why decoding failed; values they quote are scrubbed like TRACE logs, since
 * exception messages end up in merchants' logs (the body itself is on the exception).
 *
 * <p><b>The service's envelope.</b> A 2xx status alone proves nothing: a proxy's error
 * page, a captive portal or a wrong base URL answer 200 too. A write is
 * {@link com.service.sdk.core.Outcome#APPLIED} only when the 2xx body is the service's
 * envelope accepting it, which is, per family (spec 4), after the SDK's JSON rules (one
 * UTF-8 document, no duplicate keys, bounded depth):
 *
 * <ul>
 *   <li>plugin-signed family ({@link #bare}): a JSON object, the bare record the spec shows,
 *       that names its resource: the record's identifier ({@code payment_id},
 *       {@code refund_id}, {@code account_id}) is non-blank text. A JSON object without it
 *       ({@code {}}, {@code {"status":"UP"}} from another server) could be anyone's;
 *   <li>merchant HMAC and public families ({@link #envelope}): a JSON object whose
 *       {@code success} is the JSON boolean {@code true} ({@code false} is the service
 *       refusing it, {@link com.service.sdk.core.Outcome#NOT_APPLIED}).
 * </ul>
 *
 * A record inside that envelope that cannot be made (a field missing or of the wrong type)
 * leaves the write {@code APPLIED}: the service said it accepted it. Any other 2xx body (HTML,
 * text, empty, cut off, too large to read, not an object, no boolean {@code success}) is no
 * evidence, and a write is {@link com.service.sdk.core.Outcome#UNKNOWN}.
 */
public final class ResponseDecoder {

  /** The envelope type of each record type, made once. */
  private static final ClassValue<JavaType> ENVELOPES = new ClassValue<>() {
    @Override
    protected JavaType computeValue(Class<?> type) {
      return Json.shared().getTypeFactory().constructParametricType(Envelope.class, type);
    }
  };

  private ResponseDecoder() {}

  /**
   * {@return a decoder of bare JSON objects of {@code type}, for {@link HttpTransport#execute}}
   *
   * @param <T> the record type
   * @param type the record to decode into
   * @param identifier the wire name of the field that names the record's resource, such as
   *     {@code "payment_id"}: with it, a JSON object is the service's envelope (class comment);
   *     the record's constructor must refuse it missing or blank ({@link Checks#requiredId}), as
   *     an answer read straight into the record is taken to hold it
   */
  public static <T> Function<ApiResponse, T> bare(Class<T> type, String identifier) {
    return answer -> bare(answer, type, identifier);
  }

  /**
   * {@return a decoder of envelopes whose {@code data} is a {@code type}, for {@link HttpTransport#execute}}
   *
   * @param <T> the record type
   * @param type the record the envelope's {@code data} decodes into
   */
  public static <T> Function<ApiResponse, T> envelope(Class<T> type) {
    return answer -> envelope(answer, type);
  }

  /**
   * Decodes a bare JSON object.
   *
   * @param <T> the record type
   * @param answer the 2xx answer
   * @param type the record to decode into
   * @param identifier the wire name of the field that names the record's resource
   * @return the decoded record
   */
  public static <T> T bare(ApiResponse answer, Class<T> type, String identifier) {
    T direct = direct(answer, Json.shared().constructType(type));
    if (direct != null) {
      answer.markAccepted(); // its constructor checked the identifier
      return direct;
    }
    JsonNode record = object(answer, parse(answer), "the answer");
    JsonNode id = record.get(identifier);
    if (id != null && id.isTextual() && !id.asText().isBlank()) {
      answer.markAccepted(); // an object naming its resource: the plugin family's envelope
    }
    return convert(answer, record, type);
  }

  /**
   * Decodes an envelope and returns its {@code data} as {@code type}.
   *
   * @param <T> the record type
   * @param answer the 2xx answer
   * @param type the record its {@code data} decodes into
   * @return the decoded {@code data}
   * @throws ApiException when the envelope says {@code success: false}
   */
  public static <T> T envelope(ApiResponse answer, Class<T> type) {
    Envelope<T> direct = direct(answer, ENVELOPES.get(type));
    T data = direct == null ? null : direct.data();
    if (direct != null && Boolean.TRUE.equals(direct.success()) && data != null) {
      answer.markAccepted();
      return data;
    }
    JsonNode root = object(answer, parse(answer), "the envelope");
    JsonNode success = root.get("success");
    if (success == null || !success.isBoolean()) {
      throw failure(answer, "the envelope has no boolean \"success\"", null);
    }
    if (!success.booleanValue()) {
      throw ServiceErrors.forRefusal(answer.history(), answer.body());
    }
    answer.markAccepted(); // success: true, the service's word
    return convert(answer, object(answer, root.get("data"), "\"data\""), type);
  }

  /**
   * The fast path: the body read once, straight into {@code type}. It returns null whenever
   * anything is not as the spec says, and the caller then takes the slow path, which reads
   * the body as a tree to say exactly what is wrong; both apply the same {@link Json} rules,
   * so they accept the same answers (the fast one checks duplicate keys its own cheaper way,
   * {@link Json#readValue}).
   */
  private static <T> @Nullable T direct(ApiResponse answer, JavaType type) {
    if (answer.body().length == 0) {
      return null;
    }
    try {
      return Json.readValue(answer.body(), type);
    } catch (IOException | RuntimeException notAsTheSpecSays) {
      return null;
    }
  }

  /** An envelope as the fast path reads it; the slow path reports anything else. */
  record Envelope<T>(@Nullable Boolean success, @Nullable T data) {}

  private static JsonNode parse(ApiResponse answer) {
    if (answer.body().length == 0) {
      throw failure(answer, "the body is empty", null);
    }
    try {
      return Json.shared().readTree(answer.body());
    } catch (IOException e) {
      throw failure(answer, "the body is not valid JSON (" + LogRedactor.scrub(reason(e)) + ")", e);
    }
  }

  private static JsonNode object(ApiResponse answer, @Nullable JsonNode node, String what) {
    if (node == null || !node.isObject()) {
      String found = node == null || node.isMissingNode() ? "nothing" : "a JSON " + node.getNodeType().name().toLowerCase();
      throw failure(answer, what + " must be a JSON object, found " + found, null);
    }
    return node;
  }

  private static <T> T convert(ApiResponse answer, JsonNode node, Class<T> type) {
    try {
      T value = Json.shared().treeToValue(node, type);
      if (value == null) {
        throw failure(answer, "the answer decoded to nothing", null);
      }
      return value;
    } catch (JsonProcessingException | IllegalArgumentException e) {
      throw failure(answer, LogRedactor.scrub(reason(e)), e);
    }
  }

  private static String reason(Exception e) {
    if (e instanceof ValueInstantiationException && e.getCause() != null) {
      String where = path((JsonMappingException) e);
      String prefix = where.isEmpty() ? "" : where + ".";
      if (e.getCause() instanceof NullPointerException) {
        return "required field \"" + prefix + e.getCause().getMessage() + "\" is missing or null";
      }
      return (where.isEmpty() ? "" : "at " + where + ": ") + e.getCause().getMessage();
    }
    String message = e instanceof JsonProcessingException
        ? ((JsonProcessingException) e).getOriginalMessage() : e.getMessage();
    if (e instanceof JsonMappingException && !((JsonMappingException) e).getPath().isEmpty()) {
      return "at " + path((JsonMappingException) e) + ": " + message;
    }
    return message != null ? message : e.getClass().getName(); // scrubbed next: never null
  }

  private static String path(JsonMappingException e) {
    StringBuilder path = new StringBuilder();
    for (JsonMappingException.Reference ref : e.getPath()) {
      if (ref.getFieldName() != null) {
        path.append(path.length() == 0 ? "" : ".").append(ref.getFieldName());
      } else if (ref.getIndex() >= 0) {
        path.append('[').append(ref.getIndex()).append(']');
      }
    }
    return path.toString();
  }

  /**
   * Returns the exception for an answer that decoded but that a result could not be made
   * from (a record's own check refused a value), with the call's outcome.
   */
  static ResponseDecodingException undecodable(ApiResponse answer, RuntimeException cause) {
    return failure(answer, LogRedactor.scrub(String.valueOf(cause.getMessage())), cause);
  }

  /**
   * Returns the exception for a 2xx answer that the call stopped before reading (a fatal error
   * on the way), with the call's outcome: the answer was never checked as the service's.
   */
  static ResponseDecodingException unread(ApiResponse answer, @Nullable String reason) {
    return failure(answer, ", but the call stopped before its body was read: ", reason, null);
  }

  private static ResponseDecodingException failure(ApiResponse answer, String reason, @Nullable Throwable cause) {
    String what = answer.accepted() ? " with a body the SDK cannot use: " : " with a body that is not the service's"
        + " envelope (a proxy, a captive portal or a wrong base URL may have answered; check the base URL): ";
    return failure(answer, what, reason, cause);
  }

  private static ResponseDecodingException failure(ApiResponse answer, String what, @Nullable String reason,
      @Nullable Throwable cause) {
    return new ResponseDecodingException(answer.target() + " answered HTTP " + answer.statusCode() + what + reason,
        cause, answer.statusCode(), answer.bodySnippet(), answer.attempts(), answer.idempotencyKey(),
        answer.outcome(), answer.history().requestId());
  }
}
