/**
 * {@code MerchantClient} (payment links, payees, payouts, ledger transactions: the merchant
 * HMAC family) and {@code PublicClient} (public link reads, no credentials).
 */
module com.service.sdk.payouts {
  requires transitive com.service.sdk.core;
  requires transitive org.jspecify;

  exports com.service.sdk.payouts;
  exports com.service.sdk.payouts.model;

  opens com.service.sdk.payouts to com.fasterxml.jackson.databind;
  opens com.service.sdk.payouts.model to com.fasterxml.jackson.databind;
}
