package com.service.sdk.spring.boot.test;

import com.service.sdk.core.ClientBuilder;
import com.service.sdk.core.SignedClientBuilder;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import com.service.sdk.spring.boot.autoconfigure.ServiceSdkProperties;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.beans.factory.support.DefaultSingletonBeanRegistry;
import org.springframework.boot.context.event.ApplicationFailedEvent;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.core.env.MapPropertySource;
import org.springframework.test.context.ContextCustomizer;
import org.springframework.test.context.MergedContextConfiguration;

/**
 * Starts a sandbox for one application context before it starts, as {@link AutoConfigureSandbox}
 * says. All instances are equal, so the context cache shares a context (and its sandbox) between
 * test classes whose configuration is otherwise the same.
 */
final class SandboxCustomizer implements ContextCustomizer {
  static final String PROPERTY_SOURCE = "serviceSdkSandbox";
  static final String SANDBOX_BEAN = "serviceSdkSandbox";
  static final String MERCHANT_BEAN = "serviceSdkSandboxMerchant";

  @Override
  public void customizeContext(ConfigurableApplicationContext context, MergedContextConfiguration configuration) {
    Sandbox sandbox = Sandbox.start();
    try {
      SandboxMerchant merchant = sandbox.createMerchant();
      context.getEnvironment().getPropertySources().addFirst(new MapPropertySource(PROPERTY_SOURCE,
          properties(sandbox, merchant)));
      var beans = context.getBeanFactory();
      beans.registerSingleton(SANDBOX_BEAN, sandbox);
      beans.registerSingleton(MERCHANT_BEAN, merchant);
      // Destroyed with the context's singletons: when it closes, and when its refresh fails.
      ((DefaultSingletonBeanRegistry) beans).registerDisposableBean(SANDBOX_BEAN, sandbox::close);
      // A context that fails before its refresh (an initializer after this one throws) destroys
      // no singleton when it is closed; Spring Boot still tells its listeners that it failed.
      context.addApplicationListener(event -> {
        if (event instanceof ApplicationFailedEvent) {
          sandbox.close();
        }
      });
    } catch (RuntimeException e) {
      sandbox.close();
      throw e;
    }
  }

  /** The starter's properties and the names the standalone sandbox prints, for this sandbox and merchant. */
  static Map<String, Object> properties(Sandbox sandbox, SandboxMerchant merchant) {
    Map<String, Object> properties = new LinkedHashMap<>();
    properties.put(ServiceSdkProperties.PREFIX + ".base-url", sandbox.baseUrl());
    properties.put(ServiceSdkProperties.PREFIX + ".api-key-id", merchant.apiKeyId());
    properties.put(ServiceSdkProperties.PREFIX + ".api-secret", merchant.apiSecret());
    properties.put(ClientBuilder.ENV_BASE_URL, sandbox.baseUrl());
    properties.put("SERVICE_CHECKOUT_BASE_URL", sandbox.checkoutBaseUrl());
    properties.put("SERVICE_MERCHANT_ID", merchant.merchantId());
    properties.put(SignedClientBuilder.ENV_API_KEY_ID, merchant.apiKeyId());
    properties.put(SignedClientBuilder.ENV_API_SECRET, merchant.apiSecret());
    return properties;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof SandboxCustomizer;
  }

  @Override
  public int hashCode() {
    return SandboxCustomizer.class.hashCode();
  }
}
