package com.service.sdk.payouts;

import static com.service.sdk.payouts.Answers.ok;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

final class MerchantClientTest {
  private static final String EMPTY_PAGE = "{\"payees\":[],\"total_count\":0}";

  @StartStop private final MockWebServer server = new MockWebServer();

  @Test
  void build_withoutBaseUrlAndCredentials_namesBoth() {
    assertThatThrownBy(() -> MerchantClient.builder().build())
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("baseUrl").hasMessageContaining("credentials");
  }

  @Test
  void builder_toString_hidesTheSecret() {
    String text = MerchantClient.builder().credentials(SignedRequests.KEY_ID, SignedRequests.SECRET).toString();

    assertThat(text).contains(SignedRequests.KEY_ID).doesNotContain(SignedRequests.SECRET);
  }

  @Test
  void environment_givesBaseUrlAndCredentials() throws Exception {
    server.enqueue(ok(EMPTY_PAGE));
    MerchantClient client = MerchantClient.builder().environment(Map.of(
        "SERVICE_BASE_URL", server.url("/").toString(),
        "SERVICE_API_KEY_ID", SignedRequests.KEY_ID,
        "SERVICE_API_SECRET", SignedRequests.SECRET)).build();

    client.payees().list(50, 0);

    SignedRequests.assertSigned(server.takeRequest());
  }

  @Test
  void environment_losesToValuesSetOnTheBuilder() throws Exception {
    server.enqueue(ok(EMPTY_PAGE));
    MerchantClient client = TestClients.merchant(server).environment(Map.of(
        "SERVICE_BASE_URL", "https://elsewhere.example.test",
        "SERVICE_API_KEY_ID", "other_key",
        "SERVICE_API_SECRET", "other_secret")).build();

    client.payees().list(50, 0);

    SignedRequests.assertSigned(server.takeRequest());
  }

  @Test
  void fromEnvironment_returnsABuilderWhoseValuesWin() throws Exception {
    server.enqueue(ok(EMPTY_PAGE));

    MerchantClient.fromEnvironment().baseUrl(server.url("/").toString())
        .credentials(SignedRequests.KEY_ID, SignedRequests.SECRET).build().payees().list(50, 0);

    SignedRequests.assertSigned(server.takeRequest());
  }

  @Test
  void everyRequestCarriesAFreshNonceOf32LowercaseHex() throws Exception {
    MerchantClient client = TestClients.merchant(server).build();
    Set<String> nonces = new HashSet<>();
    for (int i = 0; i < 5; i++) {
      server.enqueue(ok(EMPTY_PAGE));
      client.payees().list(50, 0);
      String nonce = server.takeRequest().getHeaders().get("X-API-NONCE");
      assertThat(nonce).matches("[0-9a-f]{32}");
      nonces.add(nonce);
    }
    assertThat(nonces).hasSize(5);
  }

  @Test
  void nonceGenerator_andClock_setTheSignedNonceAndTimestamp() throws Exception {
    Iterator<String> nonces = List.of("0123456789abcdef0123456789abcdef", "fedcba9876543210fedcba9876543210")
        .iterator();
    MerchantClient client = TestClients.merchant(server).nonceGenerator(nonces::next)
        .clock(Clock.fixed(Instant.ofEpochSecond(1_700_000_100L), ZoneOffset.UTC)).build();
    server.enqueue(Answers.failure(503, "busy"));
    server.enqueue(ok(EMPTY_PAGE));

    client.payees().list(50, 0);

    RecordedRequest first = server.takeRequest();
    RecordedRequest retry = server.takeRequest();
    assertThat(first.getHeaders().get("X-API-NONCE")).isEqualTo("0123456789abcdef0123456789abcdef");
    assertThat(retry.getHeaders().get("X-API-NONCE")).isEqualTo("fedcba9876543210fedcba9876543210");
    assertThat(first.getHeaders().get("X-API-TIMESTAMP")).isEqualTo("1700000100");
    SignedRequests.assertSigned(first);
    SignedRequests.assertSigned(retry);
  }

  @Test
  void nonceGenerator_rejectsNull() {
    assertThatThrownBy(() -> MerchantClient.builder().nonceGenerator(null))
        .isInstanceOf(NullPointerException.class).hasMessageContaining("nonceGenerator");
  }
}
