/**
 * Micrometer Observations of the SDK's calls: {@link com.service.sdk.micrometer.MicrometerObservations}
 * returns the {@link com.service.sdk.core.CallListener} to give a client's builder.
 * Micrometer's jars are automatic modules (hence the suppressed warning).
 */
@SuppressWarnings({"requires-automatic", "requires-transitive-automatic"})
module com.service.sdk.micrometer {
  requires static transitive org.jspecify;
  requires transitive com.service.sdk.core;
  requires transitive micrometer.observation;
  requires transitive micrometer.commons;

  exports com.service.sdk.micrometer;
}
