/** The merchant's application: observes the SDK's calls through both integration modules. */
module com.example.observed {
  requires com.service.sdk.plugin;
  requires com.service.sdk.micrometer;
  requires com.service.sdk.opentelemetry;

  exports com.example.observed;
}
