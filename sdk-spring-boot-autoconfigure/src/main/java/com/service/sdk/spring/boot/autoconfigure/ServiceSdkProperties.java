package com.service.sdk.spring.boot.autoconfigure;

import java.time.Duration;
import org.jspecify.annotations.Nullable;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * The Service SDK's settings under {@code service.sdk}: where the service is, the merchant's
 * credentials, and the timeouts and retries every client the starter builds shares. The
 * defaults are the SDK's own.
 *
 * <p>{@link #toString()} never shows the API secret, and the starter masks
 * {@code service.sdk.api-secret} in the actuator's {@code /env} and {@code /configprops} output
 * even when they show values.
 */
@ConfigurationProperties(ServiceSdkProperties.PREFIX)
public class ServiceSdkProperties {
  /** The prefix of every property here. */
  public static final String PREFIX = "service.sdk";

  /** Settings with the defaults below, for Spring to bind. */
  public ServiceSdkProperties() {}

  /**
   * The service's base URL, such as https://api.example.test: https, or http on a loopback host
   * (a local sandbox). Required.
   */
  private @Nullable String baseUrl;

  /** Whether to allow plain http on a host other than loopback: requests are signed, not encrypted. */
  private boolean allowInsecureHttp = false;

  /**
   * The API key id that signs the plugin and merchant clients' requests. Required for those
   * clients unless the application defines a CredentialsProvider bean. Read again for every
   * attempt, so a changed value is used from the next attempt on.
   */
  private @Nullable String apiKeyId;

  /**
   * The API secret that goes with the key id. Keep it out of committed files: set it from an
   * environment variable or a secret store. Read again for every attempt; never shown by
   * toString() nor, through the starter, by the actuator.
   */
  private @Nullable String apiSecret;

  /** The time allowed to open a connection. */
  private Duration connectTimeout = Duration.ofSeconds(10);

  /** The time allowed between bytes of a request or an answer. */
  private Duration readTimeout = Duration.ofSeconds(30);

  /** The deadline of a whole call, every attempt and wait between them included. */
  private Duration callTimeout = Duration.ofSeconds(60);

  /**
   * How many times a request that is safe to repeat (a read, or a refund or payout with its
   * idempotency key) is retried after a transient failure: 0 to 10.
   */
  private int maxRetries = 2;

  private final RetryBackoff retryBackoff = new RetryBackoff();
  private final Proxy proxy = new Proxy();
  private final Client plugin = new Client();
  private final Client merchant = new Client();
  private final Client publicClient = new Client();

  /**
   * Returns the base URL.
   *
   * @return the base URL, or null when unset
   */
  public @Nullable String getBaseUrl() {
    return baseUrl;
  }

  /**
   * Sets the base URL.
   *
   * @param baseUrl the base URL
   */
  public void setBaseUrl(@Nullable String baseUrl) {
    this.baseUrl = baseUrl;
  }

  /**
   * Returns whether plain http is allowed beyond loopback.
   *
   * @return whether it is allowed
   */
  public boolean isAllowInsecureHttp() {
    return allowInsecureHttp;
  }

  /**
   * Sets whether plain http is allowed beyond loopback.
   *
   * @param allowInsecureHttp whether to allow it
   */
  public void setAllowInsecureHttp(boolean allowInsecureHttp) {
    this.allowInsecureHttp = allowInsecureHttp;
  }

  /**
   * Returns the API key id.
   *
   * @return the key id, or null when unset
   */
  public @Nullable String getApiKeyId() {
    return apiKeyId;
  }

  /**
   * Sets the API key id.
   *
   * @param apiKeyId the key id
   */
  public void setApiKeyId(@Nullable String apiKeyId) {
    this.apiKeyId = apiKeyId;
  }

  /**
   * Returns the API secret: for the SDK's signers only, never log it.
   *
   * @return the secret, or null when unset
   */
  public @Nullable String getApiSecret() {
    return apiSecret;
  }

  /**
   * Sets the API secret.
   *
   * @param apiSecret the secret
   */
  public void setApiSecret(@Nullable String apiSecret) {
    this.apiSecret = apiSecret;
  }

  /**
   * Returns the connect timeout.
   *
   * @return the timeout
   */
  public Duration getConnectTimeout() {
    return connectTimeout;
  }

  /**
   * Sets the connect timeout.
   *
   * @param connectTimeout the timeout
   */
  public void setConnectTimeout(Duration connectTimeout) {
    this.connectTimeout = connectTimeout;
  }

  /**
   * Returns the read timeout.
   *
   * @return the timeout
   */
  public Duration getReadTimeout() {
    return readTimeout;
  }

  /**
   * Sets the read timeout.
   *
   * @param readTimeout the timeout
   */
  public void setReadTimeout(Duration readTimeout) {
    this.readTimeout = readTimeout;
  }

  /**
   * Returns the deadline of a whole call.
   *
   * @return the timeout
   */
  public Duration getCallTimeout() {
    return callTimeout;
  }

  /**
   * Sets the deadline of a whole call.
   *
   * @param callTimeout the timeout
   */
  public void setCallTimeout(Duration callTimeout) {
    this.callTimeout = callTimeout;
  }

  /**
   * Returns how many times a call that is safe to repeat is retried.
   *
   * @return the retries
   */
  public int getMaxRetries() {
    return maxRetries;
  }

  /**
   * Sets how many times a call that is safe to repeat is retried.
   *
   * @param maxRetries 0 to 10
   */
  public void setMaxRetries(int maxRetries) {
    this.maxRetries = maxRetries;
  }

  /**
   * Returns the backoff between retries.
   *
   * @return the backoff settings
   */
  public RetryBackoff getRetryBackoff() {
    return retryBackoff;
  }

  /**
   * Returns the HTTP proxy every client connects through.
   *
   * @return the proxy settings
   */
  public Proxy getProxy() {
    return proxy;
  }

  /**
   * Returns the settings of the {@code PluginClient} (hosted payments, refunds, balance).
   *
   * @return the plugin client's settings
   */
  public Client getPlugin() {
    return plugin;
  }

  /**
   * Returns the settings of the {@code MerchantClient} (links, payees, payouts, transactions).
   *
   * @return the merchant client's settings
   */
  public Client getMerchant() {
    return merchant;
  }

  /**
   * Returns the settings of the {@code PublicClient} (public link reads, no credentials), bound
   * from {@code service.sdk.public}.
   *
   * @return the public client's settings
   */
  public Client getPublic() {
    return publicClient;
  }

  /** Shows every setting but the secret, which shows as {@code <redacted>} when set. */
  @Override
  public String toString() {
    return "ServiceSdkProperties[baseUrl=" + baseUrl + ", allowInsecureHttp=" + allowInsecureHttp
        + ", apiKeyId=" + apiKeyId + ", apiSecret=" + (apiSecret == null ? "null" : "<redacted>")
        + ", connectTimeout=" + connectTimeout + ", readTimeout=" + readTimeout + ", callTimeout=" + callTimeout
        + ", maxRetries=" + maxRetries + ", retryBackoff=" + retryBackoff + ", proxy=" + proxy + ", plugin=" + plugin
        + ", merchant=" + merchant + ", public=" + publicClient + "]";
  }

  /** The backoff between retries: full jitter, from the initial ceiling doubling up to the largest. */
  public static class RetryBackoff {
    /** The SDK's defaults, for Spring to bind. */
    public RetryBackoff() {}

    /** The first retry waits up to this long. */
    private Duration initial = Duration.ofMillis(500);

    /**
     * The longest wait between retries. A Retry-After longer than this is not waited for: the
     * call fails with a RateLimitException carrying it.
     */
    private Duration max = Duration.ofSeconds(20);

    /**
     * Returns the first backoff ceiling.
     *
     * @return the duration
     */
    public Duration getInitial() {
      return initial;
    }

    /**
     * Sets the first backoff ceiling.
     *
     * @param initial the duration
     */
    public void setInitial(Duration initial) {
      this.initial = initial;
    }

    /**
     * Returns the longest backoff.
     *
     * @return the duration
     */
    public Duration getMax() {
      return max;
    }

    /**
     * Sets the longest backoff.
     *
     * @param max the duration
     */
    public void setMax(Duration max) {
      this.max = max;
    }

    @Override
    public String toString() {
      return "[initial=" + initial + ", max=" + max + "]";
    }
  }

  /**
   * One HTTP proxy for every client the starter builds (the builders' {@code proxy(ProxySelector)}).
   * Unset: the JVM's default proxy selector, which follows the https.proxyHost family of system
   * properties.
   */
  public static class Proxy {
    /** No proxy, for Spring to bind. */
    public Proxy() {}

    /**
     * The proxy's host name or address, looked up when a connection opens, not at startup. Over
     * https the proxy sees only the service's host and port (a CONNECT); over plain http, the
     * signed request itself.
     */
    private @Nullable String host;

    /** The proxy's port, 1 to 65535; required with the host. */
    private @Nullable Integer port;

    /**
     * Returns the proxy's host.
     *
     * @return the host, or null when unset
     */
    public @Nullable String getHost() {
      return host;
    }

    /**
     * Sets the proxy's host.
     *
     * @param host the host name or address
     */
    public void setHost(@Nullable String host) {
      this.host = host;
    }

    /**
     * Returns the proxy's port.
     *
     * @return the port, or null when unset
     */
    public @Nullable Integer getPort() {
      return port;
    }

    /**
     * Sets the proxy's port.
     *
     * @param port 1 to 65535
     */
    public void setPort(@Nullable Integer port) {
      this.port = port;
    }

    @Override
    public String toString() {
      return "[host=" + host + ", port=" + port + "]";
    }
  }

  /** Whether the starter builds one client. */
  public static class Client {
    /** Enabled, for Spring to bind. */
    public Client() {}

    /**
     * Whether the starter builds this client when its module is on the classpath. An
     * application's own bean of the client's type replaces it in any case.
     */
    private boolean enabled = true;

    /**
     * Returns whether the starter builds this client.
     *
     * @return whether it is enabled
     */
    public boolean isEnabled() {
      return enabled;
    }

    /**
     * Sets whether the starter builds this client.
     *
     * @param enabled whether it is enabled
     */
    public void setEnabled(boolean enabled) {
      this.enabled = enabled;
    }

    @Override
    public String toString() {
      return "[enabled=" + enabled + "]";
    }
  }
}
