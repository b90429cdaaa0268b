package com.service.sdk.payouts;

import static com.service.sdk.payouts.Answers.ok;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.core.callback.CallbackNotice;
import com.service.sdk.payouts.model.LinkPaymentState;
import com.service.sdk.payouts.model.LinkStatus;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

/**
 * {@link PublicLinksService#confirm}: a link callback is believed only for a link the merchant's
 * own records recognise, and then only through the service's link status.
 */
final class PublicLinksServiceConfirmTest {
  @StartStop private final MockWebServer server = new MockWebServer();

  /** The merchant's records: the links it created, by short id. */
  private final Set<String> created = new HashSet<>(Set.of("pl_Ab3dE"));
  private final List<String> asked = new CopyOnWriteArrayList<>();
  private final LinkOwnership ours = shortId -> {
    asked.add(shortId);
    return created.contains(shortId);
  };

  private static CallbackNotice notice(String body) {
    return CallbackNotice.parse(body.getBytes(StandardCharsets.UTF_8));
  }

  @Test
  void confirm_getsThePublicStatusOfTheShortId_withoutCredentials() throws Exception {
    server.enqueue(ok(PublicLinksServiceTest.STATUS));
    CallbackNotice notice = notice("{\"event\":\"link.paid\",\"link_id\":\"l-1\",\"short_id\":\"pl_Ab3dE\","
        + "\"transaction_id\":\"txn_1\",\"status\":\"SUCCESS\",\"amount\":\"1.0000\"}");

    LinkStatus status = TestClients.publicClient(server).build().links().confirm(notice, ours);

    RecordedRequest request = server.takeRequest();
    assertThat(request.getMethod()).isEqualTo("GET");
    assertThat(request.getUrl().encodedPath()).isEqualTo("/api/v1/collections/intents/pl_Ab3dE/status");
    assertThat(request.getUrl().encodedQuery()).isNull();
    assertThat(SignedRequests.body(request)).isEmpty();
    SignedRequests.assertNoCredentials(request);
    assertThat(server.getRequestCount()).isEqualTo(1);
    assertThat(status).isEqualTo(new LinkStatus(LinkPaymentState.SUCCESS, "pl_Ab3dE", "txn_1", 2, 2, false));
    assertThat(asked).containsExactly("pl_Ab3dE");
  }

  @Test
  void confirm_aForgedNoticeNamingAnotherMerchantsLink_isRefusedBeforeAnyRequest() {
    server.enqueue(ok(PublicLinksServiceTest.STATUS)); // the other merchant's link is paid: the public status says so
    CallbackNotice forged = notice("{\"event\":\"link.paid\",\"short_id\":\"pl_0therMerchant\"}");

    assertThatThrownBy(() -> TestClients.publicClient(server).build().links().confirm(forged, ours))
        .isExactlyInstanceOf(IllegalArgumentException.class)
        .hasMessage("callback notice names link pl_0therMerchant, which your LinkOwnership does not recognise as one"
            + " you created: not confirmed (the public link status says nothing about whose link it is)");
    assertThat(asked).containsExactly("pl_0therMerchant");
    assertThat(server.getRequestCount()).isZero();
  }

  @Test
  void confirm_whenTheOwnershipLookupFails_throwsWhatItThrew_beforeAnyRequest() {
    IllegalStateException databaseDown = new IllegalStateException("invoices database unreachable");

    assertThatThrownBy(() -> TestClients.publicClient(server).build().links()
            .confirm(notice("{\"short_id\":\"pl_Ab3dE\"}"), shortId -> {
              throw databaseDown;
            }))
        .isSameAs(databaseDown);
    assertThat(server.getRequestCount()).isZero();
  }

  @Test
  void confirm_withoutAnOwnershipLookup_isRefused() {
    assertThatThrownBy(() -> TestClients.publicClient(server).build().links()
            .confirm(notice("{\"short_id\":\"pl_Ab3dE\"}"), null))
        .isExactlyInstanceOf(NullPointerException.class).hasMessage("ownership == null");
    assertThat(server.getRequestCount()).isZero();
  }

  @Test
  void confirm_aPaymentNotice_isRefusedBeforeAnyRequest() {
    assertThatThrownBy(() -> TestClients.publicClient(server).build().links()
            .confirm(notice("{\"payment_id\":\"pay_1\",\"transaction_id\":\"txn_1\"}"), ours))
        .isExactlyInstanceOf(IllegalArgumentException.class)
        .hasMessage("callback notice has no short_id, so it cannot be confirmed as a link (it names a payment by"
            + " payment_id)");
    assertThat(server.getRequestCount()).isZero();
  }

  @Test
  void confirm_aNoticeWithAnAbsurdlyLongShortId_isRefusedBeforeAnyRequest() {
    String longId = "k".repeat(CallbackNotice.MAX_ID_LENGTH + 1);

    assertThatThrownBy(() -> TestClients.publicClient(server).build().links()
            .confirm(notice("{\"short_id\":\"" + longId + "\"}"), ours))
        .isExactlyInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("short_id is longer than 128 characters");
    assertThat(server.getRequestCount()).isZero();
    assertThat(asked).as("a notice naming no usable link never reaches the lookup").isEmpty();
  }
}
