package com.service.sdk.plugin;

import static com.service.sdk.plugin.PluginWire.assertSignedPost;
import static com.service.sdk.plugin.PluginWire.clientFor;
import static com.service.sdk.plugin.PluginWire.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.core.IdempotencyKey;
import com.service.sdk.core.PreparedRequest;
import com.service.sdk.core.RequestOptions;
import com.service.sdk.plugin.model.CreateRefundRequest;
import com.service.sdk.plugin.model.Refund;
import java.nio.charset.StandardCharsets;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

/** {@link RefundsService#prepare} and {@link RefundsService#create(PreparedRequest, RequestOptions)}. */
class RefundsServicePreparedTest {
  /** The key derived from "refund", "m_1", "pay_1", "rf_1" (pinned in RefundsServiceTest). */
  private static final String DERIVED_KEY = "5b3e2966a907ea750f52142586a09b9f65b5949e40b78c90be85fb35c82b3855";
  private static final String COMPLETED = "{\"refund_id\":\"rfd_1\",\"payment_id\":\"pay_1\",\"status\":\"completed\","
      + "\"amount\":\"100.0000\",\"currency\":\"INR\",\"merchant_refund_id\":\"rf_1\"}";

  @StartStop private final MockWebServer server = new MockWebServer();

  private RefundsService refunds() {
    return clientFor(server).build().refunds();
  }

  private static CreateRefundRequest request() {
    return CreateRefundRequest.builder().merchantId("m_1").paymentId("pay_1").amount("100.00")
        .reason("broken lid, café order ☕").merchantRefundId("rf_1").build();
  }

  @Test
  void prepare_sendsNothing_andHoldsTheKeyAndTheExactBytesThatCreateSends() throws Exception {
    server.enqueue(json(200, COMPLETED));

    PreparedRequest prepared = refunds().prepare(request(), RequestOptions.defaults());
    assertThat(server.getRequestCount()).isZero();
    refunds().create(request());

    RecordedRequest sent = server.takeRequest();
    assertThat(prepared.operation()).isEqualTo("refunds.create");
    assertThat(prepared.idempotencyKey()).isEqualTo(IdempotencyKey.of(DERIVED_KEY));
    assertThat(prepared.body()).isEqualTo(sent.getBody().toByteArray());
  }

  @Test
  void prepare_takesTheKeyFromTheOptions_andRefusesARefundWithoutReferenceOrKey() {
    IdempotencyKey own = IdempotencyKey.of("job-5521-refund-000001");
    CreateRefundRequest unreferenced = CreateRefundRequest.builder().merchantId("m_1").paymentId("pay_1")
        .amount("1.00").build();

    assertThat(refunds().prepare(unreferenced, RequestOptions.withIdempotencyKey(own)).idempotencyKey()).isEqualTo(own);
    assertThatThrownBy(() -> refunds().prepare(unreferenced, RequestOptions.defaults()))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("set merchantRefundId(..)");
  }

  @Test
  void createPrepared_sendsTheStoredBytesVerbatimUnderTheStoredKey_signedOverThem() throws Exception {
    server.enqueue(json(200, COMPLETED));
    // Bytes as another SDK version might have written them: another field order, spaces.
    String stored = "{ \"payment_id\": \"pay_1\", \"merchant_id\": \"m_1\", \"amount\": \"100.00\" }";
    PreparedRequest prepared = PreparedRequest.of("refunds.create", IdempotencyKey.of("stored-key-0000000001"),
        stored.getBytes(StandardCharsets.UTF_8));

    Refund refund = refunds().create(prepared, RequestOptions.defaults());

    RecordedRequest sent = server.takeRequest();
    assertSignedPost(sent, "/refunds/create", stored);
    assertThat(sent.getHeaders().get("Idempotency-Key")).isEqualTo("stored-key-0000000001");
    assertThat(refund.idempotencyKey()).isEqualTo(IdempotencyKey.of("stored-key-0000000001"));
    assertThat(refund.refundId()).isEqualTo("rfd_1");
  }

  @Test
  void createPrepared_retriesWithTheSameBytesAndKey() throws Exception {
    server.enqueue(json(503, "{\"message\":\"try later\"}"));
    server.enqueue(json(200, COMPLETED));
    PreparedRequest prepared = refunds().prepare(request(), RequestOptions.defaults());

    refunds().create(prepared, RequestOptions.defaults());

    RecordedRequest first = server.takeRequest();
    RecordedRequest second = server.takeRequest();
    assertThat(first.getBody().toByteArray()).isEqualTo(prepared.body());
    assertThat(second.getBody().toByteArray()).isEqualTo(prepared.body());
    assertThat(second.getHeaders().get("Idempotency-Key")).isEqualTo(DERIVED_KEY);
  }

  @Test
  void createPrepared_refusesAnotherOperationOrAnotherKey_beforeSending() {
    PreparedRequest payout = PreparedRequest.of("payouts.initiate", IdempotencyKey.of("payout-key-000000001"),
        "{}".getBytes(StandardCharsets.UTF_8));
    PreparedRequest prepared = refunds().prepare(request(), RequestOptions.defaults());

    assertThatThrownBy(() -> refunds().create(payout, RequestOptions.defaults()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("a prepared payouts.initiate cannot be sent as refunds.create");
    assertThatThrownBy(() -> refunds().create(prepared,
        RequestOptions.withIdempotencyKey(IdempotencyKey.of("another-key-00000001"))))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("options carry idempotency key another-key-00000001, but the refund was prepared with "
            + DERIVED_KEY + ": a prepared request is sent under its own key only");
    assertThat(server.getRequestCount()).isZero();
  }
}
