package com.service.sdk.spring.boot.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.core.CallListener;
import com.service.sdk.core.Credentials;
import com.service.sdk.core.CredentialsProvider;
import com.service.sdk.core.ServiceException;
import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.PublicClient;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.plugin.model.Balance;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import com.service.sdk.sandbox.junit.SandboxExtension;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.annotation.Order;

/** The client auto-configurations in real application contexts: each condition, present and absent. */
@ExtendWith(SandboxExtension.class)
class ClientAutoConfigurationTest {
  static final AutoConfigurations STARTER = AutoConfigurations.of(ServiceSdkAutoConfiguration.class,
      PluginClientAutoConfiguration.class, PayoutsClientsAutoConfiguration.class);

  private final ApplicationContextRunner runner = new ApplicationContextRunner().withConfiguration(STARTER)
      .withPropertyValues("service.sdk.base-url=https://api.example.test", "service.sdk.api-key-id=key_test_1",
          "service.sdk.api-secret=sk_test_never_shown");

  static ApplicationContextRunner against(Sandbox sandbox, SandboxMerchant merchant) {
    return new ApplicationContextRunner().withConfiguration(STARTER).withPropertyValues(
        "service.sdk.base-url=" + sandbox.baseUrl(), "service.sdk.api-key-id=" + merchant.apiKeyId(),
        "service.sdk.api-secret=" + merchant.apiSecret());
  }

  @Test
  void withBothFamilies_theThreeClientsAndThePropertyCredentials_areBeans() {
    runner.run(context -> {
      assertThat(context).hasNotFailed().hasSingleBean(PluginClient.class).hasSingleBean(MerchantClient.class)
          .hasSingleBean(PublicClient.class).hasSingleBean(ServiceSdkProperties.class);
      assertThat(context.getBean(CredentialsProvider.class)).isInstanceOf(PropertyCredentialsProvider.class)
          .hasToString("PropertyCredentialsProvider[service.sdk.api-key-id, service.sdk.api-secret]");
    });
  }

  @Test
  void theApplicationsOwnClientBeans_win() {
    runner.withUserConfiguration(OwnClients.class).run(context -> {
      assertThat(context).hasSingleBean(PluginClient.class).hasSingleBean(MerchantClient.class)
          .hasSingleBean(PublicClient.class);
      assertThat(context.getBean(PluginClient.class)).isSameAs(context.getBean(OwnClients.class).plugin);
      assertThat(context.getBean(MerchantClient.class)).isSameAs(context.getBean(OwnClients.class).merchant);
      assertThat(context.getBean(PublicClient.class)).isSameAs(context.getBean(OwnClients.class).pub);
    });
  }

  @Test
  void eachClient_canBeTurnedOff() {
    runner.withPropertyValues("service.sdk.plugin.enabled=false").run(context ->
        assertThat(context).doesNotHaveBean(PluginClient.class).hasSingleBean(MerchantClient.class)
            .hasSingleBean(PublicClient.class));
    runner.withPropertyValues("service.sdk.merchant.enabled=false").run(context ->
        assertThat(context).hasSingleBean(PluginClient.class).doesNotHaveBean(MerchantClient.class)
            .hasSingleBean(PublicClient.class));
    runner.withPropertyValues("service.sdk.public.enabled=false").run(context ->
        assertThat(context).hasSingleBean(PluginClient.class).hasSingleBean(MerchantClient.class)
            .doesNotHaveBean(PublicClient.class));
  }

  @Test
  void aFamilyMissingFromTheClasspath_getsNoClient_andTheOtherStillWorks() {
    runner.withClassLoader(new FilteredClassLoader(PluginClient.class)).run(context ->
        assertThat(context).hasNotFailed().doesNotHaveBean("pluginClient").hasSingleBean(MerchantClient.class));
    runner.withClassLoader(new FilteredClassLoader(MerchantClient.class)).run(context ->
        assertThat(context).hasNotFailed().hasSingleBean(PluginClient.class).doesNotHaveBean("merchantClient")
            .doesNotHaveBean("publicClient"));
  }

  @Test
  void anApplicationsCredentialsProvider_replacesTheProperties_whichAreThenNotNeeded() {
    new ApplicationContextRunner().withConfiguration(STARTER).withUserConfiguration(OwnCredentials.class)
        .withPropertyValues("service.sdk.base-url=https://api.example.test").run(context -> {
          assertThat(context).hasNotFailed().hasSingleBean(PluginClient.class);
          assertThat(context.getBean(CredentialsProvider.class)).isSameAs(OwnCredentials.PROVIDER);
        });
  }

  @Test
  void customizersRunInOrder_afterTheProperties_andWin(Sandbox sandbox, SandboxMerchant merchant) {
    new ApplicationContextRunner().withConfiguration(STARTER).withUserConfiguration(Customizers.class)
        .withPropertyValues("service.sdk.base-url=https://unused.example.test", "service.sdk.api-key-id="
            + merchant.apiKeyId(), "service.sdk.api-secret=" + merchant.apiSecret(), "sandbox.url=" + sandbox.baseUrl())
        .run(context -> {
          Balance balance = context.getBean(PluginClient.class).balance().get(); // at the customizer's URL

          assertThat(balance.currency()).isNotBlank();
          assertThat(context.getBean(Customizers.class).calls).containsExactly("first", "second");
        });
  }

  @Test
  void everyCallListenerBean_hearsTheCallsOfEveryClient(Sandbox sandbox, SandboxMerchant merchant) {
    against(sandbox, merchant).withUserConfiguration(TwoListeners.class).run(context -> {
      context.getBean(PluginClient.class).balance().get();
      context.getBean(MerchantClient.class).payees().list(1, 0);

      TwoListeners listeners = context.getBean(TwoListeners.class);
      assertThat(listeners.first).containsExactly("balance.get", "payees.list");
      assertThat(listeners.second).containsExactly("balance.get", "payees.list");
    });
  }

  @Test
  void theClients_areClosedWithTheContext(Sandbox sandbox, SandboxMerchant merchant) {
    PluginClient[] plugin = new PluginClient[1];
    MerchantClient[] merchantClient = new MerchantClient[1];
    PublicClient[] pub = new PublicClient[1];
    against(sandbox, merchant).run(context -> {
      plugin[0] = context.getBean(PluginClient.class);
      merchantClient[0] = context.getBean(MerchantClient.class);
      pub[0] = context.getBean(PublicClient.class);
      plugin[0].balance().get();
    });

    assertThatThrownBy(() -> plugin[0].balance().get()).isInstanceOf(IllegalStateException.class);
    assertThatThrownBy(() -> merchantClient[0].payees().list(1, 0)).isInstanceOf(IllegalStateException.class);
    assertThatThrownBy(() -> pub[0].links().status("abc")).isInstanceOf(IllegalStateException.class);
  }

  @Test
  void theProxyProperties_sendEveryClientsRequestsThroughThatProxy() throws IOException {
    HttpServer proxy = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    List<String> seen = new CopyOnWriteArrayList<>();
    proxy.createContext("/", exchange -> {
      seen.add(exchange.getRequestMethod() + " " + exchange.getRequestURI());
      exchange.sendResponseHeaders(502, -1); // a proxy that cannot reach the service
      exchange.close();
    });
    proxy.start();
    try {
      runner.withPropertyValues("service.sdk.base-url=http://api.example.test", "service.sdk.allow-insecure-http=true",
          "service.sdk.max-retries=0", "service.sdk.proxy.host=127.0.0.1",
          "service.sdk.proxy.port=" + proxy.getAddress().getPort()).run(context -> {
            assertThatThrownBy(() -> context.getBean(PublicClient.class).links().status("abc123"))
                .isInstanceOf(ServiceException.class);
            assertThatThrownBy(() -> context.getBean(PluginClient.class).balance().get())
                .isInstanceOf(ServiceException.class);

            assertThat(seen).containsExactly("GET http://api.example.test/api/v1/collections/intents/abc123/status",
                "GET http://api.example.test/payments/balance");
          });
    } finally {
      proxy.stop(0);
    }
  }

  @Test
  void theProperties_toString_neverShowsTheSecret() {
    runner.run(context -> assertThat(context.getBean(ServiceSdkProperties.class).toString())
        .contains("apiKeyId=key_test_1", "apiSecret=<redacted>", "baseUrl=https://api.example.test")
        .doesNotContain("sk_test_never_shown"));
  }

  @Configuration(proxyBeanMethods = false)
  static class OwnClients {
    final PluginClient plugin = PluginClient.builder().baseUrl("https://own.example.test").credentials("k", "s").build();
    final MerchantClient merchant = MerchantClient.builder().baseUrl("https://own.example.test").credentials("k", "s")
        .build();
    final PublicClient pub = PublicClient.builder().baseUrl("https://own.example.test").build();

    @Bean
    PluginClient myPlugin() {
      return plugin;
    }

    @Bean
    MerchantClient myMerchant() {
      return merchant;
    }

    @Bean
    PublicClient myPublic() {
      return pub;
    }
  }

  @Configuration(proxyBeanMethods = false)
  static class OwnCredentials {
    static final CredentialsProvider PROVIDER = () -> Credentials.of("key_from_vault", "secret_from_vault");

    @Bean
    CredentialsProvider vault() {
      return PROVIDER;
    }
  }

  @Configuration(proxyBeanMethods = false)
  static class Customizers {
    final List<String> calls = new CopyOnWriteArrayList<>();

    @Bean
    @Order(2)
    PluginClientCustomizer second(org.springframework.core.env.Environment environment) {
      return builder -> {
        calls.add("second");
        builder.baseUrl(environment.getProperty("sandbox.url"));
      };
    }

    @Bean
    @Order(1)
    PluginClientCustomizer first() {
      return builder -> {
        calls.add("first");
        builder.baseUrl("https://overridden-by-the-second.example.test");
      };
    }
  }

  @Configuration(proxyBeanMethods = false)
  static class TwoListeners {
    final List<String> first = new CopyOnWriteArrayList<>();
    final List<String> second = new CopyOnWriteArrayList<>();

    @Bean
    CallListener firstListener() {
      return new CallListener() {
        @Override
        public void callFinished(Call call, End end) {
          first.add(call.operation());
        }
      };
    }

    @Bean
    CallListener secondListener() {
      return new CallListener() {
        @Override
        public void callFinished(Call call, End end) {
          second.add(call.operation());
        }
      };
    }
  }
}
