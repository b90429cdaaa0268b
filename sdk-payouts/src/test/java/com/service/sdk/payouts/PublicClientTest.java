package com.service.sdk.payouts;

import static com.service.sdk.payouts.Answers.ok;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.core.SignedClientBuilder;
import java.util.Map;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

final class PublicClientTest {
  @StartStop private final MockWebServer server = new MockWebServer();

  @Test
  void builder_cannotTakeCredentials() {
    assertThat(SignedClientBuilder.class.isAssignableFrom(PublicClient.Builder.class)).isFalse();
  }

  @Test
  void build_withoutBaseUrl_saysWhatIsMissing() {
    assertThatThrownBy(() -> PublicClient.builder().build())
        .isInstanceOf(IllegalStateException.class).hasMessageContaining("baseUrl")
        .hasMessageContaining("SERVICE_BASE_URL");
  }

  @Test
  void environment_givesTheBaseUrl_andCredentialsThereAreNeverSent() throws Exception {
    server.enqueue(ok(PublicLinksServiceTest.STATUS));
    PublicClient client = PublicClient.builder().environment(Map.of(
        "SERVICE_BASE_URL", server.url("/").toString(),
        "SERVICE_API_KEY_ID", SignedRequests.KEY_ID,
        "SERVICE_API_SECRET", SignedRequests.SECRET)).build();

    client.links().status("pl_Ab3dE");

    SignedRequests.assertNoCredentials(server.takeRequest());
  }

  @Test
  void fromEnvironment_returnsABuilderWhoseValuesWin() throws Exception {
    server.enqueue(ok(PublicLinksServiceTest.CHECKOUT));

    PublicClient.fromEnvironment().baseUrl(server.url("/").toString()).build().links().checkout("pl_Ab3dE");

    assertThat(server.takeRequest().getUrl().encodedPath()).isEqualTo("/api/v1/collections/checkout/pl_Ab3dE");
  }
}
