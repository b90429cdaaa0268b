package com.service.sdk.spring.boot.autoconfigure;

import com.service.sdk.core.CallListener;
import com.service.sdk.core.CredentialsProvider;
import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.PublicClient;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;

/**
 * A {@link MerchantClient} (links, payees, payouts, transactions) and a {@link PublicClient}
 * (public link reads, no credentials) from the {@code service.sdk} properties, when
 * {@code sdk-payouts} is on the classpath. Each can be turned off
 * ({@code service.sdk.merchant.enabled}, {@code service.sdk.public.enabled}), is replaced by the
 * application's own bean of its type, and is closed with the application context.
 */
@AutoConfiguration(after = ServiceSdkAutoConfiguration.class)
@ConditionalOnClass(MerchantClient.class)
public class PayoutsClientsAutoConfiguration {

  /** For Spring. */
  public PayoutsClientsAutoConfiguration() {}

  @Bean
  @ConditionalOnMissingBean
  @ConditionalOnProperty(prefix = "service.sdk.merchant", name = "enabled", matchIfMissing = true)
  MerchantClient merchantClient(ServiceSdkProperties properties, CredentialsProvider credentials,
      ObjectProvider<CallListener> listeners, ObjectProvider<MerchantClientCustomizer> customizers) {
    return ClientSettings.buildSigned(MerchantClient.builder(), "MerchantClient", properties, credentials, listeners,
        builder -> customizers.orderedStream().forEach(customizer -> customizer.customize(builder)));
  }

  @Bean
  @ConditionalOnMissingBean
  @ConditionalOnProperty(prefix = "service.sdk.public", name = "enabled", matchIfMissing = true)
  PublicClient publicClient(ServiceSdkProperties properties, ObjectProvider<CallListener> listeners,
      ObjectProvider<PublicClientCustomizer> customizers) {
    return ClientSettings.build(PublicClient.builder(), "PublicClient", properties, listeners,
        builder -> customizers.orderedStream().forEach(customizer -> customizer.customize(builder)));
  }
}
