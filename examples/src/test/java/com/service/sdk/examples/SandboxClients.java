package com.service.sdk.examples;

import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.PublicClient;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;

/** Clients pointed at a test's sandbox, with explicit settings (never the environment). */
final class SandboxClients {
  private SandboxClients() {}

  static PluginClient plugin(Sandbox sandbox, SandboxMerchant merchant) {
    return PluginClient.builder().baseUrl(sandbox.baseUrl()).credentials(merchant.apiKeyId(), merchant.apiSecret())
        .build();
  }

  static MerchantClient merchant(Sandbox sandbox, SandboxMerchant merchant) {
    return MerchantClient.builder().baseUrl(sandbox.baseUrl()).credentials(merchant.apiKeyId(), merchant.apiSecret())
        .build();
  }

  /** A client that sends each request once, so a test sees the failure the SDK would retry. */
  static PluginClient pluginWithoutRetries(Sandbox sandbox, SandboxMerchant merchant) {
    return PluginClient.builder().baseUrl(sandbox.baseUrl()).credentials(merchant.apiKeyId(), merchant.apiSecret())
        .maxRetries(0).build();
  }

  /** A client that sends each request once, so a test sees the failure the SDK would retry. */
  static MerchantClient merchantWithoutRetries(Sandbox sandbox, SandboxMerchant merchant) {
    return MerchantClient.builder().baseUrl(sandbox.baseUrl()).credentials(merchant.apiKeyId(), merchant.apiSecret())
        .maxRetries(0).build();
  }

  static PublicClient pub(Sandbox sandbox) {
    return PublicClient.builder().baseUrl(sandbox.baseUrl()).build();
  }
}
