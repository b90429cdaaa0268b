package com.service.sdk.spring.boot.autoconfigure;

import com.service.sdk.core.callback.CallbackHandler;
import com.service.sdk.core.callback.CallbackNotice;
import com.service.sdk.core.callback.DeliveryStore;
import com.service.sdk.payouts.LinkOwnership;
import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.PublicClient;
import com.service.sdk.payouts.model.LedgerTransaction;
import com.service.sdk.payouts.model.LinkStatus;
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
import org.springframework.core.io.ResourceLoader;
import org.springframework.util.ClassUtils;
import org.springframework.web.servlet.function.RouterFunction;
import org.springframework.web.servlet.function.ServerResponse;

/**
 * The callback endpoints, on a Spring MVC application with {@code service.sdk.callbacks.enabled=true}:
 * {@code POST service.sdk.callbacks.payments-path} when the application defines a
 * {@link PaymentCallbackAction} bean, {@code POST service.sdk.callbacks.payouts-path} when it
 * defines a {@link PayoutCallbackAction}, {@code POST service.sdk.callbacks.links-path} when it
 * defines a {@link LinkCallbackAction}. Each reads a callback only as a notice, confirms it with a
 * status call (payments and payouts with the family client's authenticated one; links, whose
 * status call is public, only after the application's {@link LinkOwnership} bean recognised the
 * link as its own), and runs the action once per confirmed state ({@link CallbackHandler}). A
 * {@link DeliveryStore} bean (the application's, or the starter's {@code JdbcDeliveryStore} when
 * sdk-jdbc is there) is used by all of them; without one each endpoint remembers handled states
 * in memory. With {@code service.sdk.callbacks.transactional=true} each action's writes and its
 * "done" commit in one transaction of the application's. Handlers are closed with the context.
 *
 * <p>Enabled without any action bean, with an action but without the client to confirm with, or
 * with a link action but no {@code LinkOwnership}, startup stops and says what to define.
 */
@AutoConfiguration(after = {PluginClientAutoConfiguration.class, PayoutsClientsAutoConfiguration.class,
    ServiceSdkJdbcAutoConfiguration.class})
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
        PaymentCallbackAction action, ObjectProvider<DeliveryStore> store, ServiceSdkCallbackProperties properties,
        ObjectProvider<CallbackTransactions> transactions) {
      PluginClient client = plugin.getIfAvailable();
      if (client == null) {
        throw new ServiceSdkConfigurationException("service.sdk.plugin.enabled", "The application defines a"
            + " PaymentCallbackAction, but there is no PluginClient to confirm payment callbacks with.",
            "Leave service.sdk.plugin.enabled unset (or true), or define a PluginClient bean.", null);
      }
      return CallbackEndpoint.handler(client.payments()::confirm, p -> "payment " + p.paymentId() + " " + p.status(),
          action, properties, store.getIfAvailable(), transactions.getIfAvailable());
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
        PayoutCallbackAction action, ObjectProvider<DeliveryStore> store, ServiceSdkCallbackProperties properties,
        ObjectProvider<CallbackTransactions> transactions) {
      MerchantClient client = merchant.getIfAvailable();
      if (client == null) {
        throw new ServiceSdkConfigurationException("service.sdk.merchant.enabled", "The application defines a"
            + " PayoutCallbackAction, but there is no MerchantClient to confirm payout callbacks with.",
            "Leave service.sdk.merchant.enabled unset (or true), or define a MerchantClient bean.", null);
      }
      return CallbackEndpoint.handler(client.payouts()::confirm, t -> "payout " + t.id() + " " + t.status(),
          action, properties, store.getIfAvailable(), transactions.getIfAvailable());
    }

    @Bean
    RouterFunction<ServerResponse> serviceSdkPayoutCallbackRoute(CallbackHandler<LedgerTransaction> handler,
        ServiceSdkCallbackProperties properties) {
      return CallbackEndpoint.route(P + ".payouts-path", properties.getPayoutsPath(), handler);
    }
  }

  /**
   * Links: confirmed with {@code pub.links().confirm(notice, ownership)}, only for a link the
   * application's {@link LinkOwnership} bean recognises.
   */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnClass(PublicClient.class)
  @ConditionalOnBean(type = "com.service.sdk.spring.boot.autoconfigure.LinkCallbackAction")
  static class Links {
    @Bean
    CallbackHandler<LinkStatus> serviceSdkLinkCallbackHandler(ObjectProvider<PublicClient> pub,
        ObjectProvider<LinkOwnership> ownership, LinkCallbackAction action, ObjectProvider<DeliveryStore> store,
        ServiceSdkCallbackProperties properties, ObjectProvider<CallbackTransactions> transactions) {
      LinkOwnership ours = ownership.getIfUnique();
      if (ours == null) {
        throw new ServiceSdkConfigurationException(P + ".enabled", "The application defines a LinkCallbackAction,"
            + " but no single LinkOwnership bean. A link callback is not authenticated: the link status that"
            + " confirms it is public and says nothing about whose link it is, so a forged callback naming another"
            + " merchant's paid link would confirm as paid. Only your own records can say a link is yours.",
            "Define one LinkOwnership bean that answers from your records (the short id you stored when"
            + " links().create returned), such as shortId -> invoices.existsByLinkShortId(shortId); or remove the"
            + " LinkCallbackAction bean.", null);
      }
      PublicClient client = pub.getIfAvailable();
      if (client == null) {
        throw new ServiceSdkConfigurationException("service.sdk.public.enabled", "The application defines a"
            + " LinkCallbackAction, but there is no PublicClient to confirm link callbacks with.",
            "Leave service.sdk.public.enabled unset (or true), or define a PublicClient bean.", null);
      }
      return CallbackEndpoint.handler((CallbackNotice notice) -> client.links().confirm(notice, ours),
          l -> "link " + l.shortId() + " " + l.status() + " " + l.currentUsageCount(), action, properties,
          store.getIfAvailable(), transactions.getIfAvailable());
    }

    @Bean
    RouterFunction<ServerResponse> serviceSdkLinkCallbackRoute(CallbackHandler<LinkStatus> handler,
        ServiceSdkCallbackProperties properties) {
      return CallbackEndpoint.route(P + ".links-path", properties.getLinksPath(), handler);
    }
  }

  /**
   * Transactional, but the JDBC auto-configuration built no transactions: say what is missing
   * rather than run the actions without them.
   */
  @Bean
  @ConditionalOnProperty(prefix = P, name = "transactional", havingValue = "true")
  @ConditionalOnMissingBean(CallbackTransactions.class)
  Object serviceSdkCallbackTransactionsMissing(ResourceLoader resources) {
    ClassLoader loader = resources.getClassLoader();
    String missing = !ClassUtils.isPresent("com.service.sdk.jdbc.JdbcDeliveryStore", loader)
        ? "sdk-jdbc is not on the classpath"
        : !ClassUtils.isPresent("org.springframework.jdbc.datasource.DataSourceUtils", loader)
            || !ClassUtils.isPresent("org.springframework.transaction.PlatformTransactionManager", loader)
            ? "Spring's JDBC and transaction support (spring-jdbc, spring-tx) is not on the classpath"
            : "there is no single DataSource bean, or " + ServiceSdkJdbcProperties.PREFIX + ".enabled is false";
    throw new ServiceSdkConfigurationException(P + ".transactional", P + ".transactional is true, which marks a"
        + " callback done in the same database transaction as the action's writes, but " + missing + ".",
        "Add sdk-jdbc and spring-boot-starter-jdbc, with one DataSource bean, or remove " + P + ".transactional.",
        null);
  }

  /** Enabled, but nothing to run: say so rather than serve nothing. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnMissingBean(type = {"com.service.sdk.spring.boot.autoconfigure.PaymentCallbackAction",
      "com.service.sdk.spring.boot.autoconfigure.PayoutCallbackAction",
      "com.service.sdk.spring.boot.autoconfigure.LinkCallbackAction"})
  static class NoAction {
    @Bean
    Object serviceSdkCallbackActionMissing() {
      throw new ServiceSdkConfigurationException(P + ".enabled", P + ".enabled is true, but the application defines"
          + " no PaymentCallbackAction, PayoutCallbackAction or LinkCallbackAction bean, so no callback endpoint would"
          + " run anything.", "Define a PaymentCallbackAction bean (payments), a PayoutCallbackAction bean (payouts)"
          + " or a LinkCallbackAction bean with a LinkOwnership bean (payment links), or remove " + P + ".enabled.",
          null);
    }
  }
}
