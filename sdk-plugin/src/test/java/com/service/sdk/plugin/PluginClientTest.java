package com.service.sdk.plugin;

import static com.service.sdk.plugin.PluginWire.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.core.IdempotencyKey;
import com.service.sdk.core.RequestOptions;
import com.service.sdk.core.ServerException;
import java.util.Map;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

class PluginClientTest {
  private static final String BALANCE = PluginWire.BALANCE;

  @StartStop private final MockWebServer server = new MockWebServer();

  @Test
  void build_withNothingSet_namesBaseUrlAndCredentials() {
    assertThatThrownBy(() -> PluginClient.builder().build())
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("baseUrl")
        .hasMessageContaining("SERVICE_BASE_URL")
        .hasMessageContaining("credentials")
        .hasMessageContaining("SERVICE_API_KEY_ID");
  }

  @Test
  void build_withoutCredentials_namesOnlyThem() {
    assertThatThrownBy(() -> PluginClient.builder().baseUrl(server.url("/").toString()).build())
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("credentials")
        .hasMessageNotContaining("baseUrl");
  }

  @Test
  void fromEnvironment_withNoVariablesSet_namesTheVariables() {
    // The build clears SERVICE_* for tests (surefire environmentVariables).
    assertThatThrownBy(() -> PluginClient.fromEnvironment().build())
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("SERVICE_BASE_URL")
        .hasMessageContaining("SERVICE_API_SECRET");
  }

  @Test
  void fromEnvironment_completedOnTheBuilder_builds() throws Exception {
    server.enqueue(json(200, BALANCE));

    PluginClient.fromEnvironment().baseUrl(server.url("/").toString())
        .credentials(PluginWire.KEY_ID, PluginWire.SECRET).clock(PluginWire.FIXED_CLOCK).build().balance().get();

    PluginWire.assertSignedGet(server.takeRequest(), "/payments/balance");
  }

  @Test
  void environment_suppliesBaseUrlAndCredentials() throws Exception {
    server.enqueue(json(200, BALANCE));
    PluginClient client = PluginClient.builder()
        .environment(Map.of("SERVICE_BASE_URL", server.url("/").toString(),
            "SERVICE_API_KEY_ID", "key_from_env", "SERVICE_API_SECRET", "sk_from_env"))
        .clock(PluginWire.FIXED_CLOCK)
        .build();

    client.balance().get();

    RecordedRequest request = server.takeRequest();
    assertThat(request.getHeaders().get("X-Service-Api-Key")).isEqualTo("key_from_env");
    assertThat(request.getHeaders().get("X-Service-Signature"))
        .isEqualTo(PluginWire.hmacHex("sk_from_env", PluginWire.NOW + ".GET./payments/balance."));
  }

  @Test
  void builderValues_winOverEnvironment() throws Exception {
    server.enqueue(json(200, BALANCE));
    PluginClient client = PluginClient.builder()
        .baseUrl(server.url("/").toString())
        .credentials(PluginWire.KEY_ID, PluginWire.SECRET)
        .environment(Map.of("SERVICE_BASE_URL", "https://elsewhere.example.test",
            "SERVICE_API_KEY_ID", "key_from_env", "SERVICE_API_SECRET", "sk_from_env"))
        .clock(PluginWire.FIXED_CLOCK)
        .build();

    client.balance().get();

    PluginWire.assertSignedGet(server.takeRequest(), "/payments/balance");
  }

  @Test
  void builder_toString_hidesTheSecret() {
    assertThat(PluginClient.builder().credentials(PluginWire.KEY_ID, PluginWire.SECRET).toString())
        .contains(PluginWire.KEY_ID)
        .doesNotContain(PluginWire.SECRET);
  }

  @Test
  void close_makesLaterCallsFailAtOnce_namingTheClient() {
    PluginClient client = PluginWire.clientFor(server).build();
    client.close();

    assertThatThrownBy(() -> client.balance().get()).isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("this PluginClient was closed");
    assertThat(server.getRequestCount()).isZero();
  }

  @Test
  void everyOperation_takesRequestOptions_andAppliesThemOnTheWire() throws Exception {
    server.enqueue(json(503, "{}"));
    server.enqueue(json(200, PluginWire.BALANCE));
    try (PluginClient client = PluginWire.clientFor(server).maxRetries(3).build()) {
      RequestOptions once = RequestOptions.builder().maxRetries(0).build();

      assertThatThrownBy(() -> client.balance().get(once)).isInstanceOf(ServerException.class);
      assertThat(server.getRequestCount()).isEqualTo(1);

      assertThatThrownBy(() -> client.payments().status("pay_1",
          RequestOptions.withIdempotencyKey(IdempotencyKey.of("stray-key-00000001"))))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("payments.status carries no idempotency key");
      assertThat(server.getRequestCount()).isEqualTo(1);
    }
  }
}
