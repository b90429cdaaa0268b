package com.service.sdk.spring.boot.autoconfigure;

import com.service.sdk.core.Credentials;
import com.service.sdk.core.CredentialsProvider;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.jspecify.annotations.Nullable;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.core.env.Environment;

/**
 * The credentials in {@code service.sdk.api-key-id} and {@code service.sdk.api-secret}, read from
 * the application's {@link Environment} for every attempt: any property source (a file, the
 * environment, a config server, a secret store's property source) serves, and a changed value
 * signs the next attempt without rebuilding a client. Relaxed names and placeholders resolve as
 * in any Boot binding.
 */
final class PropertyCredentialsProvider implements CredentialsProvider {
  static final String KEY_ID = ServiceSdkProperties.PREFIX + ".api-key-id";
  static final String SECRET = ServiceSdkProperties.PREFIX + ".api-secret";

  private final Binder binder;
  private final AtomicReference<Credentials> last = new AtomicReference<>();

  PropertyCredentialsProvider(Environment environment) {
    this.binder = Binder.get(environment); // a live view: property sources added or changed later are seen
  }

  @Override
  public Credentials credentials() {
    String keyId = read(KEY_ID);
    String secret = read(SECRET);
    if (keyId == null || secret == null) {
      throw new IllegalStateException(KEY_ID + " and " + SECRET + " must both be set");
    }
    Credentials current = last.get();
    if (current != null && current.apiKeyId().equals(keyId) && current.apiSecret().equals(secret)) {
      return current;
    }
    Credentials fresh = Credentials.of(keyId, secret);
    last.set(fresh);
    return fresh;
  }

  /**
   * Checks the properties as they are now, for startup: a client that could sign nothing must
   * not start.
   *
   * @param client the client that needs them, for the message
   * @throws ServiceSdkConfigurationException naming what is missing or refused
   */
  void check(String client) {
    String keyId = read(KEY_ID);
    String secret = read(SECRET);
    String advice = " Set both (the secret from an environment variable or a secret store, never a committed"
        + " file), or define a CredentialsProvider bean, or set service.sdk." + clientProperty(client)
        + ".enabled=false if the application does not use the " + client + ".";
    if (keyId == null || secret == null) {
      List<String> missing = new ArrayList<>();
      if (keyId == null) {
        missing.add(KEY_ID);
      }
      if (secret == null) {
        missing.add(SECRET);
      }
      throw new ServiceSdkConfigurationException(missing.get(0), String.join(" and ", missing)
          + (missing.size() == 1 ? " is" : " are") + " not set, and the " + client + " signs every request with them.",
          advice.strip(), null);
    }
    try {
      Credentials.of(keyId, secret);
    } catch (IllegalArgumentException e) { // the SDK's message names apiKeyId or apiSecret, never a value
      String property = String.valueOf(e.getMessage()).startsWith("apiSecret") ? SECRET : KEY_ID;
      throw new ServiceSdkConfigurationException(property, property + " was refused: " + e.getMessage() + ".",
          "Set " + property + " to the value the service issued." + advice, e);
    }
  }

  static String clientProperty(String client) {
    return switch (client) {
      case "PluginClient" -> "plugin";
      case "MerchantClient" -> "merchant";
      default -> "public";
    };
  }

  private @Nullable String read(String name) {
    String value = binder.bind(name, String.class).orElse(null);
    return value == null || value.isBlank() ? null : value.trim();
  }

  /** Names the two properties, never their values. */
  @Override
  public String toString() {
    return "PropertyCredentialsProvider[" + KEY_ID + ", " + SECRET + "]";
  }
}
