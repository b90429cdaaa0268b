package com.service.sdk.spring.boot.test;

import static org.assertj.core.api.Assertions.assertThat;

import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.PublicClient;
import com.service.sdk.plugin.PluginClient;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;
import org.springframework.context.annotation.Configuration;

/**
 * A context without auto-configuration, as a test slice has: {@code @AutoConfigureSandbox}
 * imports the starter's client auto-configurations, and nothing else.
 */
@SpringBootTest(classes = AutoConfigureSandboxSliceTest.NoAutoConfiguration.class)
@AutoConfigureSandbox
class AutoConfigureSandboxSliceTest {
  @Autowired
  ApplicationContext context;

  @Test
  void theStartersClientsAreThere_andWork() {
    assertThat(context.getBean(PluginClient.class).balance().get().currency()).isNotBlank();
    assertThat(context.getBeanNamesForType(MerchantClient.class)).hasSize(1);
    assertThat(context.getBeanNamesForType(PublicClient.class)).hasSize(1);
    assertThat(context.getBeanNamesForType(org.springframework.web.servlet.DispatcherServlet.class))
        .as("no other auto-configuration").isEmpty();
  }

  @Configuration(proxyBeanMethods = false)
  static class NoAutoConfiguration {}
}
