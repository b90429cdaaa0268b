package com.service.sdk.opentelemetry;

import static io.opentelemetry.api.common.AttributeKey.booleanKey;
import static io.opentelemetry.api.common.AttributeKey.longKey;
import static io.opentelemetry.api.common.AttributeKey.stringKey;

import io.opentelemetry.api.common.AttributeKey;

/**
 * The attribute keys the semantic conventions' stable constants lack: the SDK's own, under
 * {@code com.service.sdk.}, and {@code url.template}.
 */
final class SdkAttributes {
  /** The client family: {@code plugin}, {@code merchant} or {@code public}. */
  static final AttributeKey<String> FAMILY = stringKey("com.service.sdk.family");
  /** Whether the call carries an idempotency key; the key itself is never recorded. */
  static final AttributeKey<Boolean> IDEMPOTENCY_KEY_PRESENT = booleanKey("com.service.sdk.idempotency_key.present");
  /** {@code SUCCESS}, or the failed call's {@code Outcome}. */
  static final AttributeKey<String> OUTCOME = stringKey("com.service.sdk.outcome");
  /** How many attempts the call made. */
  static final AttributeKey<Long> ATTEMPTS = longKey("com.service.sdk.attempts");
  /** The request id of an attempt's answer, to quote to the service's support. */
  static final AttributeKey<String> REQUEST_ID = stringKey("com.service.sdk.request_id");
  /** The event of a retry on the call span. */
  static final String RETRY = "com.service.sdk.retry";
  /** How long the SDK waits before the next attempt, in milliseconds. */
  static final AttributeKey<Long> RETRY_DELAY_MS = longKey("com.service.sdk.retry.delay_ms");
  /** Why the SDK retries: {@code HTTP 503}, {@code no answer}, {@code not sent}. */
  static final AttributeKey<String> RETRY_REASON = stringKey("com.service.sdk.retry.reason");
  /**
   * The path with its ids as names, such as {@code /payments/{paymentId}/status}. The key is
   * still in development in the semantic conventions, so its constant lives only in their
   * incubating artifact, which libraries are told not to depend on: it is copied here.
   */
  static final AttributeKey<String> URL_TEMPLATE = stringKey("url.template");

  private SdkAttributes() {}
}
