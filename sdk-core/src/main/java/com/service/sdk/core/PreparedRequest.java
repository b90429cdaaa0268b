package com.service.sdk.core;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * A refund or payout frozen as what it sends: the operation, the {@code Idempotency-Key} and
 * the exact body bytes. Get one from {@code refunds().prepare(..)} or {@code payouts().prepare(..)}
 * (nothing is sent), store it before sending, and send it with {@code refunds().create(prepared, ..)}
 * or {@code payouts().initiate(prepared, ..)}, as often as needed, after a crash too: the same key
 * with the same bytes, so the service answers with the original refund or payout when an earlier
 * send got through (spec 4.4, 4.12), and a service that compares bodies under a key finds them
 * equal. Rebuild one from storage with {@link #of}.
 *
 * <p>Immutable; {@link #body()} returns a copy. {@code toString()} shows the operation, the key
 * and the body's length, not the body.
 */
public final class PreparedRequest {
  private final String operation;
  private final IdempotencyKey idempotencyKey;
  private final byte[] body;

  private PreparedRequest(String operation, IdempotencyKey idempotencyKey, byte[] body) {
    this.operation = operation;
    this.idempotencyKey = idempotencyKey;
    this.body = body;
  }

  /**
   * Rebuilds a prepared request from what was stored of one.
   *
   * @param operation the operation it was prepared for, {@code "refunds.create"} or {@code "payouts.initiate"}
   * @param idempotencyKey the key it carries
   * @param body the body bytes, as {@link #body()} returned them; copied
   * @return the prepared request
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if {@code operation} is blank, or {@code body} is not UTF-8
   *     text of a JSON object (the bytes are sent as they are, so what was stored wrongly is
   *     refused here rather than sent)
   */
  public static PreparedRequest of(String operation, IdempotencyKey idempotencyKey, byte[] body) {
    Objects.requireNonNull(operation, "operation == null");
    Objects.requireNonNull(idempotencyKey, "idempotencyKey == null");
    Objects.requireNonNull(body, "body == null");
    if (operation.isBlank()) {
      throw new IllegalArgumentException("operation must not be blank");
    }
    String text;
    try {
      text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(body)).toString();
    } catch (CharacterCodingException e) {
      throw new IllegalArgumentException("body of " + operation + " " + idempotencyKey + " is not UTF-8 text", e);
    }
    String json = text.strip();
    if (!json.startsWith("{") || !json.endsWith("}")) {
      throw new IllegalArgumentException("body of " + operation + " " + idempotencyKey
          + " is not a JSON object (" + body.length + " bytes)");
    }
    return new PreparedRequest(operation, idempotencyKey, body.clone());
  }

  /** {@return the operation it was prepared for, such as {@code "refunds.create"}} */
  public String operation() {
    return operation;
  }

  /** {@return the key sent on every attempt} */
  public IdempotencyKey idempotencyKey() {
    return idempotencyKey;
  }

  /** {@return a copy of the body bytes, exactly as they are signed and sent} */
  public byte[] body() {
    return body.clone();
  }

  @Override
  public boolean equals(@Nullable Object other) {
    return other instanceof PreparedRequest that && that.operation.equals(operation)
        && that.idempotencyKey.equals(idempotencyKey) && Arrays.equals(that.body, body);
  }

  @Override
  public int hashCode() {
    return Objects.hash(operation, idempotencyKey, Arrays.hashCode(body));
  }

  @Override
  public String toString() {
    return "PreparedRequest[" + operation + ", idempotencyKey=" + idempotencyKey + ", body=" + body.length + " bytes]";
  }
}
