package com.service.sdk.micrometer;

import static com.service.sdk.micrometer.Wire.PAID;
import static com.service.sdk.micrometer.Wire.json;
import static com.service.sdk.micrometer.Wire.pluginFor;
import static org.assertj.core.api.Assertions.assertThat;

import com.service.sdk.core.CallListener;
import com.service.sdk.plugin.PluginClient;
import io.micrometer.common.KeyValue;
import io.micrometer.common.KeyValues;
import io.micrometer.observation.GlobalObservationConvention;
import io.micrometer.observation.tck.TestObservationRegistry;
import io.micrometer.observation.tck.TestObservationRegistryAssert;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

class DefaultServiceCallObservationConventionTest {
  @StartStop private final MockWebServer server = new MockWebServer();
  private final TestObservationRegistry registry = TestObservationRegistry.create();

  /** What an application writes to rename the observation, change one key and add its own. */
  static class ShopConvention extends DefaultServiceCallObservationConvention {
    @Override
    public String getName() {
      return "shop.payments.calls";
    }

    @Override
    protected KeyValue statusClass(ServiceCallObservationContext context) {
      return KeyValue.of("status.class", context.end().statusCode() == 200 ? "OK" : "NOT_OK");
    }

    @Override
    public KeyValues getLowCardinalityKeyValues(ServiceCallObservationContext context) {
      return super.getLowCardinalityKeyValues(context).and("region", "south");
    }
  }

  /** The same, registered on the registry for every observation of an SDK call. */
  static final class GlobalShopConvention extends ShopConvention
      implements GlobalObservationConvention<ServiceCallObservationContext> {}

  @Test
  void convention_ofTheApplication_namesAndTagsTheObservation() {
    server.enqueue(json(200, PAID));

    try (PluginClient plugin = pluginFor(server)
        .listener(MicrometerObservations.listener(registry, new ShopConvention())).build()) {
      plugin.payments().status("pay_8Hq2");
    }

    TestObservationRegistryAssert.assertThat(registry).hasSingleObservationThat()
        .hasNameEqualTo("shop.payments.calls")
        .hasContextualNameEqualTo("payments.status")
        .hasLowCardinalityKeyValue("status.class", "OK")
        .hasLowCardinalityKeyValue("region", "south")
        .hasLowCardinalityKeyValue("outcome", "SUCCESS")
        .hasKeyValuesCount(7);
  }

  @Test
  void convention_registeredOnTheRegistry_replacesTheDefault() {
    registry.observationConfig().observationConvention(new GlobalShopConvention());
    server.enqueue(json(200, PAID));

    try (PluginClient plugin = pluginFor(server).listener(MicrometerObservations.listener(registry)).build()) {
      plugin.payments().status("pay_8Hq2");
    }

    TestObservationRegistryAssert.assertThat(registry).hasSingleObservationThat()
        .hasNameEqualTo("shop.payments.calls")
        .hasLowCardinalityKeyValue("region", "south");
  }

  @Test
  void whileTheCallRuns_onlyTheOperationAndFamilyAreKnown() {
    ServiceCallObservationContext running = new ServiceCallObservationContext(new CallListener.Call(
        "payouts.initiate", CallListener.Family.MERCHANT, "POST", "/api/v1/payouts/external/initiate",
        "https://api.example.test/api/v1/payouts/external/initiate", "api.example.test", 443, null));
    DefaultServiceCallObservationConvention convention = new DefaultServiceCallObservationConvention();

    assertThat(convention.getLowCardinalityKeyValues(running)).containsExactly(
        KeyValue.of("family", "merchant"), KeyValue.of("operation", "payouts.initiate"));
    assertThat(convention.getHighCardinalityKeyValues(running)).isEmpty();
  }
}
