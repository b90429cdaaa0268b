/**
 * {@code sdk-kotlin}: suspend functions and a {@code Flow} over the asynchronous faces of
 * {@code PluginClient}, {@code MerchantClient} and {@code PublicClient}.
 */
module com.service.sdk.kotlin {
  requires transitive com.service.sdk.plugin;
  requires transitive com.service.sdk.payouts;
  requires transitive kotlin.stdlib;
  requires transitive kotlinx.coroutines.core;

  exports com.service.sdk.kotlin;
}
