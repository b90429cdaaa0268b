package com.service.sdk.micrometer;

import static com.service.sdk.micrometer.Wire.PAID;
import static com.service.sdk.micrometer.Wire.SECRET;
import static com.service.sdk.micrometer.Wire.json;
import static com.service.sdk.micrometer.Wire.pluginFor;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.core.CallListener;
import com.service.sdk.core.IdempotencyKey;
import com.service.sdk.core.NotFoundException;
import com.service.sdk.core.Outcome;
import com.service.sdk.core.ServerException;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.plugin.model.CreateRefundRequest;
import com.service.sdk.plugin.model.PaymentStatus;
import io.micrometer.common.KeyValue;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.observation.DefaultMeterObservationHandler;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationRegistry;
import io.micrometer.observation.tck.TestObservationRegistry;
import io.micrometer.observation.tck.TestObservationRegistryAssert;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

class MicrometerObservationsTest {
  @StartStop private final MockWebServer server = new MockWebServer();
  private final TestObservationRegistry registry = TestObservationRegistry.create();

  @Test
  void status_thatSucceeds_isOneStoppedObservation_namedForTheOperation_withLowCardinalityKeys() {
    server.enqueue(json(200, PAID));

    try (PluginClient plugin = pluginFor(server).listener(MicrometerObservations.listener(registry)).build()) {
      plugin.payments().status("pay_8Hq2");
    }

    TestObservationRegistryAssert.assertThat(registry).hasSingleObservationThat()
        .hasNameEqualTo("service.sdk.calls")
        .hasContextualNameEqualTo("payments.status")
        .hasLowCardinalityKeyValue("operation", "payments.status")
        .hasLowCardinalityKeyValue("family", "plugin")
        .hasLowCardinalityKeyValue("outcome", "SUCCESS")
        .hasLowCardinalityKeyValue("status.class", "2xx")
        .hasLowCardinalityKeyValue("error.type", "none")
        .hasHighCardinalityKeyValue("attempts", "1")
        .hasKeyValuesCount(6)
        .doesNotHaveEvent("retry")
        .doesNotHaveParentObservation()
        .hasBeenStarted()
        .hasBeenStopped();
  }

  @Test
  void status_retriedAfterA503_isOneObservationWithARetryEvent_andTheMetersSayIt() {
    MeterRegistry meters = new SimpleMeterRegistry();
    registry.observationConfig().observationHandler(new DefaultMeterObservationHandler(meters));
    server.enqueue(json(503, "{\"message\":\"try later\"}"));
    server.enqueue(json(200, PAID));

    try (PluginClient plugin = pluginFor(server).listener(MicrometerObservations.listener(registry)).build()) {
      plugin.payments().status("pay_8Hq2");
    }

    TestObservationRegistryAssert.assertThat(registry).hasSingleObservationThat()
        .hasEvent("retry")
        .hasLowCardinalityKeyValue("outcome", "SUCCESS")
        .hasLowCardinalityKeyValue("status.class", "2xx")
        .hasHighCardinalityKeyValue("attempts", "2")
        .hasBeenStopped();
    Tags callTags = Tags.of("operation", "payments.status", "family", "plugin", "outcome", "SUCCESS",
        "status.class", "2xx", "error.type", "none", "error", "none");
    assertThat(meters.get("service.sdk.calls").tags(callTags).timer().count()).isEqualTo(1);
    assertThat(meters.get("service.sdk.calls.retry").tags("operation", "payments.status", "family", "plugin")
        .counter().count()).isEqualTo(1);
    assertThat(meters.get("service.sdk.calls.active").tags("operation", "payments.status", "family", "plugin")
        .longTaskTimer().activeTasks()).isZero();
    assertThat(meters.getMeters()).extracting(meter -> meter.getId().getName())
        .containsExactlyInAnyOrder("service.sdk.calls", "service.sdk.calls.active", "service.sdk.calls.retry");
  }

  @Test
  void refund_answeredWith500_withoutRetries_endsUnknown_andNoNameOrKeyHoldsTheKeyTheAmountOrAnId() {
    server.enqueue(json(500, "{\"message\":\"internal error\"}"));
    CreateRefundRequest refund = CreateRefundRequest.builder().merchantId("m_41").paymentId("pay_8Hq2")
        .amount("123.45").merchantRefundId("rf_9001").build();
    String key = IdempotencyKey.derive("refund", "m_41", "pay_8Hq2", "rf_9001").value();

    try (PluginClient plugin = pluginFor(server).maxRetries(0).listener(MicrometerObservations.listener(registry))
        .build()) {
      assertThatThrownBy(() -> plugin.refunds().create(refund)).isInstanceOf(ServerException.class);
    }

    TestObservationRegistryAssert.assertThat(registry).hasSingleObservationThat()
        .hasContextualNameEqualTo("refunds.create")
        .hasLowCardinalityKeyValue("outcome", "UNKNOWN")
        .hasLowCardinalityKeyValue("status.class", "5xx")
        .hasLowCardinalityKeyValue("error.type", "ServerException")
        .hasHighCardinalityKeyValue("attempts", "1")
        .hasKeyValuesCount(6);
    TestObservationRegistryAssert.assertThat(registry).hasHandledContextsThatSatisfy(contexts -> {
      assertThat(contexts).singleElement().satisfies(context -> {
        StringBuilder seen = new StringBuilder(context.getName()).append(' ').append(context.getContextualName());
        for (KeyValue keyValue : context.getAllKeyValues()) {
          seen.append(' ').append(keyValue.getKey()).append('=').append(keyValue.getValue());
        }
        assertThat(seen.toString()).doesNotContain(key, "123.45", "pay_8Hq2", "m_41", "rf_9001", SECRET,
            server.getHostName());
      });
    });
  }

  @Test
  void status_ofAMissingPayment_isNotApplied_witha4xx() {
    server.enqueue(json(404, "{\"message\":\"payment not found\"}"));

    try (PluginClient plugin = pluginFor(server).listener(MicrometerObservations.listener(registry)).build()) {
      assertThatThrownBy(() -> plugin.payments().status("pay_missing")).isInstanceOf(NotFoundException.class);
    }

    TestObservationRegistryAssert.assertThat(registry).hasSingleObservationThat()
        .hasLowCardinalityKeyValue("outcome", Outcome.NOT_APPLIED.name())
        .hasLowCardinalityKeyValue("status.class", "4xx")
        .hasLowCardinalityKeyValue("error.type", "NotFoundException");
  }

  @Test
  void asyncCall_isAChildOfTheObservationCurrentWhereItWasCalled_andEndsWhereTheCallEnds() throws Exception {
    server.enqueue(json(200, PAID));
    Observation checkout = Observation.start("checkout", registry);

    try (PluginClient plugin = pluginFor(server).listener(MicrometerObservations.listener(registry)).build()) {
      CompletableFuture<PaymentStatus> status;
      Observation.Scope scope = checkout.openScope();
      try {
        status = plugin.async().payments().status("pay_8Hq2");
      } finally {
        scope.close();
      }
      status.get(10, TimeUnit.SECONDS);
    }
    checkout.stop();

    TestObservationRegistryAssert.assertThat(registry).hasNumberOfObservationsEqualTo(2)
        .hasObservationWithNameEqualTo("service.sdk.calls").that()
        .hasParentObservationEqualTo(checkout)
        .hasLowCardinalityKeyValue("outcome", "SUCCESS")
        .hasBeenStopped();
  }

  @Test
  void registryWithoutHandlers_getsNoObservation_soTheSdkSkipsTheCallsEvents() {
    CallListener.Call call = new CallListener.Call("balance.get", CallListener.Family.PLUGIN, "GET",
        "/payments/balance", "https://api.example.test/payments/balance", "api.example.test", 443, null);

    assertThat(MicrometerObservations.listener(ObservationRegistry.create()).forCall(call)).isSameAs(CallListener.NONE);
    assertThat(MicrometerObservations.listener(ObservationRegistry.NOOP).forCall(call)).isSameAs(CallListener.NONE);
  }

  @Test
  void observationTurnedOffByAPredicate_isNotStarted() {
    registry.observationConfig().observationPredicate((name, context) -> !name.equals("service.sdk.calls"));
    server.enqueue(json(200, PAID));

    try (PluginClient plugin = pluginFor(server).listener(MicrometerObservations.listener(registry)).build()) {
      plugin.payments().status("pay_8Hq2");
    }

    TestObservationRegistryAssert.assertThat(registry).doesNotHaveAnyObservation();
  }

  @Test
  void nullArguments_areRefusedNamingThem() {
    assertThatThrownBy(() -> MicrometerObservations.listener(null)).isInstanceOf(NullPointerException.class)
        .hasMessage("registry == null");
    assertThatThrownBy(() -> MicrometerObservations.listener(registry, null)).isInstanceOf(NullPointerException.class)
        .hasMessage("convention == null");
  }
}
