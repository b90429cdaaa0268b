package com.example.observed;

import com.service.sdk.micrometer.MicrometerObservations;
import com.service.sdk.opentelemetry.ServiceSdkTelemetry;
import com.service.sdk.plugin.PluginClient;
import io.micrometer.observation.ObservationRegistry;
import io.opentelemetry.api.OpenTelemetry;

/** The application's wiring of metrics and tracing, compiled and run inside its own module. */
public final class ObservedShop {
  private ObservedShop() {}

  /**
   * Builds a plugin client whose calls are observations and spans.
   *
   * @param baseUrl the service's base URL
   * @param apiKeyId the API key id
   * @param apiSecret the API secret
   * @param registry the application's observation registry
   * @param openTelemetry the application's OpenTelemetry
   * @return the client
   */
  public static PluginClient client(String baseUrl, String apiKeyId, String apiSecret, ObservationRegistry registry,
      OpenTelemetry openTelemetry) {
    return PluginClient.builder().baseUrl(baseUrl).credentials(apiKeyId, apiSecret)
        .listener(MicrometerObservations.listener(registry))
        .listener(ServiceSdkTelemetry.create(openTelemetry).callListener())
        .build();
  }
}
