package com.service.sdk.spring.boot.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The IDE's completion: every property the starter reads is described, with its default where it has one. */
class ConfigurationMetadataTest {

  private static Map<String, JsonNode> properties() throws IOException {
    Map<String, JsonNode> byName = new HashMap<>();
    for (String file : new String[] {"META-INF/spring-configuration-metadata.json",
        "META-INF/additional-spring-configuration-metadata.json"}) {
      try (InputStream in = ServiceSdkProperties.class.getClassLoader().getResourceAsStream(file)) {
        assertThat(in).as(file).isNotNull();
        new ObjectMapper().readTree(in).get("properties").forEach(p -> byName.put(p.get("name").asText(), p));
      }
    }
    return byName;
  }

  @Test
  void everyPropertyHasADescription_andTheSdksDefaults() throws IOException {
    Map<String, JsonNode> properties = properties();

    assertThat(properties).containsKeys("service.sdk.base-url", "service.sdk.api-key-id", "service.sdk.api-secret",
        "service.sdk.plugin.enabled", "service.sdk.merchant.enabled", "service.sdk.public.enabled",
        "service.sdk.callbacks.enabled", "service.sdk.observations.enabled", "service.sdk.opentelemetry.enabled",
        "management.health.service-sdk.enabled", "management.health.service-sdk.outage-status", "service.sdk.proxy.host", "service.sdk.proxy.port",
        "service.sdk.callbacks.links-path", "service.sdk.callbacks.transactional", "service.sdk.jdbc.enabled",
        "service.sdk.jdbc.create-schema", "service.sdk.jdbc.deliveries.table", "service.sdk.jdbc.deliveries.retention",
        "service.sdk.jdbc.deliveries.prune-interval", "service.sdk.jdbc.deliveries.resume-interval",
        "service.sdk.jdbc.movements.table",
        "service.sdk.jdbc.movements.account", "service.sdk.jdbc.movements.lease",
        "service.sdk.jdbc.movements.retry-delay", "service.sdk.jdbc.movements.resume-interval");
    assertThat(properties.values()).allSatisfy(p -> assertThat(p.path("description").asText())
        .as("description of %s", p.get("name")).hasSizeGreaterThan(20));
    Map<String, String> defaults = new HashMap<>();
    properties.forEach((name, p) -> defaults.put(name, p.path("defaultValue").asText(null)));
    assertThat(defaults).containsEntry("service.sdk.connect-timeout", "10s")
        .containsEntry("service.sdk.read-timeout", "30s").containsEntry("service.sdk.call-timeout", "60s")
        .containsEntry("service.sdk.max-retries", "2").containsEntry("service.sdk.retry-backoff.initial", "500ms")
        .containsEntry("service.sdk.retry-backoff.max", "20s").containsEntry("service.sdk.callbacks.enabled", "false")
        .containsEntry("service.sdk.callbacks.timeout", "5s").containsEntry("service.sdk.callbacks.lease", "10m")
        .containsEntry("service.sdk.callbacks.payments-path", "/callbacks/payments")
        .containsEntry("service.sdk.callbacks.links-path", "/callbacks/links")
        .containsEntry("service.sdk.callbacks.transactional", "false").containsEntry("service.sdk.jdbc.enabled", "true")
        .containsEntry("management.health.service-sdk.outage-status", "SERVICE_DOWN")
        .containsEntry("service.sdk.jdbc.create-schema", "false")
        .containsEntry("service.sdk.jdbc.deliveries.table", "service_sdk_delivery")
        .containsEntry("service.sdk.jdbc.deliveries.retention", "30d")
        .containsEntry("service.sdk.jdbc.movements.table", "service_sdk_movement")
        .containsEntry("service.sdk.jdbc.movements.account", "default")
        .containsEntry("service.sdk.jdbc.movements.lease", "5m").containsEntry("service.sdk.jdbc.movements.retry-delay", "1m")
        .containsEntry("service.sdk.jdbc.movements.resume-interval", null)
        .containsEntry("service.sdk.jdbc.deliveries.prune-interval", null)
        .containsEntry("service.sdk.jdbc.deliveries.resume-interval", null).containsEntry("service.sdk.proxy.port", null);
  }
}
