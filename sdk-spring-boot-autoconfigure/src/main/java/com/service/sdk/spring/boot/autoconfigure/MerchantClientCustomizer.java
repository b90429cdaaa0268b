package com.service.sdk.spring.boot.autoconfigure;

import com.service.sdk.payouts.MerchantClient;

/**
 * Changes the {@link MerchantClient} (links, payees, payouts, transactions) that the starter builds, after the {@code service.sdk}
 * properties and the application's {@code CallListener} beans are applied: define one or more
 * beans of this type ({@code @Order} sets their order). What a customizer sets wins; setting
 * {@code listener(..)} here replaces the listeners the starter combined, so prefer a
 * {@code CallListener} bean to add one. An application's own {@code MerchantClient} bean replaces the
 * starter's, and then no customizer runs.
 */
@FunctionalInterface
public interface MerchantClientCustomizer {

  /**
   * Changes the builder before the client is built.
   *
   * @param builder the builder, with the properties applied
   */
  void customize(MerchantClient.Builder builder);
}
