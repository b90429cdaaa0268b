package com.service.sdk.payouts;

import static com.service.sdk.payouts.Answers.json;
import static com.service.sdk.payouts.Answers.ok;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.core.IdempotencyKey;
import com.service.sdk.core.PreparedRequest;
import com.service.sdk.core.RequestOptions;
import com.service.sdk.payouts.model.InitiatePayoutRequest;
import com.service.sdk.payouts.model.PayoutInitiation;
import com.service.sdk.payouts.model.PayoutMethod;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

/** {@link PayoutsService#prepare} and {@link PayoutsService#initiate(PreparedRequest, RequestOptions)}. */
final class PayoutsServicePreparedTest {
  /** The key derived from "payout", "po_7781" (pinned in PayoutsServiceTest). */
  private static final String PO_7781_KEY = "e98e06cb1fd7ca94d098b4fa89f9a057201234b7eec0344f6ce9c2d0d0d432ee";

  @StartStop private final MockWebServer server = new MockWebServer();

  private PayoutsService payouts() {
    return TestClients.merchant(server).build().payouts();
  }

  /** Custom notes of every kind a JSON object holds, numbers of several Java types among them. */
  private static InitiatePayoutRequest request() {
    return InitiatePayoutRequest.builder().payeeId("payee-1").amount(new BigDecimal("1250.50")).externalRef("po_7781")
        .method(PayoutMethod.UPI).purpose("refund for order 7781 — ₹ €")
        .customNotes(Map.of("batch", 7, "big", new BigInteger("123456789012345678901234567890"), "rate", 1.0E10,
            "share", new BigDecimal("0.1250"), "tags", List.of("a", true), "nested", Map.of("z", "last", "a", "first")))
        .build();
  }

  @Test
  void prepare_sendsNothing_andHoldsTheKeyAndTheExactBytesThatInitiateSends() throws Exception {
    server.enqueue(ok(PayoutsServiceTest.INITIATED));

    PreparedRequest prepared = payouts().prepare(request(), RequestOptions.defaults());
    assertThat(server.getRequestCount()).isZero();
    payouts().initiate(request());

    RecordedRequest sent = server.takeRequest();
    assertThat(prepared.operation()).isEqualTo("payouts.initiate");
    assertThat(prepared.idempotencyKey()).isEqualTo(IdempotencyKey.of(PO_7781_KEY));
    assertThat(prepared.body()).isEqualTo(SignedRequests.body(sent));
  }

  @Test
  void initiatePrepared_sendsTheStoredBytesVerbatimUnderTheStoredKey_signedOverThem() throws Exception {
    server.enqueue(ok(PayoutsServiceTest.INITIATED));
    String stored = "{\"amount\": 1250.50, \"payee_id\": \"payee-1\", \"external_ref\": \"po_7781\"}";
    PreparedRequest prepared = PreparedRequest.of("payouts.initiate", IdempotencyKey.of(PO_7781_KEY),
        stored.getBytes(StandardCharsets.UTF_8));

    PayoutInitiation payout = payouts().initiate(prepared, RequestOptions.defaults());

    RecordedRequest sent = server.takeRequest();
    SignedRequests.assertSigned(sent);
    assertThat(SignedRequests.bodyText(sent)).isEqualTo(stored);
    assertThat(sent.getHeaders().get("Idempotency-Key")).isEqualTo(PO_7781_KEY);
    assertThat(payout.transactionId()).isEqualTo("txn_9001");
    assertThat(payout.idempotencyKey()).isEqualTo(IdempotencyKey.of(PO_7781_KEY));
  }

  @Test
  void initiatePrepared_retriesWithTheSameBytesAndKey() throws Exception {
    server.enqueue(json(502, "<html>bad gateway</html>"));
    server.enqueue(ok(PayoutsServiceTest.INITIATED));
    PreparedRequest prepared = payouts().prepare(request(), RequestOptions.defaults());

    payouts().initiate(prepared, RequestOptions.defaults());

    RecordedRequest first = server.takeRequest();
    RecordedRequest second = server.takeRequest();
    assertThat(SignedRequests.body(first)).isEqualTo(prepared.body());
    assertThat(SignedRequests.body(second)).isEqualTo(prepared.body());
    assertThat(second.getHeaders().get("Idempotency-Key")).isEqualTo(PO_7781_KEY);
  }

  @Test
  void initiatePrepared_refusesAnotherOperationOrAnotherKey_beforeSending() {
    PreparedRequest refund = PreparedRequest.of("refunds.create", IdempotencyKey.of("refund-key-000000001"),
        "{}".getBytes(StandardCharsets.UTF_8));
    PreparedRequest prepared = payouts().prepare(request(), RequestOptions.defaults());

    assertThatThrownBy(() -> payouts().initiate(refund, RequestOptions.defaults()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("a prepared refunds.create cannot be sent as payouts.initiate");
    assertThatThrownBy(() -> payouts().initiate(prepared,
        RequestOptions.withIdempotencyKey(IdempotencyKey.of("another-key-00000001"))))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("options carry idempotency key another-key-00000001, but the payout was prepared with "
            + PO_7781_KEY + ": a prepared request is sent under its own key only");
    assertThat(server.getRequestCount()).isZero();
  }
}
