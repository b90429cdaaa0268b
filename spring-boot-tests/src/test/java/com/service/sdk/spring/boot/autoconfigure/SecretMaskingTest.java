package com.service.sdk.spring.boot.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.core.env.MapPropertySource;
import org.springframework.core.env.StandardEnvironment;
import org.springframework.core.env.SystemEnvironmentPropertySource;

/**
 * The API secret never shows in the actuator's {@code /env} or {@code /configprops}, even with
 * {@code show-values=always}, wherever the application was given it: its own property in any
 * spelling, {@code SPRING_APPLICATION_JSON} or {@code spring.application.json} (as a variable, a
 * system property or an argument), the command line that {@code sun.java.command} repeats, or a
 * variable of the application's own that the property refers to. A real application over HTTP;
 * the process environment and system properties it reads are given to it, as they cannot be set
 * in a running JVM.
 */
class SecretMaskingTest {
  private static final String IN_ARGUMENT = "sk_in_argument_0001";
  private static final String IN_ARGUMENT_JSON = "sk_in_argument_json_0002";
  private static final String IN_SYSTEM_PROPERTY_JSON = "sk_in_system_property_json_0003";
  private static final String IN_VARIABLE_JSON = "sk_in_variable_json_0004";
  private static final String IN_RELAXED_VARIABLE = "sk_in_relaxed_variable_0005";
  private static final String IN_OWN_VARIABLE = "sk_in_own_variable_0006";
  private static final String IN_UNDERSCORE_PROPERTY = "sk_in_underscore_property_0007";
  private static final List<String> SECRETS = List.of(IN_ARGUMENT, IN_ARGUMENT_JSON, IN_SYSTEM_PROPERTY_JSON,
      IN_VARIABLE_JSON, IN_RELAXED_VARIABLE, IN_OWN_VARIABLE, IN_UNDERSCORE_PROPERTY);

  private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

  @Test
  void theSecret_isMaskedWhereverTheApplicationWasGivenIt() throws Exception {
    String argumentJson = "{\"service\":{\"sdk\":{\"api_secret\":\"" + IN_ARGUMENT_JSON + "\"}}}";
    String[] args = {"--service.sdk.api-secret=" + IN_ARGUMENT, "--spring.application.json=" + argumentJson};
    StandardEnvironment environment = new StandardEnvironment();
    environment.getPropertySources().replace(StandardEnvironment.SYSTEM_ENVIRONMENT_PROPERTY_SOURCE_NAME,
        new SystemEnvironmentPropertySource(StandardEnvironment.SYSTEM_ENVIRONMENT_PROPERTY_SOURCE_NAME, Map.of(
            "SPRING_APPLICATION_JSON", "{\"service\":{\"sdk\":{\"api-secret\":\"" + IN_VARIABLE_JSON + "\"}}}",
            "SERVICE_SDK_APISECRET", IN_RELAXED_VARIABLE,
            "SHOP_PAYMENTS_SECRET", IN_OWN_VARIABLE)));
    Map<String, Object> systemProperties = new HashMap<>(environment.getSystemProperties());
    systemProperties.put("spring.application.json", "{\"service.sdk.apiSecret\":\"" + IN_SYSTEM_PROPERTY_JSON + "\"}");
    systemProperties.put("sun.java.command", "shop.jar " + String.join(" ", args));
    environment.getPropertySources().replace(StandardEnvironment.SYSTEM_PROPERTIES_PROPERTY_SOURCE_NAME,
        new MapPropertySource(StandardEnvironment.SYSTEM_PROPERTIES_PROPERTY_SOURCE_NAME, systemProperties));
    environment.getPropertySources().addLast(new MapPropertySource("application.properties", Map.of(
        "service.sdk.api-secret", "${SHOP_PAYMENTS_SECRET}", "service.sdk.api_secret", IN_UNDERSCORE_PROPERTY)));

    try (ConfigurableApplicationContext context = new SpringApplicationBuilder(Shop.class).environment(environment)
        .properties("server.address=127.0.0.1", "server.port=0", "spring.main.banner-mode=off",
            "spring.autoconfigure.exclude=org.springframework.boot.autoconfigure.jdbc.DataSourceAutoConfiguration,"
                + "org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration",
            "management.endpoints.web.exposure.include=env,configprops",
            "management.endpoint.env.show-values=always", "management.endpoint.configprops.show-values=always",
            "service.sdk.base-url=https://api.example.test", "service.sdk.api-key-id=key_test_1")
        .run(args)) {
      String port = context.getEnvironment().getProperty("local.server.port");
      String env = get(port, "/actuator/env");
      String command = get(port, "/actuator/env/sun.java.command");
      String configprops = get(port, "/actuator/configprops");

      assertThat(context.getEnvironment().getProperty("service.sdk.api-secret")).as("what is bound")
          .isEqualTo(IN_ARGUMENT);
      assertThat(SECRETS).as("the secrets shown by /actuator/env").filteredOn(env::contains).isEmpty();
      assertThat(SECRETS).as("the secrets shown by /actuator/configprops").filteredOn(configprops::contains).isEmpty();
      assertThat(command).contains("shop.jar --service.sdk.api-secret=****** --spring.application.json=",
          "\\\"api_secret\\\":\\\"******\\\"").doesNotContain(IN_ARGUMENT, IN_ARGUMENT_JSON);
      assertThat(env).as("the rest is shown").contains("key_test_1", "https://api.example.test");
      assertThat(shown(env, "systemEnvironment", "SHOP_PAYMENTS_SECRET")).isEqualTo("******");
      assertThat(shown(env, "systemEnvironment", "SPRING_APPLICATION_JSON")).isEqualTo("******");
      assertThat(shown(env, "systemProperties", "spring.application.json")).isEqualTo("******");
    }
  }

  /** The value {@code /actuator/env} shows for one property of one property source. */
  private static String shown(String env, String source, String property) throws Exception {
    for (JsonNode propertySource : new ObjectMapper().readTree(env).path("propertySources")) {
      if (propertySource.path("name").asText().equals(source)) {
        return propertySource.path("properties").path(property).path("value").asText();
      }
    }
    throw new AssertionError("no property source " + source);
  }

  private String get(String port, String path) throws Exception {
    HttpResponse<String> response = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
        .timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.ofString());
    assertThat(response.statusCode()).as(path).isEqualTo(200);
    return response.body();
  }

  @SpringBootConfiguration
  @EnableAutoConfiguration
  static class Shop {}
}
