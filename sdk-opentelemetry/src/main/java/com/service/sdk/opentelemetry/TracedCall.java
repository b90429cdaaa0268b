package com.service.sdk.opentelemetry;

import static io.opentelemetry.semconv.ErrorAttributes.ERROR_TYPE;
import static io.opentelemetry.semconv.HttpAttributes.HTTP_REQUEST_METHOD;
import static io.opentelemetry.semconv.HttpAttributes.HTTP_REQUEST_RESEND_COUNT;
import static io.opentelemetry.semconv.HttpAttributes.HTTP_RESPONSE_STATUS_CODE;
import static io.opentelemetry.semconv.ServerAttributes.SERVER_ADDRESS;
import static io.opentelemetry.semconv.ServerAttributes.SERVER_PORT;
import static io.opentelemetry.semconv.UrlAttributes.URL_FULL;

import com.service.sdk.core.CallListener;
import com.service.sdk.core.Outcome;
import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.context.Context;
import org.jspecify.annotations.Nullable;

/**
 * The spans of one call: the call's own, and the span of the attempt in flight. Events of one
 * call come one at a time, in order, though not always on the same thread.
 */
final class TracedCall implements CallListener {
  private static final String SUCCESS = "SUCCESS";
  /** {@code error.type} of an answer with an error status is the status itself. */
  private static final String[] STATUS_TEXT = statusTexts();

  private final TracingListener tracing;
  private final Context callContext;
  private final Span callSpan;
  /** The span of the attempt in flight, or null between attempts. */
  private volatile @Nullable Span attemptSpan;

  TracedCall(TracingListener tracing, Context callContext, Span callSpan) {
    this.tracing = tracing;
    this.callContext = callContext;
    this.callSpan = callSpan;
  }

  @Override
  public void attemptStarting(Call call, int attempt, AttemptHeaders headers) {
    endAttempt(); // one that never heard how it ended
    // The semantic conventions' attributes for sampling go to the builder, the rest to the span.
    Span span = tracing.tracer.spanBuilder(tracing.attemptName(call)).setParent(callContext)
        .setSpanKind(SpanKind.CLIENT)
        .setAttribute(HTTP_REQUEST_METHOD, call.method())
        .setAttribute(SERVER_ADDRESS, call.host())
        .setAttribute(SERVER_PORT, (long) call.port())
        .setAttribute(URL_FULL, urlFull(call.url()))
        .startSpan();
    if (span.isRecording()) {
      span.setAttribute(SdkAttributes.URL_TEMPLATE, call.pathTemplate());
      if (attempt > 1) {
        span.setAttribute(HTTP_REQUEST_RESEND_COUNT, (long) attempt - 1);
      }
    }
    attemptSpan = span;
    if (tracing.propagator != null) {
      tracing.propagator.inject(callContext.with(span), headers, TracingListener.HeaderSetter.INSTANCE);
    }
  }

  @Override
  public void attemptFinished(Call call, Attempt attempt) {
    Span span = attemptSpan;
    if (span == null) {
      return; // an attempt that never started: the call's deadline had passed
    }
    attemptSpan = null;
    int status = attempt.statusCode();
    if (status > 0) {
      span.setAttribute(HTTP_RESPONSE_STATUS_CODE, (long) status);
    }
    if (attempt.requestId() != null) {
      span.setAttribute(SdkAttributes.REQUEST_ID, attempt.requestId());
    }
    // Only the failure's type: its message or causes could quote what the application's
    // own code (a credentials provider) put there.
    if (attempt.failure() != null) {
      span.setAttribute(ERROR_TYPE, attempt.failure().getClass().getName());
      span.setStatus(StatusCode.ERROR);
    } else if (status >= 400) {
      span.setAttribute(ERROR_TYPE, status < 600 ? STATUS_TEXT[status - 400] : Integer.toString(status));
      span.setStatus(StatusCode.ERROR);
    }
    span.end();
  }

  @Override
  public void retryScheduled(Call call, Retry retry) {
    callSpan.addEvent(SdkAttributes.RETRY, Attributes.of(SdkAttributes.RETRY_DELAY_MS, retry.delay().toMillis(),
        SdkAttributes.RETRY_REASON, retry.reason()));
  }

  @Override
  public void callFinished(Call call, End end) {
    endAttempt();
    callSpan.setAttribute(SdkAttributes.ATTEMPTS, (long) end.attempts());
    Outcome outcome = end.outcome();
    Class<?> errorType = end.errorType();
    if (outcome == null || errorType == null) { // both are set for a call that failed, neither for a success
      callSpan.setAttribute(SdkAttributes.OUTCOME, SUCCESS);
    } else {
      callSpan.setAttribute(SdkAttributes.OUTCOME, outcome.name());
      callSpan.setAttribute(ERROR_TYPE, errorType.getName());
      callSpan.setStatus(StatusCode.ERROR, outcome.name());
    }
    callSpan.end();
  }

  /** Ends the attempt in flight, if any, as it stands. */
  private void endAttempt() {
    Span span = attemptSpan;
    if (span != null) {
      attemptSpan = null;
      span.end();
    }
  }

  /**
   * Returns the URL as {@code url.full}: the semantic conventions want credentials in it
   * (a base URL's user info) replaced by {@code REDACTED}. The SDK puts none in its query.
   */
  static String urlFull(String url) {
    int authority = url.indexOf("://") + 3;
    int end = url.indexOf('/', authority);
    int at = url.lastIndexOf('@', end < 0 ? url.length() : end);
    if (authority < 3 || at < authority) {
      return url;
    }
    return url.substring(0, authority) + "REDACTED:REDACTED@" + url.substring(at + 1);
  }

  private static String[] statusTexts() {
    String[] texts = new String[200];
    for (int i = 0; i < texts.length; i++) {
      texts[i] = Integer.toString(400 + i);
    }
    return texts;
  }
}
