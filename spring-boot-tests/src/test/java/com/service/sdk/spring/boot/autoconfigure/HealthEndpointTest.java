package com.service.sdk.spring.boot.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.sandbox.FaultRule;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import com.service.sdk.sandbox.SandboxOperation;
import com.service.sdk.sandbox.junit.SandboxExtension;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The actuator's health endpoints over HTTP while the service is down, in a real application:
 * {@code /actuator/health/serviceSdk} says so (503), and the root {@code /actuator/health}, which
 * load balancers probe, stays UP (200) unless the application asks to go down with the service.
 */
@ExtendWith(SandboxExtension.class)
class HealthEndpointTest {
  private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

  @Test
  void anOutageOfTheService_doesNotTakeTheApplicationOutOfRouting(Sandbox sandbox, SandboxMerchant merchant)
      throws Exception {
    try (ConfigurableApplicationContext context = start(sandbox, merchant)) {
      serviceDown(sandbox, context.getBean(PluginClient.class));

      HttpResponse<String> root = get(context, "/actuator/health");
      HttpResponse<String> sdk = get(context, "/actuator/health/serviceSdk");

      assertThat(root.statusCode()).as(root.body()).isEqualTo(200);
      assertThat(json(root).path("status").asText()).isEqualTo("UP");
      assertThat(json(root).path("components").path("serviceSdk").path("status").asText()).isEqualTo("SERVICE_DOWN");
      assertThat(sdk.statusCode()).as(sdk.body()).isEqualTo(503);
      assertThat(json(sdk).path("status").asText()).isEqualTo("SERVICE_DOWN");
      assertThat(json(sdk).path("details").path("failuresInARow").asInt()).isEqualTo(CallHealth.THRESHOLD);
    }
  }

  @Test
  void anApplicationThatAsks_isTakenOutOfRoutingWithTheService(Sandbox sandbox, SandboxMerchant merchant)
      throws Exception {
    try (ConfigurableApplicationContext context = start(sandbox, merchant,
        "management.health.service-sdk.outage-status=DOWN")) {
      HttpResponse<String> before = get(context, "/actuator/health");
      serviceDown(sandbox, context.getBean(PluginClient.class));

      HttpResponse<String> root = get(context, "/actuator/health");
      HttpResponse<String> sdk = get(context, "/actuator/health/serviceSdk");

      assertThat(before.statusCode()).as(before.body()).isEqualTo(200);
      assertThat(json(before).path("components").path("serviceSdk").path("status").asText()).isEqualTo("UNKNOWN");
      assertThat(root.statusCode()).as(root.body()).isEqualTo(503);
      assertThat(json(root).path("status").asText()).isEqualTo("DOWN");
      assertThat(json(root).path("components").path("serviceSdk").path("status").asText()).isEqualTo("DOWN");
      assertThat(sdk.statusCode()).isEqualTo(503);
    }
  }

  /**
   * A health group of the application's that puts {@code SERVICE_DOWN} in its status order goes
   * down with the service, 503 like DOWN; the root still leaves it aside.
   */
  @Test
  void aGroupWhoseOrderCountsTheOutage_answers503(Sandbox sandbox, SandboxMerchant merchant) throws Exception {
    try (ConfigurableApplicationContext context = start(sandbox, merchant,
        "management.endpoint.health.group.payments.include=serviceSdk,ping",
        "management.endpoint.health.group.payments.status.order=SERVICE_DOWN,DOWN,OUT_OF_SERVICE,UP,UNKNOWN")) {
      serviceDown(sandbox, context.getBean(PluginClient.class));

      HttpResponse<String> group = get(context, "/actuator/health/payments");
      HttpResponse<String> root = get(context, "/actuator/health");

      assertThat(group.statusCode()).as(group.body()).isEqualTo(503);
      assertThat(json(group).path("status").asText()).isEqualTo("SERVICE_DOWN");
      assertThat(root.statusCode()).as(root.body()).isEqualTo(200);
    }
  }

  /**
   * The 503 for {@code SERVICE_DOWN} stands in for Boot's 200 for a status it has no mapping for;
   * an application that maps {@code SERVICE_DOWN} itself (to 200, for a monitor that reads the
   * body) gets what it configured, for the endpoint and for a group alike.
   */
  @Test
  void anApplicationsOwnMappingOfTheOutage_isKept(Sandbox sandbox, SandboxMerchant merchant) throws Exception {
    try (ConfigurableApplicationContext context = start(sandbox, merchant,
        "management.endpoint.health.status.http-mapping.service-down=200",
        "management.endpoint.health.group.payments.include=serviceSdk",
        "management.endpoint.health.group.payments.status.order=SERVICE_DOWN,DOWN,OUT_OF_SERVICE,UP,UNKNOWN",
        "management.endpoint.health.group.payments.status.http-mapping.SERVICE_DOWN=299")) {
      serviceDown(sandbox, context.getBean(PluginClient.class));

      HttpResponse<String> sdk = get(context, "/actuator/health/serviceSdk");
      HttpResponse<String> group = get(context, "/actuator/health/payments");

      assertThat(json(sdk).path("status").asText()).isEqualTo("SERVICE_DOWN");
      assertThat(sdk.statusCode()).as("the endpoint's own mapping").isEqualTo(200);
      assertThat(json(group).path("status").asText()).isEqualTo("SERVICE_DOWN");
      assertThat(group.statusCode()).as("the group's own mapping").isEqualTo(299);
    }
  }

  /** Three calls in a row answered 503 (no retries): the indicator's threshold. */
  private static void serviceDown(Sandbox sandbox, PluginClient plugin) {
    sandbox.faults().add(FaultRule.on(SandboxOperation.BALANCE).next(CallHealth.THRESHOLD).status(503));
    for (int i = 0; i < CallHealth.THRESHOLD; i++) {
      assertThatThrownBy(() -> plugin.balance().get()).hasMessageContaining("HTTP 503");
    }
  }

  private static ConfigurableApplicationContext start(Sandbox sandbox, SandboxMerchant merchant, String... more) {
    return new SpringApplicationBuilder(Shop.class).properties("server.address=127.0.0.1", "server.port=0",
        "spring.main.banner-mode=off",
        "spring.autoconfigure.exclude=org.springframework.boot.autoconfigure.jdbc.DataSourceAutoConfiguration,"
            + "org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration",
        "management.endpoint.health.show-details=always", "service.sdk.max-retries=0",
        "service.sdk.base-url=" + sandbox.baseUrl(), "service.sdk.api-key-id=" + merchant.apiKeyId(),
        "service.sdk.api-secret=" + merchant.apiSecret()).properties(more).run();
  }

  private HttpResponse<String> get(ConfigurableApplicationContext context, String path) throws Exception {
    String port = context.getEnvironment().getProperty("local.server.port");
    return http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
        .timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.ofString());
  }

  private static JsonNode json(HttpResponse<String> response) throws Exception {
    return new ObjectMapper().readTree(response.body());
  }

  @SpringBootConfiguration
  @EnableAutoConfiguration
  static class Shop {}
}
