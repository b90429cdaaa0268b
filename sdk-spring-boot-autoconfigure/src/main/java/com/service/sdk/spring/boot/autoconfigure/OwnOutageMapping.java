package com.service.sdk.spring.boot.autoconfigure;

import java.util.Locale;
import java.util.Map;
import org.springframework.boot.context.properties.bind.Bindable;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.core.env.Environment;

/**
 * Whether the application mapped {@code SERVICE_DOWN} to an HTTP status itself, in the
 * properties Boot builds each health group's mapping from: then the 503 the starter gives it
 * (where Boot would answer 200 for a status it has no mapping for) stands aside, even when the
 * application chose 200. A group with a mapping of its own uses only that one, as Boot does; a
 * group without uses the endpoint's.
 */
final class OwnOutageMapping {
  private static final String HEALTH = "management.endpoint.health";
  private static final Bindable<Map<String, String>> MAPPING = Bindable.mapOf(String.class, String.class);

  private final Binder binder;

  OwnOutageMapping(Environment environment) {
    this.binder = Binder.get(environment);
  }

  /** Whether the endpoint's own mapping (that of a group without one) names {@code SERVICE_DOWN}. */
  boolean primary() {
    return namesTheOutage(binder.bind(HEALTH + ".status.http-mapping", MAPPING).orElse(Map.of()));
  }

  /** Whether the mapping the named group answers with names {@code SERVICE_DOWN}. */
  boolean group(String name) {
    Map<String, String> own = binder.bind(HEALTH + ".group", Bindable.mapOf(String.class, Group.class))
        .map(groups -> groups.get(name)).map(Group::mapping).orElse(Map.of());
    return own.isEmpty() ? primary() : namesTheOutage(own);
  }

  /** A group's {@code status.http-mapping}, as Boot binds it; nothing else of the group matters here. */
  record Group(Status status) {
    Map<String, String> mapping() {
      return status == null || status.httpMapping() == null ? Map.of() : status.httpMapping();
    }
  }

  /** A group's {@code status}: its {@code http-mapping}. */
  record Status(Map<String, String> httpMapping) {}

  /** Boot compares status codes lowercase, letters and digits only ({@code service-down} is {@code SERVICE_DOWN}). */
  private static boolean namesTheOutage(Map<String, String> mapping) {
    String outage = uniform(CallHealth.SERVICE_DOWN);
    return mapping.keySet().stream().anyMatch(code -> uniform(code).equals(outage));
  }

  private static String uniform(String code) {
    return code.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]", "");
  }
}
