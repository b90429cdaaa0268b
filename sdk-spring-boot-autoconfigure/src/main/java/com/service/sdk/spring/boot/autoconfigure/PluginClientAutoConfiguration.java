package com.service.sdk.spring.boot.autoconfigure;

import com.service.sdk.core.CallListener;
import com.service.sdk.core.CredentialsProvider;
import com.service.sdk.plugin.PluginClient;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;

/**
 * A {@link PluginClient} (hosted payments, refunds, balance) from the {@code service.sdk}
 * properties, when {@code sdk-plugin} is on the classpath, {@code service.sdk.plugin.enabled} is
 * not false and the application has no {@code PluginClient} bean of its own. It is closed with
 * the application context.
 */
@AutoConfiguration(after = ServiceSdkAutoConfiguration.class)
@ConditionalOnClass(PluginClient.class)
@ConditionalOnProperty(prefix = "service.sdk.plugin", name = "enabled", matchIfMissing = true)
public class PluginClientAutoConfiguration {

  /** For Spring. */
  public PluginClientAutoConfiguration() {}

  @Bean
  @ConditionalOnMissingBean
  PluginClient pluginClient(ServiceSdkProperties properties, CredentialsProvider credentials,
      ObjectProvider<CallListener> listeners, ObjectProvider<PluginClientCustomizer> customizers) {
    return ClientSettings.buildSigned(PluginClient.builder(), "PluginClient", properties, credentials, listeners,
        builder -> customizers.orderedStream().forEach(customizer -> customizer.customize(builder)));
  }
}
