package com.service.sdk.micrometer;

import com.service.sdk.plugin.PluginClient;
import java.time.Duration;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;

/** A plugin client for a MockWebServer, and the answers the tests script. */
final class Wire {
  static final String SECRET = "sk_test_2b7e151628aed2a6abf7158809cf4f3c";
  static final String PAID = "{\"payment_id\":\"pay_8Hq2\",\"status\":\"paid\",\"order_id\":\"ord_1001\","
      + "\"transaction_id\":\"txn_77\",\"provider_reference\":\"prov_9\",\"amount\":\"499.0000\",\"currency\":\"INR\"}";

  private Wire() {}

  /** A client for {@code server}: retries wait a millisecond or two. */
  static PluginClient.Builder pluginFor(MockWebServer server) {
    return PluginClient.builder().baseUrl(server.url("/").toString()).credentials("key_test_plugin_1", SECRET)
        .retryBackoff(Duration.ofMillis(1), Duration.ofMillis(2));
  }

  static MockResponse json(int code, String body) {
    return new MockResponse.Builder().code(code).setHeader("Content-Type", "application/json").body(body).build();
  }
}
