package com.service.sdk.spring.boot.test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.sandbox.Sandbox;
import java.io.IOException;
import java.net.InetAddress;
import java.net.Socket;
import java.net.URI;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.BeanCreationException;
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
  static class Broken {
    @Bean
    String broken() {
      throw new IllegalStateException("this context does not start");
    }
  }
}
