package com.service.sdk.spring.boot.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.core.ApiConnectionException;
import com.service.sdk.core.AuthenticationException;
import com.service.sdk.core.Credentials;
import com.service.sdk.core.CredentialsProvider;
import com.service.sdk.core.Outcome;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import com.service.sdk.sandbox.junit.SandboxExtension;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.core.env.MapPropertySource;

/** Credentials from any property source, read for every attempt: a rotated secret needs no restart. */
@ExtendWith(SandboxExtension.class)
class PropertyCredentialsProviderTest {

  @Test
  void aSecretChangedInAPropertySource_signsTheNextCall_withoutRebuildingTheClient(Sandbox sandbox,
      SandboxMerchant merchant, SandboxMerchant other) {
    ClientAutoConfigurationTest.against(sandbox, merchant).withPropertyValues("service.sdk.max-retries=0")
        .run(context -> {
          PluginClient plugin = context.getBean(PluginClient.class);
          Map<String, Object> rotated = new HashMap<>(Map.of("service.sdk.api-secret", "sk_rotated_but_wrong"));
          context.getEnvironment().getPropertySources()
              .addFirst(new MapPropertySource("secret-store", rotated));

          assertThatThrownBy(() -> plugin.balance().get()).isInstanceOf(AuthenticationException.class);

          rotated.put("service.sdk.apiKeyId", other.apiKeyId()); // relaxed names serve too
          rotated.put("service.sdk.api-secret", other.apiSecret());
          assertThat(plugin.balance().get().currency()).isNotBlank();
          assertThat(context.getBean(CredentialsProvider.class).credentials())
              .isEqualTo(Credentials.of(other.apiKeyId(), other.apiSecret()));
        });
  }

  @Test
  void placeholders_resolve_andTheProviderShowsNoSecret() {
    new org.springframework.boot.test.context.runner.ApplicationContextRunner()
        .withConfiguration(ClientAutoConfigurationTest.STARTER)
        .withPropertyValues("service.sdk.base-url=https://api.example.test", "vault.key=key_v1", "vault.secret=sk_v1",
            "service.sdk.api-key-id=${vault.key}", "service.sdk.api-secret=${vault.secret}")
        .run(context -> {
          CredentialsProvider provider = context.getBean(CredentialsProvider.class);
          assertThat(provider.credentials()).isEqualTo(Credentials.of("key_v1", "sk_v1"));
          assertThat(provider.toString()).doesNotContain("sk_v1");
        });
  }

  /**
   * A secret store's property source rotated to a placeholder nothing resolves: the literal
   * {@code ${...}} must never sign a request, and the attempt fails before anything is sent,
   * naming the property and the placeholder.
   */
  @Test
  void anUnresolvablePlaceholder_isNeverUsedAsTheSecret_orTheKeyId(Sandbox sandbox, SandboxMerchant merchant) {
    ClientAutoConfigurationTest.against(sandbox, merchant).withPropertyValues("service.sdk.max-retries=0")
        .run(context -> {
          PluginClient plugin = context.getBean(PluginClient.class);
          Map<String, Object> rotated = new HashMap<>(Map.of("service.sdk.api-secret", "${ROTATED_SECRET}"));
          context.getEnvironment().getPropertySources().addFirst(new MapPropertySource("secret-store", rotated));
          int seen = sandbox.requests().size();

          assertThatThrownBy(() -> plugin.balance().get()).isInstanceOf(ApiConnectionException.class)
              .satisfies(e -> assertThat(((ApiConnectionException) e).outcome()).isEqualTo(Outcome.NOT_SENT))
              .hasRootCauseMessage("service.sdk.api-secret refers to ${ROTATED_SECRET}, which is not set");
          rotated.put("service.sdk.api-secret", merchant.apiSecret());
          rotated.put("service.sdk.api-key-id", "${ROTATED_KEY_ID}");
          assertThatThrownBy(() -> plugin.balance().get()).isInstanceOf(ApiConnectionException.class)
              .hasRootCauseMessage("service.sdk.api-key-id refers to ${ROTATED_KEY_ID}, which is not set");
          assertThat(sandbox.requests()).as("nothing was sent").hasSize(seen);

          rotated.put("ROTATED_KEY_ID", merchant.apiKeyId());
          assertThat(plugin.balance().get().currency()).isNotBlank();
        });
  }
}
