/**
 * {@code PluginClient}: the service's plugin-signed operations (hosted payments, their
 * status, refunds, the balance).
 */
module com.service.sdk.plugin {
  requires static transitive org.jspecify;
  requires transitive com.service.sdk.core;

  exports com.service.sdk.plugin;
  exports com.service.sdk.plugin.model;

  opens com.service.sdk.plugin to com.fasterxml.jackson.databind;
  opens com.service.sdk.plugin.model to com.fasterxml.jackson.databind;
}
