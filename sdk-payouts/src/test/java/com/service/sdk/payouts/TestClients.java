package com.service.sdk.payouts;

import java.time.Duration;
import mockwebserver3.MockWebServer;

/** Clients pointed at a MockWebServer on loopback, with retries that do not sleep. */
final class TestClients {
  private TestClients() {}

  /** Returns a merchant client builder with the test credentials, ready to build. */
  static MerchantClient.Builder merchant(MockWebServer server) {
    return MerchantClient.builder()
        .baseUrl(server.url("/").toString())
        .credentials(SignedRequests.KEY_ID, SignedRequests.SECRET)
        .retryBackoff(Duration.ofMillis(1), Duration.ofMillis(5))
        .readTimeout(Duration.ofSeconds(2));
  }

  /** Returns a public client builder, ready to build. */
  static PublicClient.Builder publicClient(MockWebServer server) {
    return PublicClient.builder()
        .baseUrl(server.url("/").toString())
        .retryBackoff(Duration.ofMillis(1), Duration.ofMillis(5))
        .readTimeout(Duration.ofSeconds(2));
  }
}
