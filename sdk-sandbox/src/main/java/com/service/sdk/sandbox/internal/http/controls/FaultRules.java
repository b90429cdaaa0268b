package com.service.sdk.sandbox.internal.http.controls;

import com.fasterxml.jackson.databind.JsonNode;
import com.service.sdk.sandbox.FaultRule;
import com.service.sdk.sandbox.SandboxOperation;
import com.service.sdk.sandbox.internal.http.Fields;
import com.service.sdk.sandbox.internal.http.Json;
import com.service.sdk.sandbox.internal.http.Refusals;
import java.time.Duration;
import java.util.Arrays;
import java.util.Set;

/**
 * Reads a fault rule from the JSON of {@code POST /_sandbox/faults}: {@code operation}, an
 * optional trigger ({@code next}, or {@code probability} with {@code seed}) and exactly one
 * action ({@code status}, {@code retry_after_seconds}, {@code delay_ms}, {@code drop_after_commit}).
 */
public final class FaultRules {
  private static final Set<String> FIELDS = Set.of("operation", "next", "probability", "seed", "status",
      "retry_after_seconds", "delay_ms", "drop_after_commit");
  private static final Set<String> ACTIONS = Set.of("status", "retry_after_seconds", "delay_ms", "drop_after_commit");

  private FaultRules() {}

  static FaultRule fromJson(byte[] body) {
    Fields.parse(body, FIELDS);
    JsonNode json = Json.parse(body);
    SandboxOperation operation;
    try {
      operation = SandboxOperation.valueOf(text(json, "operation"));
    } catch (IllegalArgumentException e) {
      throw Refusals.badRequest("operation must be one of " + Arrays.toString(SandboxOperation.values()));
    }
    long actions = ACTIONS.stream().filter(json::hasNonNull).count();
    if (actions != 1) {
      throw Refusals.badRequest("give exactly one action: status, retry_after_seconds, delay_ms or drop_after_commit");
    }
    try {
      FaultRule.Builder builder = FaultRule.on(operation);
      if (json.hasNonNull("next")) {
        builder.next(integer(json, "next"));
      } else if (json.hasNonNull("probability")) {
        if (!json.get("probability").isNumber() || !json.hasNonNull("seed")) {
          throw Refusals.badRequest("probability must be a number and needs a seed");
        }
        builder.probability(json.get("probability").doubleValue(), integer(json, "seed"));
      }
      if (json.hasNonNull("status")) {
        return builder.status(integer(json, "status"));
      }
      if (json.hasNonNull("retry_after_seconds")) {
        return builder.rateLimited(Duration.ofSeconds(integer(json, "retry_after_seconds")));
      }
      if (json.hasNonNull("delay_ms")) {
        return builder.delay(Duration.ofMillis(integer(json, "delay_ms")));
      }
      if (!json.get("drop_after_commit").asBoolean()) {
        throw Refusals.badRequest("drop_after_commit must be true when given");
      }
      return builder.dropAfterCommit();
    } catch (IllegalArgumentException e) {
      throw Refusals.badRequest(String.valueOf(e.getMessage())); // the builder names the field
    }
  }

  private static String text(JsonNode json, String name) {
    JsonNode value = json.get(name);
    if (value == null || !value.isTextual()) {
      throw Refusals.badRequest(name + " must be a string");
    }
    return value.textValue();
  }

  private static int integer(JsonNode json, String name) {
    JsonNode value = json.get(name);
    if (!value.isIntegralNumber() || !value.canConvertToInt()) {
      throw Refusals.badRequest(name + " must be an integer");
    }
    return value.intValue();
  }
}
