package com.service.sdk.core.internal;

import com.fasterxml.jackson.databind.JsonNode;
import com.service.sdk.core.ApiException;
import com.service.sdk.core.AuthenticationException;
import com.service.sdk.core.ConflictException;
import com.service.sdk.core.InvalidRequestException;
import com.service.sdk.core.NotFoundException;
import com.service.sdk.core.RateLimitException;
import com.service.sdk.core.ServerException;
import java.io.IOException;
import java.time.Duration;

/** Maps an error answer to the exception hierarchy, by status, with the service's message. */
final class ServiceErrors {
  private static final String[] MESSAGE_FIELDS = {"message", "error", "detail"};

  private ServiceErrors() {}

  /**
   * Returns the exception for an answer the service gave as an error.
   *
   * @param serviceMessage the service's message, or null when it sent none
   * @param location the {@code Location} of a redirect, or null
   * @param retryAfter the {@code Retry-After} of a 429, or null
   */
  static ApiException forAnswer(ApiResponse answer, String serviceMessage, String location, Duration retryAfter) {
    int status = answer.statusCode();
    String message = message(answer, serviceMessage, location);
    String raw = answer.bodySnippet();
    int attempts = answer.attempts();
    var key = answer.idempotencyKey();
    if (status == 401 || status == 403) {
      return new AuthenticationException(message, status, serviceMessage, raw, attempts, key);
    } else if (status == 400 || status == 422) {
      return new InvalidRequestException(message, status, serviceMessage, raw, attempts, key);
    } else if (status == 404) {
      return new NotFoundException(message, status, serviceMessage, raw, attempts, key);
    } else if (status == 409) {
      return new ConflictException(message, status, serviceMessage, raw, attempts, key);
    } else if (status == 429) {
      return new RateLimitException(message, status, serviceMessage, raw, attempts, key, retryAfter);
    } else if (status >= 500 && status <= 599) {
      return new ServerException(message, status, serviceMessage, raw, attempts, key);
    }
    return new ApiException(message, status, serviceMessage, raw, attempts, key);
  }

  /**
   * Returns the service's explanation from a JSON error body: the first text among
   * {@code message}, {@code error} and {@code detail} (also one level down, as in
   * {@code {"error": {"message": ...}}}), or null when the body is not such JSON.
   */
  static String serviceMessage(byte[] body) {
    if (body.length == 0) {
      return null;
    }
    try {
      return messageOf(Json.mapper().readTree(body), 0);
    } catch (IOException e) {
      return null; // An HTML page from a proxy, say: the status still says what happened.
    }
  }

  private static String messageOf(JsonNode node, int depth) {
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

  private static String message(ApiResponse answer, String serviceMessage, String location) {
    StringBuilder text = new StringBuilder(answer.target()).append(" failed with HTTP ").append(answer.statusCode());
    if (serviceMessage != null) {
      text.append(": ").append(LogRedactor.scrub(serviceMessage)); // verbatim in serviceMessage()
    }
    if (answer.statusCode() >= 300 && answer.statusCode() < 400) {
      text.append(" (a redirect").append(location == null ? "" : " to " + location)
          .append("; the SDK never follows redirects so that signed headers stay with the base URL's host:"
              + " check the base URL)");
    }
    text.append(" [attempts: ").append(answer.attempts());
    if (answer.idempotencyKey() != null) {
      text.append(", idempotency key: ").append(answer.idempotencyKey());
    }
    return text.append(']').toString();
  }
}
