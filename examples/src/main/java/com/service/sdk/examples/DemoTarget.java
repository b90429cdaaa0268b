package com.service.sdk.examples;

import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.PublicClient;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Where the demo runs: an embedded sandbox with a fresh merchant, or the service that the
 * {@code SERVICE_*} environment variables name. Builds the demo's clients. Never shows the secret.
 */
final class DemoTarget implements AutoCloseable {
  static final List<String> VARIABLES =
      List.of("SERVICE_BASE_URL", "SERVICE_API_KEY_ID", "SERVICE_API_SECRET", "SERVICE_MERCHANT_ID");
  /** Set to {@code true} to let the demo make payouts against a service: they move real money. */
  static final String ALLOW_PAYOUTS = "SERVICE_DEMO_ALLOW_PAYOUTS";

  private final String baseUrl;
  private final String apiKeyId;
  private final String apiSecret;
  private final String merchantId;
  private final Sandbox sandbox;
  private final boolean ownsSandbox;
  private final boolean payoutsAllowed;
  private Duration settlementWait = Duration.ofSeconds(15);

  private DemoTarget(String baseUrl, String apiKeyId, String apiSecret, String merchantId, Sandbox sandbox,
      boolean ownsSandbox, boolean payoutsAllowed) {
    this.baseUrl = baseUrl;
    this.apiKeyId = apiKeyId;
    this.apiSecret = apiSecret;
    this.merchantId = merchantId;
    this.sandbox = sandbox;
    this.ownsSandbox = ownsSandbox;
    this.payoutsAllowed = payoutsAllowed;
  }

  /**
   * The service named by the environment when all four variables are set; an embedded sandbox,
   * started here and stopped by {@link #close()}, when none is. A service gets payouts only when
   * {@value #ALLOW_PAYOUTS} is {@code true}.
   *
   * @throws IllegalStateException if only some of the variables are set
   */
  static DemoTarget fromEnvironment(Map<String, String> environment) {
    List<String> missing = VARIABLES.stream().filter(name -> isBlank(environment.get(name))).toList();
    if (missing.size() == VARIABLES.size()) {
      Sandbox sandbox = Sandbox.start();
      SandboxMerchant merchant = sandbox.createMerchant();
      return new DemoTarget(sandbox.baseUrl(), merchant.apiKeyId(), merchant.apiSecret(), merchant.merchantId(),
          sandbox, true, true);
    }
    if (!missing.isEmpty()) {
      throw new IllegalStateException("to run against a service set all of " + VARIABLES + " (missing "
          + missing + "); set none to run against the embedded sandbox");
    }
    return new DemoTarget(environment.get("SERVICE_BASE_URL"), environment.get("SERVICE_API_KEY_ID"),
        environment.get("SERVICE_API_SECRET"), environment.get("SERVICE_MERCHANT_ID"), null, false,
        "true".equalsIgnoreCase(environment.get(ALLOW_PAYOUTS)));
  }

  /** A merchant of a sandbox that someone else started and stops (a test's, say). */
  static DemoTarget sandbox(Sandbox sandbox, SandboxMerchant merchant) {
    Objects.requireNonNull(sandbox, "sandbox == null");
    return new DemoTarget(sandbox.baseUrl(), merchant.apiKeyId(), merchant.apiSecret(), merchant.merchantId(),
        sandbox, false, true);
  }

  private static boolean isBlank(String value) {
    return value == null || value.isBlank();
  }

  /** The sandbox, when the demo runs against one: it plays the customer, the bank and the faults. */
  Optional<Sandbox> sandbox() {
    return Optional.ofNullable(sandbox);
  }

  /** Whether the demo may make payouts: always on a sandbox, on a service only when allowed. */
  boolean payoutsAllowed() {
    return payoutsAllowed;
  }

  /** How long to poll a payout that no sandbox settles; its callback tells the rest. */
  Duration settlementWait() {
    return settlementWait;
  }

  /** Sets {@link #settlementWait()}, so a test against a service that never settles stays short. */
  DemoTarget settlementWait(Duration wait) {
    this.settlementWait = Objects.requireNonNull(wait, "wait == null");
    return this;
  }

  String merchantId() {
    return merchantId;
  }

  /** One line saying where the demo runs, without any credential. */
  String description() {
    return sandbox != null
        ? "Demo against an embedded sandbox at " + baseUrl + ", merchant " + merchantId
            + " (set " + String.join(", ", VARIABLES) + " to run it against a service)"
        : "Demo against " + baseUrl + ", merchant " + merchantId + "; sandbox-only parts are skipped";
  }

  PluginClient pluginClient() {
    return PluginClient.builder().baseUrl(baseUrl).credentials(apiKeyId, apiSecret).build();
  }

  MerchantClient merchantClient() {
    return MerchantClient.builder().baseUrl(baseUrl).credentials(apiKeyId, apiSecret).build();
  }

  PublicClient publicClient() {
    return PublicClient.builder().baseUrl(baseUrl).build();
  }

  @Override
  public void close() {
    if (ownsSandbox) {
      sandbox.close();
    }
  }

  @Override
  public String toString() {
    return description();
  }
}
