package com.service.sdk.spring.boot.autoconfigure;

import com.service.sdk.core.callback.CallbackHandler;
import com.service.sdk.core.callback.DeliveryStore;
import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.model.LedgerTransaction;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.plugin.model.PaymentStatus;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.servlet.function.RouterFunction;
import org.springframework.web.servlet.function.ServerResponse;

/**
 * The callback endpoints, on a Spring MVC application with {@code service.sdk.callbacks.enabled=true}:
 * {@code POST service.sdk.callbacks.payments-path} when the application defines a
 * {@link PaymentCallbackAction} bean, {@code POST service.sdk.callbacks.payouts-path} when it
 * defines a {@link PayoutCallbackAction}. Each reads a callback only as a notice, confirms it with
 * the family client's authenticated status call, and runs the action once per confirmed state
 * ({@link CallbackHandler}). An application's {@link DeliveryStore} bean (one on its database, for
 * several instances) is used by both; without one each endpoint remembers handled states in
 * memory. Link callbacks are not served here. Handlers are closed with the context.
 *
 * <p>Enabled without any action bean, or with an action but without the client to confirm with,
 * startup stops and says what to define.
 */
@AutoConfiguration(after = {PluginClientAutoConfiguration.class, PayoutsClientsAutoConfiguration.class})
@ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
@ConditionalOnClass(name = "org.springframework.web.servlet.function.RouterFunction")
@ConditionalOnProperty(prefix = ServiceSdkCallbackProperties.PREFIX, name = "enabled", havingValue = "true")
@EnableConfigurationProperties(ServiceSdkCallbackProperties.class)
public class ServiceSdkCallbackAutoConfiguration {
  private static final String P = ServiceSdkCallbackProperties.PREFIX;

  /** For Spring. */
  public ServiceSdkCallbackAutoConfiguration() {}

  /** Payments: confirmed with {@code plugin.payments()::confirm}. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnClass(PluginClient.class)
  @ConditionalOnBean(type = "com.service.sdk.spring.boot.autoconfigure.PaymentCallbackAction")
  static class Payments {
    @Bean
    CallbackHandler<PaymentStatus> serviceSdkPaymentCallbackHandler(ObjectProvider<PluginClient> plugin,
        PaymentCallbackAction action, ObjectProvider<DeliveryStore> store, ServiceSdkCallbackProperties properties) {
      PluginClient client = plugin.getIfAvailable();
      if (client == null) {
        throw new ServiceSdkConfigurationException("service.sdk.plugin.enabled", "The application defines a"
            + " PaymentCallbackAction, but there is no PluginClient to confirm payment callbacks with.",
            "Leave service.sdk.plugin.enabled unset (or true), or define a PluginClient bean.", null);
      }
      return CallbackEndpoint.handler(client.payments()::confirm, p -> "payment " + p.paymentId() + " " + p.status(),
          action, properties, store.getIfAvailable());
    }

    @Bean
    RouterFunction<ServerResponse> serviceSdkPaymentCallbackRoute(CallbackHandler<PaymentStatus> handler,
        ServiceSdkCallbackProperties properties) {
      return CallbackEndpoint.route(P + ".payments-path", properties.getPaymentsPath(), handler);
    }
  }

  /** Payouts: confirmed with {@code merchant.payouts()::confirm}. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnClass(MerchantClient.class)
  @ConditionalOnBean(type = "com.service.sdk.spring.boot.autoconfigure.PayoutCallbackAction")
  static class Payouts {
    @Bean
    CallbackHandler<LedgerTransaction> serviceSdkPayoutCallbackHandler(ObjectProvider<MerchantClient> merchant,
        PayoutCallbackAction action, ObjectProvider<DeliveryStore> store, ServiceSdkCallbackProperties properties) {
      MerchantClient client = merchant.getIfAvailable();
      if (client == null) {
        throw new ServiceSdkConfigurationException("service.sdk.merchant.enabled", "The application defines a"
            + " PayoutCallbackAction, but there is no MerchantClient to confirm payout callbacks with.",
            "Leave service.sdk.merchant.enabled unset (or true), or define a MerchantClient bean.", null);
      }
      return CallbackEndpoint.handler(client.payouts()::confirm, t -> "payout " + t.id() + " " + t.status(),
          action, properties, store.getIfAvailable());
    }

    @Bean
    RouterFunction<ServerResponse> serviceSdkPayoutCallbackRoute(CallbackHandler<LedgerTransaction> handler,
        ServiceSdkCallbackProperties properties) {
      return CallbackEndpoint.route(P + ".payouts-path", properties.getPayoutsPath(), handler);
    }
  }

  /** Enabled, but nothing to run: say so rather than serve nothing. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnMissingBean(type = {"com.service.sdk.spring.boot.autoconfigure.PaymentCallbackAction",
      "com.service.sdk.spring.boot.autoconfigure.PayoutCallbackAction"})
  static class NoAction {
    @Bean
    Object serviceSdkCallbackActionMissing() {
      throw new ServiceSdkConfigurationException(P + ".enabled", P + ".enabled is true, but the application defines"
          + " no PaymentCallbackAction or PayoutCallbackAction bean, so no callback endpoint would run anything.",
          "Define a PaymentCallbackAction bean (payments) or a PayoutCallbackAction bean (payouts), or remove " + P
          + ".enabled.", null);
    }
  }
}
