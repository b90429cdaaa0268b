package com.service.sdk.spring.boot.autoconfigure;

import com.service.sdk.core.callback.CallbackHandler;
import com.service.sdk.core.callback.DeliveryStore;
import com.service.sdk.jdbc.JdbcDeliveryStore;
import com.service.sdk.jdbc.MoneyMovements;
import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.plugin.PluginClient;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import javax.sql.DataSource;
import org.jspecify.annotations.Nullable;
import org.springframework.beans.factory.ListableBeanFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.AnyNestedCondition;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnSingleCandidate;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Conditional;
import org.springframework.context.annotation.Configuration;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.ResourceTransactionManager;

/**
 * sdk-jdbc on the application's database, when {@code sdk-jdbc} is on the classpath, the
 * application has one {@link DataSource} bean (or a primary one) and
 * {@code service.sdk.jdbc.enabled} is not false:
 * <ul>
 *   <li>a {@link JdbcDeliveryStore} unless the application defines a {@link DeliveryStore}, which
 *       the callback endpoints then use, so each confirmed state runs its action once across
 *       every instance and restart;</li>
 *   <li>a {@link MoneyMovements} unless the application defines one, with the {@code PluginClient}
 *       (refunds) and the {@code MerchantClient} (payouts), whichever there is;</li>
 *   <li>{@code resume()} of the movements, {@code resume()} of the callback endpoints (what a crash
 *       left, once its lease ran out) and {@code prune()} on a schedule, each only when its
 *       interval is set;</li>
 *   <li>with {@code service.sdk.callbacks.transactional=true}, each callback action's writes and its
 *       "done" committed in one transaction of the application's transaction manager.</li>
 * </ul>
 * Nothing touches the database at startup unless {@code service.sdk.jdbc.create-schema} is true.
 * sdk-jdbc gets the application's data source itself, never a
 * {@code TransactionAwareDataSourceProxy} of it: a claim, and the record of a refund before it is
 * sent, must commit at once, whatever transaction the calling thread is in.
 *
 * <p>Boot's {@code DataSourceAutoConfiguration} is named, not referenced: its package differs
 * between Boot 3.5 and 4.x.
 */
@AutoConfiguration(after = {PluginClientAutoConfiguration.class, PayoutsClientsAutoConfiguration.class}, afterName = {
    "org.springframework.boot.autoconfigure.jdbc.DataSourceAutoConfiguration",
    "org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration"})
@ConditionalOnClass(name = "com.service.sdk.jdbc.JdbcDeliveryStore")
@ConditionalOnSingleCandidate(type = "javax.sql.DataSource")
@ConditionalOnProperty(prefix = ServiceSdkJdbcProperties.PREFIX, name = "enabled", matchIfMissing = true)
@EnableConfigurationProperties(ServiceSdkJdbcProperties.class)
public class ServiceSdkJdbcAutoConfiguration {
  private static final String P = ServiceSdkJdbcProperties.PREFIX;
  static final String STORE = "serviceSdkDeliveryStore";

  /** For Spring. */
  public ServiceSdkJdbcAutoConfiguration() {}

  @Bean
  JdbcSettings.Tables serviceSdkJdbcTables(DataSource dataSource, ServiceSdkJdbcProperties properties) {
    return JdbcSettings.tables(JdbcSettings.raw(dataSource), properties);
  }

  @Bean(STORE)
  @ConditionalOnMissingBean(DeliveryStore.class)
  JdbcDeliveryStore serviceSdkDeliveryStore(DataSource dataSource, JdbcSettings.Tables tables,
      ServiceSdkJdbcProperties properties) {
    return JdbcSettings.deliveryStore(JdbcSettings.raw(dataSource), tables, properties);
  }

  @Bean
  @ConditionalOnMissingBean
  @Conditional(OnAClient.class)
  MoneyMovements serviceSdkMoneyMovements(DataSource dataSource, JdbcSettings.Tables tables,
      ObjectProvider<PluginClient> plugin, ObjectProvider<MerchantClient> merchant, ServiceSdkJdbcProperties properties) {
    return JdbcSettings.moneyMovements(JdbcSettings.raw(dataSource), tables, plugin.getIfUnique(),
        merchant.getIfUnique(), properties);
  }

  /** {@code resume()} of every {@code MoneyMovements} bean (a platform's, one per account), on a schedule. */
  @Bean
  @ConditionalOnProperty(prefix = P + ".movements", name = "resume-interval")
  ScheduledJdbcTask serviceSdkMovementsResume(ObjectProvider<MoneyMovements> movements,
      ServiceSdkJdbcProperties properties) {
    return scheduled("service-sdk-jdbc-resume", P + ".movements.resume-interval",
        properties.getMovements().getResumeInterval(), "1m", movements, "there is no MoneyMovements to resume: the"
        + " starter builds one only with a PluginClient or a MerchantClient", MoneyMovements::resume);
  }

  /** {@code prune()} of every {@code JdbcDeliveryStore} bean, on a schedule. */
  @Bean
  @ConditionalOnProperty(prefix = P + ".deliveries", name = "prune-interval")
  ScheduledJdbcTask serviceSdkDeliveriesPrune(ObjectProvider<JdbcDeliveryStore> stores,
      ServiceSdkJdbcProperties properties) {
    return scheduled("service-sdk-jdbc-prune", P + ".deliveries.prune-interval",
        properties.getDeliveries().getPruneInterval(), "1d", stores, "there is no JdbcDeliveryStore to prune: the"
        + " application's own DeliveryStore bean replaced the starter's", JdbcDeliveryStore::prune);
  }

  /**
   * {@code resume()} of every {@code CallbackHandler} bean (the callback endpoints'), on a schedule:
   * what a crash or a failed action left is finished once its lease ran out, without waiting for a
   * redelivery the service does not promise.
   */
  @Bean
  @ConditionalOnProperty(prefix = P + ".deliveries", name = "resume-interval")
  ScheduledJdbcTask serviceSdkDeliveriesResume(ObjectProvider<CallbackHandler<?>> handlers,
      ServiceSdkJdbcProperties properties) {
    return scheduled("service-sdk-jdbc-deliveries-resume", P + ".deliveries.resume-interval",
        properties.getDeliveries().getResumeInterval(), "1m", handlers, "there is no callback endpoint to resume: set"
        + " service.sdk.callbacks.enabled=true with a PaymentCallbackAction, PayoutCallbackAction or LinkCallbackAction"
        + " bean", handler -> CallbackEndpoint.resumed(handler.resume()));
  }

  /** A task that runs {@code call} on every bean of {@code beans}; refuses an interval that is not one, or no bean. */
  private static <T> ScheduledJdbcTask scheduled(String name, String property, @Nullable Duration interval,
      String example,
      ObjectProvider<T> beans, String noBean, Consumer<T> call) {
    if (interval == null || interval.isNegative() || interval.isZero()) {
      throw new ServiceSdkConfigurationException(property, property + "=" + interval + " is not a positive interval.",
          "Set " + property + " to a positive duration such as " + example + ", or remove it to run nothing.", null);
    }
    List<T> all = beans.orderedStream().toList();
    if (all.isEmpty()) {
      throw new ServiceSdkConfigurationException(property, property + " is set, but " + noBean + ".",
          "Remove " + property + ", or define the bean it runs.", null);
    }
    return new ScheduledJdbcTask(name, interval, ScheduledJdbcTask.onEach(all, call));
  }

  /** A plugin or a merchant client: whichever there is sends its movements. */
  static final class OnAClient extends AnyNestedCondition {
    OnAClient() {
      super(ConfigurationPhase.REGISTER_BEAN);
    }

    @ConditionalOnSingleCandidate(PluginClient.class)
    static final class Plugin {}

    @ConditionalOnSingleCandidate(MerchantClient.class)
    static final class Merchant {}
  }

  /**
   * {@code service.sdk.callbacks.transactional=true}: the application's transaction manager, the
   * starter's store and the data source under both, checked to be one database now rather than
   * at the first callback.
   */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnClass(name = {"org.springframework.transaction.PlatformTransactionManager",
      "org.springframework.jdbc.datasource.DataSourceUtils"})
  @ConditionalOnProperty(prefix = ServiceSdkCallbackProperties.PREFIX, name = "transactional", havingValue = "true")
  static class Transactions {
    private static final String PROPERTY = ServiceSdkCallbackProperties.PREFIX + ".transactional";

    @Bean
    CallbackTransactions serviceSdkCallbackTransactions(ListableBeanFactory beans, DataSource dataSource,
        ObjectProvider<PlatformTransactionManager> managers) {
      List<String> stores = Arrays.asList(beans.getBeanNamesForType(DeliveryStore.class));
      if (!stores.equals(List.of(STORE))) {
        throw new ServiceSdkConfigurationException(PROPERTY, PROPERTY + " marks a callback done in the same"
            + " transaction as the action's writes, in the starter's JdbcDeliveryStore; the application defines its"
            + " own DeliveryStore " + stores + ", whose database the starter cannot know.", "Remove that bean"
            + " (set " + P + ".deliveries.table for another table), or build the CallbackHandler yourself with"
            + " store.inTransaction(..).", null);
      }
      PlatformTransactionManager manager = managers.getIfUnique();
      if (manager == null) {
        throw new ServiceSdkConfigurationException(PROPERTY, PROPERTY + " runs each callback action in a"
            + " transaction of the application's PlatformTransactionManager, and there is no single one.",
            "Add spring-boot-starter-jdbc (its DataSourceTransactionManager) or define one PlatformTransactionManager"
            + " bean (or mark one @Primary), on the DataSource the starter's JdbcDeliveryStore uses.", null);
      }
      DataSource raw = JdbcSettings.raw(dataSource);
      if (manager instanceof ResourceTransactionManager resources && resources.getResourceFactory() instanceof DataSource
          other && JdbcSettings.raw(other) != raw) {
        throw new ServiceSdkConfigurationException(PROPERTY, PROPERTY + " needs the transaction manager on the"
            + " DataSource of the starter's JdbcDeliveryStore, but " + manager + " runs its transactions on another"
            + " DataSource.", "Make the DataSource of the transaction manager and the application's DataSource bean"
            + " the same, or build the CallbackHandler yourself with store.inTransaction(..).", null);
      }
      return new SpringCallbackTransactions(manager, raw, beans.getBean(STORE, JdbcDeliveryStore.class));
    }
  }
}
