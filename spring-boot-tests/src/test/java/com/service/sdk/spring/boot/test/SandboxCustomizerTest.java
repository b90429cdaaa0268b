package com.service.sdk.spring.boot.test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.sandbox.Sandbox;
import java.io.IOException;
import java.net.InetAddress;
import java.net.Socket;
import java.net.URI;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.BeanCreationException;
import org.springframework.boot.Banner;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.annotation.AnnotationConfigApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.test.context.ContextCustomizer;

/** The sandbox lives as long as its context: it stops when the context closes, or fails to start. */
class SandboxCustomizerTest {
  private final ContextCustomizer customizer = new SandboxCustomizerFactory()
      .createContextCustomizer(AutoConfigureSandboxTest.class, List.of());

  @Test
  void theSandboxStops_withItsContext() {
    Sandbox sandbox;
    try (AnnotationConfigApplicationContext context = new AnnotationConfigApplicationContext()) {
      customizer.customizeContext(context, null);
      context.refresh();
      sandbox = context.getBean(Sandbox.class);
      assertThat(listening(sandbox)).isTrue();
      assertThat(context.getEnvironment().getPropertySources().iterator().next().getName())
          .isEqualTo("serviceSdkSandbox");
    }

    assertThat(listening(sandbox)).as("after the context closed").isFalse();
  }

  @Test
  void theSandboxStops_whenItsContextFailsToStart() {
    AnnotationConfigApplicationContext context = new AnnotationConfigApplicationContext();
    context.register(Broken.class);
    customizer.customizeContext(context, null);
    Sandbox sandbox = (Sandbox) context.getBeanFactory().getSingleton("serviceSdkSandbox");

    assertThatThrownBy(context::refresh).isInstanceOf(BeanCreationException.class);
    assertThat(listening(sandbox)).isFalse();
  }

  /**
   * A context can fail before its refresh: Spring Boot runs the test's customizers among the
   * application's initializers, and an initializer after ours (a merchant's that starts a database
   * container, say) can throw. Closing a context that never refreshed destroys nothing, so the
   * sandbox must not wait for its singletons to be destroyed.
   */
  @Test
  void theSandboxStops_whenItsContextFailsBeforeItsRefresh() {
    AtomicReference<Sandbox> started = new AtomicReference<>();
    SpringApplication application = new SpringApplicationBuilder(Empty.class).web(WebApplicationType.NONE)
        .bannerMode(Banner.Mode.OFF).initializers(context -> {
          customizer.customizeContext(context, null);
          started.set((Sandbox) context.getBeanFactory().getSingleton("serviceSdkSandbox"));
        }, context -> {
          throw new IllegalStateException("the merchant's database container did not start");
        }).build();

    assertThatThrownBy(() -> application.run()).hasMessageContaining("database container");
    assertThat(started.get()).isNotNull();
    assertThat(listening(started.get())).as("the sandbox of a context that failed before its refresh").isFalse();
  }

  @Test
  void onlyAnAnnotatedTest_getsASandbox_andEveryOneIsEqual_soTheContextCacheSharesIt() {
    SandboxCustomizerFactory factory = new SandboxCustomizerFactory();

    assertThat(factory.createContextCustomizer(SandboxCustomizerTest.class, List.of())).isNull();
    assertThat(factory.createContextCustomizer(AutoConfigureSandboxSliceTest.class, List.of()))
        .isEqualTo(customizer).hasSameHashCodeAs(customizer);
  }

  private static boolean listening(Sandbox sandbox) {
    try {
      new Socket(InetAddress.getLoopbackAddress(), URI.create(sandbox.baseUrl()).getPort()).close();
      return true;
    } catch (IOException e) {
      return false;
    }
  }

  @Configuration(proxyBeanMethods = false)
  static class Empty {}

  @Configuration(proxyBeanMethods = false)
  static class Broken {
    @Bean
    String broken() {
      throw new IllegalStateException("this context does not start");
    }
  }
}
