/** The merchant's application: reads the SDK's clients from the module path. */
module com.example.shop {
  requires com.service.sdk.plugin;
  requires com.service.sdk.payouts;
  requires com.service.sdk.jdbc;

  exports com.example.shop;
}
