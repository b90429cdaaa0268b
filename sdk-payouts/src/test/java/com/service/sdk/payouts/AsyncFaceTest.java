package com.service.sdk.payouts;

import static com.service.sdk.payouts.Answers.ok;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.core.ServerException;
import com.service.sdk.payouts.model.CreateLinkRequest;
import com.service.sdk.payouts.model.CreatePayeeRequest;
import com.service.sdk.payouts.model.InitiatePayoutRequest;
import com.service.sdk.payouts.model.Payee;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

/**
 * Every operation's asynchronous face sends the same bytes as its blocking twin (clock and
 * nonce are fixed, so even the signatures match) and returns an equal result; the payee
 * list is visited page by page.
 */
class AsyncFaceTest {
  private static final Clock FIXED = Clock.fixed(Instant.ofEpochSecond(1_767_225_600L), ZoneOffset.UTC);

  @StartStop private final MockWebServer server = new MockWebServer();

  private MerchantClient merchant() {
    return TestClients.merchant(server).clock(FIXED).nonceGenerator(() -> "0123456789abcdef0123456789abcdef")
        .build();
  }

  private <T> void sameOnTheWire(String data, Supplier<T> blocking, Supplier<CompletableFuture<T>> async)
      throws Exception {
    server.enqueue(ok(data));
    server.enqueue(ok(data));

    T fromBlocking = blocking.get();
    T fromAsync = async.get().get(10, TimeUnit.SECONDS);

    assertThat(fromAsync).isEqualTo(fromBlocking);
    RecordedRequest first = server.takeRequest();
    RecordedRequest second = server.takeRequest();
    assertThat(second.getRequestLine()).isEqualTo(first.getRequestLine());
    assertThat(second.getHeaders().toMultimap()).isEqualTo(first.getHeaders().toMultimap());
    assertThat(second.getBody()).isEqualTo(first.getBody());
  }

  @Test
  void everyMerchantOperation_sendsTheSameBytesAsItsBlockingTwin() throws Exception {
    CreateLinkRequest link = CreateLinkRequest.builder().title("Invoice 42").amount("499.50").externalId("inv_42")
        .customer("Asha Rao", "asha@example.com", "9800000000").build();
    CreatePayeeRequest payee = CreatePayeeRequest.builder().legalName("Ravi Kumar")
        .bankAccount("50100012345678", "HDFC0001234").build();
    InitiatePayoutRequest payout = InitiatePayoutRequest.builder().payeeId("payee-1").amount("1250.75")
        .externalRef("po_7781").build();
    String page = "{\"payees\":[" + PayeesServiceTest.PAYEE + "],\"total_count\":1}";

    try (MerchantClient m = merchant()) {
      sameOnTheWire(LinksServiceTest.LINK, () -> m.links().create(link), () -> m.async().links().create(link));
      sameOnTheWire(PayeesServiceTest.PAYEE, () -> m.payees().create(payee), () -> m.async().payees().create(payee));
      sameOnTheWire(page, () -> m.payees().list(50, 10), () -> m.async().payees().list(50, 10));
      sameOnTheWire("{\"status\":\"verified\",\"name_at_bank\":\"RAVI KUMAR\"}",
          () -> m.payees().verifyBank("payee 1"), () -> m.async().payees().verifyBank("payee 1"));
      sameOnTheWire("{\"status\":\"verified\",\"name_at_vpa\":\"RAVI KUMAR\",\"vpa\":\"ravi@upi\"}",
          () -> m.payees().verifyVpa("payee-1"), () -> m.async().payees().verifyVpa("payee-1"));
      sameOnTheWire(PayoutsServiceTest.INITIATED, () -> m.payouts().initiate(payout),
          () -> m.async().payouts().initiate(payout));
      sameOnTheWire(PayoutsServiceTest.LEDGER, () -> m.payouts().status("txn/2024 A"),
          () -> m.async().payouts().status("txn/2024 A"));
      sameOnTheWire(TransactionsServiceTest.FAILED, () -> m.transactions().status("txn_9001"),
          () -> m.async().transactions().status("txn_9001"));
    }
  }

  @Test
  void everyPublicOperation_sendsTheSameBytesAsItsBlockingTwin() throws Exception {
    try (PublicClient pub = TestClients.publicClient(server).build()) {
      sameOnTheWire(PublicLinksServiceTest.STATUS, () -> pub.links().status("pl_Ab3dE"),
          () -> pub.async().links().status("pl_Ab3dE"));
      sameOnTheWire(PublicLinksServiceTest.CHECKOUT, () -> pub.links().checkout("pl_Ab3dE"),
          () -> pub.async().links().checkout("pl_Ab3dE"));
    }
  }

  @Test
  void forEach_visitsEveryPayee_onePageAtATime_andCountsThem() throws Exception {
    server.enqueue(ok("{\"payees\":[" + payee(1) + "," + payee(2) + "],\"total_count\":3}"));
    server.enqueue(ok("{\"payees\":[" + payee(3) + "],\"total_count\":3}"));
    List<String> seen = new CopyOnWriteArrayList<>();

    try (MerchantClient m = merchant()) {
      long count = m.async().payees().forEach(p -> seen.add(p.id())).get(10, TimeUnit.SECONDS);

      assertThat(count).isEqualTo(3);
    }
    assertThat(seen).containsExactly("payee-1", "payee-2", "payee-3");
    assertThat(server.takeRequest().getUrl().encodedQuery()).isEqualTo("limit=200&offset=0");
    assertThat(server.takeRequest().getUrl().encodedQuery()).isEqualTo("limit=200&offset=2");
  }

  @Test
  void cancellingForEach_stopsThePageInFlight_andAsksForNoMore() throws Exception {
    server.enqueue(ok("{\"payees\":[" + payee(1) + "],\"total_count\":3}"));
    server.enqueue(ok("{\"payees\":[" + payee(2) + "],\"total_count\":3}").newBuilder()
        .headersDelay(2, TimeUnit.SECONDS).build());
    server.enqueue(ok("{\"payees\":[" + payee(3) + "],\"total_count\":3}"));
    List<String> seen = new CopyOnWriteArrayList<>();

    try (MerchantClient m = TestClients.merchant(server).readTimeout(java.time.Duration.ofSeconds(5)).build()) {
      CompletableFuture<Long> visit = m.async().payees().forEach(p -> seen.add(p.id()));
      server.takeRequest(5, TimeUnit.SECONDS);
      server.takeRequest(5, TimeUnit.SECONDS); // the second page is on the wire

      visit.cancel(true);
      Thread.sleep(2500);
    }
    assertThat(seen).containsExactly("payee-1");
    assertThat(server.getRequestCount()).isEqualTo(2);
  }

  @Test
  void forEach_failsWithTheFailingPagesException() {
    server.enqueue(ok("{\"payees\":[" + payee(1) + "],\"total_count\":3}"));
    server.enqueue(new MockResponse.Builder().code(500).body("{\"message\":\"down\"}").build());

    try (MerchantClient m = TestClients.merchant(server).maxRetries(0).build()) {
      CompletableFuture<Long> visit = m.async().payees().forEach((Payee p) -> { });
      assertThatThrownBy(visit::join).cause().isInstanceOf(ServerException.class).hasMessageContaining("down");
    }
  }

  private static String payee(int n) {
    return PayeesServiceTest.PAYEE.replace("5f7a9a52-1111-4c2b-8f77-0a1b2c3d4e5f", "payee-" + n);
  }
}
