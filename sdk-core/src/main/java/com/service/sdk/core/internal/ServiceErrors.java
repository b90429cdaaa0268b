package com.service.sdk.core.internal;

import com.fasterxml.jackson.databind.JsonNode;
import com.service.sdk.core.ApiConnectionException;
import com.service.sdk.core.ApiException;
import com.service.sdk.core.AuthenticationException;
import com.service.sdk.core.ConflictException;
import com.service.sdk.core.IdempotencyKey;
import com.service.sdk.core.InvalidRequestException;
import com.service.sdk.core.NotFoundException;
import com.service.sdk.core.Outcome;
import com.service.sdk.core.RateLimitException;
import com.service.sdk.core.ResponseDecodingException;
import com.service.sdk.core.ServerException;
import com.service.sdk.core.ServiceException;
import java.io.IOException;
import org.jspecify.annotations.Nullable;

/**
 * Turns a call that ended without success into the exception hierarchy: by the last
 * attempt's status, with the service's message, and always with the outcome that the
 * call's whole history shows.
 */
final class ServiceErrors {
  private static final String[] MESSAGE_FIELDS = {"message", "error", "detail"};

  private ServiceErrors() {}

  /**
   * Returns the exception for a call whose last attempt did not succeed and will not be
   * retried.
   *
   * @param note what ended the call early, such as an interrupt, or null
   */
  static ServiceException forFailedCall(CallHistory history, @Nullable String note) {
    Attempt last = history.last();
    String suffix = note == null ? "" : " (" + note + ")";
    if (!last.answered()) {
      return new ApiConnectionException(history.target() + " got no answer (" + last.failure() + ")" + suffix,
          last.failure(), history.size(), history.idempotencyKey(), history.outcome(), history.requestId());
    }
    if (last.status() >= 200 && last.status() < 300) {
      String why = last.tooLarge() ? "a body over " + Wire.MAX_BODY_BYTES + " bytes, which the SDK does not read"
          : "a body that was cut off (" + last.failure() + ")";
      return new ResponseDecodingException(history.target() + " answered HTTP " + last.status() + " with " + why
          + suffix, last.failure(), last.status(), ApiResponse.snippet(last.body()), history.size(),
          history.idempotencyKey(), history.outcome(), history.requestId());
    }
    return forAnswer(history, last, serviceMessage(last.body()), history.outcome(), suffix);
  }

  /** Returns the exception for a 2xx envelope that says {@code success: false}. */
  static ApiException forRefusal(CallHistory history, byte[] body) {
    return forAnswer(history, history.last(), serviceMessage(body), history.outcomeOfRefusal(), "");
  }

  private static ApiException forAnswer(CallHistory history, Attempt answer, @Nullable String serviceMessage,
      Outcome outcome, String suffix) {
    int status = answer.status();
    String what = what(history.target(), answer, serviceMessage) + suffix;
    String raw = ApiResponse.snippet(answer.body());
    int attempts = history.size();
    IdempotencyKey key = history.idempotencyKey();
    String requestId = history.requestId();
    if (status == 401 || status == 403) {
      return new AuthenticationException(what, status, serviceMessage, raw, attempts, key, outcome, requestId);
    } else if (status == 400 || status == 422) {
      return new InvalidRequestException(what, status, serviceMessage, raw, attempts, key, outcome, requestId);
    } else if (status == 404) {
      return new NotFoundException(what, status, serviceMessage, raw, attempts, key, outcome, requestId);
    } else if (status == 409) {
      return new ConflictException(what, status, serviceMessage, raw, attempts, key, outcome, requestId);
    } else if (status == 429) {
      return new RateLimitException(what, status, serviceMessage, raw, attempts, key, outcome, requestId,
          answer.retryAfter());
    } else if (status >= 500 && status <= 599) {
      return new ServerException(what, status, serviceMessage, raw, attempts, key, outcome, requestId);
    }
    return new ApiException(what, status, serviceMessage, raw, attempts, key, outcome, requestId);
  }

  /**
   * Returns the service's explanation from a JSON error body: the first text among
   * {@code message}, {@code error} and {@code detail} (also one level down, as in
   * {@code {"error": {"message": ...}}}), or null when the body is not such JSON.
   */
  static @Nullable String serviceMessage(byte[] body) {
    if (body.length == 0) {
      return null;
    }
    try {
      return messageOf(Json.shared().readTree(body), 0);
    } catch (IOException e) {
      return null; // An HTML page from a proxy, say: the status still says what happened.
    }
  }

  private static @Nullable String messageOf(@Nullable JsonNode node, int depth) {
    if (node == null || !node.isObject() || depth > 1) {
      return null;
    }
    for (String field : MESSAGE_FIELDS) {
      JsonNode value = node.get(field);
      if (value != null && value.isTextual() && !value.asText().isBlank()) {
        return value.asText();
      }
      String nested = messageOf(value, depth + 1);
      if (nested != null) {
        return nested;
      }
    }
    return null;
  }

  private static String what(String target, Attempt answer, @Nullable String serviceMessage) {
    StringBuilder text = new StringBuilder(target).append(" failed with HTTP ").append(answer.status());
    if (serviceMessage != null) {
      text.append(": ").append(LogRedactor.scrub(serviceMessage)); // verbatim in serviceMessage()
    }
    if (answer.status() >= 300 && answer.status() < 400) {
      text.append(" (a redirect").append(answer.location() == null ? "" : " to " + answer.location())
          .append("; the SDK never follows redirects so that signed headers stay with the base URL's host:"
              + " check the base URL)");
    }
    return text.toString();
  }
}
