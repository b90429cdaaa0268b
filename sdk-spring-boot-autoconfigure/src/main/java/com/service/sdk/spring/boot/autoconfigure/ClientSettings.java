package com.service.sdk.spring.boot.autoconfigure;

import com.service.sdk.core.CallListener;
import com.service.sdk.core.ClientBuilder;
import com.service.sdk.core.CredentialsProvider;
import com.service.sdk.core.SignedClientBuilder;
import java.net.InetSocketAddress;
import java.net.ProxySelector;
import java.util.List;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;
import org.springframework.beans.factory.ObjectProvider;

/**
 * Builds a client from {@link ServiceSdkProperties}, the application's listeners and its
 * customizers. Each setting goes to the builder on its own, so whatever the SDK refuses (a
 * negative timeout, eleven retries, a base URL that is not https) stops startup with a
 * {@link ServiceSdkConfigurationException} naming the property it came from.
 */
final class ClientSettings {
  private static final String P = ServiceSdkProperties.PREFIX;
  static final String BASE_URL = P + ".base-url";

  private ClientSettings() {}

  /**
   * Sets the credentials, checking the starter's own property-backed provider now (an
   * application's provider is asked first by the first call), then builds as {@link #build}.
   */
  static <B extends SignedClientBuilder<B, C>, C> C buildSigned(B builder, String client, ServiceSdkProperties properties,
      CredentialsProvider credentials, ObjectProvider<CallListener> listeners, Consumer<B> customizers) {
    if (credentials instanceof PropertyCredentialsProvider own) {
      own.check(client);
    }
    builder.credentials(credentials);
    return build(builder, client, properties, listeners, customizers);
  }

  /**
   * Applies the properties, then the listeners (several are combined in bean order), then the
   * customizers, which may change anything; builds the client.
   */
  static <B extends ClientBuilder<B, C>, C> C build(B builder, String client, ServiceSdkProperties properties,
      ObjectProvider<CallListener> listeners, Consumer<B> customizers) {
    String baseUrl = properties.getBaseUrl();
    String urlAdvice = "Set " + BASE_URL + " to the service's https address, such as https://api.example.test"
        + " (plain http only on a loopback host such as a local sandbox, or with " + P
        + ".allow-insecure-http=true on a network you trust).";
    if (baseUrl == null || baseUrl.isBlank()) {
      throw new ServiceSdkConfigurationException(BASE_URL, BASE_URL + " is not set, and the " + client
          + " needs the service's address.", urlAdvice + " Or set " + P + "."
          + PropertyCredentialsProvider.clientProperty(client) + ".enabled=false if the application does not use the "
          + client + ".", null);
    }
    builder.baseUrl(baseUrl.trim()).allowInsecureHttp(properties.isAllowInsecureHttp());
    String positive = "a positive duration such as ";
    set(P + ".connect-timeout", properties.getConnectTimeout(), positive + "10s",
        () -> builder.connectTimeout(properties.getConnectTimeout()));
    set(P + ".read-timeout", properties.getReadTimeout(), positive + "30s",
        () -> builder.readTimeout(properties.getReadTimeout()));
    set(P + ".call-timeout", properties.getCallTimeout(), positive + "60s",
        () -> builder.callTimeout(properties.getCallTimeout()));
    set(P + ".max-retries", properties.getMaxRetries(), "a number from 0 to 10, such as 2",
        () -> builder.maxRetries(properties.getMaxRetries()));
    ServiceSdkProperties.RetryBackoff backoff = properties.getRetryBackoff();
    set(P + ".retry-backoff", backoff, "initial and max positive durations, max at least initial, such as 500ms and 20s",
        () -> builder.retryBackoff(backoff.getInitial(), backoff.getMax()));
    ProxySelector proxy = proxy(properties.getProxy());
    if (proxy != null) {
      builder.proxy(proxy);
    }
    listeners.orderedStream().forEach(builder::listener);
    customizers.accept(builder);
    try {
      return builder.build();
    } catch (IllegalArgumentException e) { // the base URL, parsed only now; the SDK's message quotes it
      throw new ServiceSdkConfigurationException(BASE_URL, BASE_URL + " was refused for the " + client + ": "
          + e.getMessage() + ".", urlAdvice, e);
    }
  }

  /**
   * One HTTP proxy from {@code service.sdk.proxy.host} and {@code .port}, or null when neither is
   * set. The address stays unresolved: the proxy's name is looked up when a connection opens, as
   * the service's is, so a proxy that moves is followed and startup never waits for DNS.
   */
  static @Nullable ProxySelector proxy(ServiceSdkProperties.Proxy proxy) {
    String host = proxy.getHost();
    Integer port = proxy.getPort();
    if ((host == null || host.isBlank()) && port == null) {
      return null;
    }
    String advice = "Set both " + P + ".proxy.host and " + P + ".proxy.port (1 to 65535), such as proxy.internal"
        + " and 3128, or neither for the JVM's default proxy selector.";
    if (host == null || host.isBlank()) {
      throw new ServiceSdkConfigurationException(P + ".proxy.host", P + ".proxy.port=" + port + " is set, but "
          + P + ".proxy.host is not.", advice, null);
    }
    if (port == null || port < 1 || port > 65535) {
      throw new ServiceSdkConfigurationException(P + ".proxy.port", P + ".proxy.host=" + host + " is set, but "
          + P + ".proxy.port is " + (port == null ? "not" : port + ", not a port") + ".", advice, null);
    }
    return ProxySelector.of(InetSocketAddress.createUnresolved(host.trim(), port));
  }

  /** Runs one setter; whatever it refuses is reported as {@code property}'s problem. */
  static void set(String property, Object value, String expected, Runnable setter) {
    try {
      setter.run();
    } catch (RuntimeException e) {
      throw new ServiceSdkConfigurationException(property, property + "=" + value + " was refused by the SDK: "
          + e.getMessage() + ".", "Set " + property + " to " + expected + ".", e);
    }
  }
}
