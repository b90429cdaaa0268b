package com.service.sdk.plugin;

import com.service.sdk.core.IdempotencyKey;
import com.service.sdk.core.PreparedRequest;
import com.service.sdk.core.RequestOptions;
import com.service.sdk.core.internal.ApiRequest;
import com.service.sdk.core.internal.HttpTransport;
import com.service.sdk.core.internal.Json;
import com.service.sdk.core.internal.Operation;
import com.service.sdk.core.internal.ResponseDecoder;
import com.service.sdk.plugin.model.CreateRefundRequest;
import com.service.sdk.plugin.model.Refund;
import java.util.Objects;

/**
 * Refunds of paid hosted payments, full or partial (spec 4.4). Every refund carries an
 * {@code Idempotency-Key}: the service answers a repeated key with the original refund
 * instead of refunding twice, so the SDK retries refunds on transient failures with the
 * same key, and you may repeat one yourself after an unknown outcome.
 */
public final class RefundsService {
  /** The first part of every derived refund key, so it never equals a key derived for something else. */
  private static final String KEY_PURPOSE = "refund";
  /** The operation's name, as listeners and {@link PreparedRequest#operation()} show it. */
  private static final String OPERATION = "refunds.create";
  private static final String PATH = "/refunds/create";

  private final HttpTransport transport;

  RefundsService(HttpTransport transport) {
    this.transport = transport;
  }

  /**
   * Creates a refund ({@code POST /refunds/create}) with an idempotency key derived from your
   * own reference, {@link CreateRefundRequest#merchantRefundId()}. The derivation is a
   * stable contract (merchants store these keys; it never changes between SDK versions):
   *
   * <pre>{@code IdempotencyKey.derive("refund", merchantId, paymentId, merchantRefundId)}</pre>
   *
   * The same request always gets the same key, in any process, so repeating it after a
   * timeout, a crash or a restart returns the original refund instead of refunding twice.
   * The payment id is part of it so that a reference reused for another payment is not
   * mistaken for this refund. Store {@code merchantRefundId} with your refund record
   * <em>before</em> calling. To send a key of your own instead, pass it in
   * {@link RequestOptions#withIdempotencyKey(IdempotencyKey)} to
   * {@link #create(CreateRefundRequest, RequestOptions)}.
   *
   * <p>The key is on the returned {@link Refund} and on every exception this throws.
   *
   * @param request the refund; its {@code merchantRefundId} must be set
   * @return the refund the service made (or made before, under the same key)
   * @throws NullPointerException if {@code request} is null
   * @throws IllegalArgumentException if the request has no {@code merchantRefundId}: a key
   *     the SDK made up could not be reproduced after a crash, so a repeated refund would be
   *     a second one; nothing is sent
   * @throws com.service.sdk.core.InvalidRequestException if the service refused the refund (400, 422),
   *     for example because it would exceed the payment's captured amount or the payment is not
   *     paid; {@code serviceMessage()} has the service's reason
   * @throws com.service.sdk.core.AuthenticationException if the service refused the key, signature or
   *     merchant (401, 403)
   * @throws com.service.sdk.core.ApiException for any other error answer, after allowed retries
   * @throws com.service.sdk.core.ApiConnectionException if no answer came, after allowed retries; when
   *     {@code outcomeUnknown()} the refund may exist: repeat with the same key to learn it
   * @throws com.service.sdk.core.ResponseDecodingException if the answer is not a refund (for example
   *     without {@code refund_id}); the refund may exist: repeat with the same key
   */
  public Refund create(CreateRefundRequest request) {
    return create(request, RequestOptions.defaults());
  }

  /**
   * Creates a refund, like {@link #create(CreateRefundRequest)}, with settings for this
   * call: its deadline, its retry budget, and its idempotency key, for example one you
   * stored before calling or the one an earlier attempt's exception or result carried. A
   * key that was already used returns the original refund. Without a key in the options,
   * the key is derived from {@code merchantRefundId} as {@link #create(CreateRefundRequest)}
   * describes.
   *
   * @param request the refund
   * @param options this call's deadline, retry budget and idempotency key;
   *     {@link RequestOptions#defaults()} changes nothing
   * @return the refund the service made (or made before, under the same key)
   * @throws NullPointerException if {@code request} or {@code options} is null
   * @throws IllegalArgumentException if neither the options carry a key nor the request a
   *     {@code merchantRefundId}; nothing is sent
   * @see #create(CreateRefundRequest) for the exceptions
   */
  public Refund create(CreateRefundRequest request, RequestOptions options) {
    return transport.execute(createOperation(request, options), options);
  }

  /**
   * Prepares a refund without sending it: the key {@link #create(CreateRefundRequest, RequestOptions)}
   * would send (yours from {@code options}, or the one derived from {@code merchantRefundId}) and
   * the exact body bytes it would sign and send. Store both before sending; after a crash, send
   * them again with {@link #create(PreparedRequest, RequestOptions)}: same key, same bytes.
   *
   * @param request the refund
   * @param options carries your idempotency key, if any; {@link RequestOptions#defaults()} derives it
   * @return the refund as it would be sent, operation {@code "refunds.create"}
   * @throws NullPointerException if {@code request} or {@code options} is null
   * @throws IllegalArgumentException if neither the options carry a key nor the request a
   *     {@code merchantRefundId}
   */
  public PreparedRequest prepare(CreateRefundRequest request, RequestOptions options) {
    Objects.requireNonNull(request, "request == null");
    Objects.requireNonNull(options, "options == null");
    return PreparedRequest.of(OPERATION, key(request, options), Json.write(CreateRefundBody.of(request)));
  }

  /**
   * Sends a refund prepared before ({@link #prepare}), perhaps by another process: its bytes
   * exactly, under its key, retried like {@link #create(CreateRefundRequest)}. When an earlier
   * send of it got through, the service answers with that refund (spec 4.4).
   *
   * @param prepared the refund as prepared, or rebuilt with {@link PreparedRequest#of}
   * @param options this call's deadline and retry budget; a key in them must be the prepared one
   * @return the refund the service made (or made before, under the same key)
   * @throws NullPointerException if {@code prepared} or {@code options} is null
   * @throws IllegalArgumentException if {@code prepared} is not a {@code refunds.create}, or
   *     {@code options} carry another key; nothing is sent
   * @see #create(CreateRefundRequest) for the exceptions of the call
   */
  public Refund create(PreparedRequest prepared, RequestOptions options) {
    return transport.execute(sendOperation(prepared, options), options);
  }

  /** The {@code refunds.create} call both faces run; the arguments are checked before anything is sent. */
  static Operation<Refund> createOperation(CreateRefundRequest request, RequestOptions options) {
    Objects.requireNonNull(request, "request == null");
    Objects.requireNonNull(options, "options == null");
    return operation(key(request, options), ApiRequest.post(OPERATION, PATH).jsonBody(CreateRefundBody.of(request)));
  }

  /** The call that sends a prepared refund's bytes as they are. */
  static Operation<Refund> sendOperation(PreparedRequest prepared, RequestOptions options) {
    Objects.requireNonNull(prepared, "prepared == null");
    Objects.requireNonNull(options, "options == null");
    if (!prepared.operation().equals(OPERATION)) {
      throw new IllegalArgumentException("a prepared " + prepared.operation() + " cannot be sent as " + OPERATION);
    }
    options.idempotencyKey().filter(key -> !key.equals(prepared.idempotencyKey())).ifPresent(key -> {
      throw new IllegalArgumentException("options carry idempotency key " + key + ", but the refund was prepared"
          + " with " + prepared.idempotencyKey() + ": a prepared request is sent under its own key only");
    });
    return operation(prepared.idempotencyKey(), ApiRequest.post(OPERATION, PATH).body(prepared.body()));
  }

  private static Operation<Refund> operation(IdempotencyKey key, ApiRequest.Builder http) {
    return new Operation<>(http.idempotencyKey(key).build(),
        ResponseDecoder.bare(RefundAnswer.class, "refund_id").andThen(answer -> answer.withKey(key)));
  }

  private static IdempotencyKey key(CreateRefundRequest request, RequestOptions options) {
    return options.idempotencyKey().orElseGet(() -> derivedKey(request));
  }

  private static IdempotencyKey derivedKey(CreateRefundRequest request) {
    if (request.merchantRefundId() == null) {
      throw new IllegalArgumentException("a refund needs a key you can repeat it with: set merchantRefundId(..)"
          + " to your own refund reference (stored before calling), or pass your own key in"
          + " RequestOptions.withIdempotencyKey(..). A key made up by the SDK would not survive a crash, so"
          + " repeating the refund could refund twice");
    }
    return IdempotencyKey.derive(KEY_PURPOSE, request.merchantId(), request.paymentId(), request.merchantRefundId());
  }
}
