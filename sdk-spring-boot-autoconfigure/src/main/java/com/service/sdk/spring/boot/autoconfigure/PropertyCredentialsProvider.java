package com.service.sdk.spring.boot.autoconfigure;

import com.service.sdk.core.Credentials;
import com.service.sdk.core.CredentialsProvider;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.jspecify.annotations.Nullable;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.source.ConfigurationPropertySources;
import org.springframework.core.env.Environment;
import org.springframework.util.PlaceholderResolutionException;

/**
 * The credentials in {@code service.sdk.api-key-id} and {@code service.sdk.api-secret}, read from
 * the application's {@link Environment} for every attempt: any property source (a file, the
 * environment, a config server, a secret store's property source) serves, and a changed value
 * signs the next attempt without rebuilding a client. Relaxed names resolve as in any Boot
 * binding.
 *
 * <p>Placeholders resolve strictly. Boot's binding leaves a placeholder that nothing resolves as
 * it is written, so {@code ${SERVICE_API_SECRET}} with the variable unset would be the secret
 * itself: here it stops startup ({@link #check}) and, should a property source change to one
 * later, fails that attempt before anything is signed or sent.
 */
final class PropertyCredentialsProvider implements CredentialsProvider {
  static final String KEY_ID = ServiceSdkProperties.PREFIX + ".api-key-id";
  static final String SECRET = ServiceSdkProperties.PREFIX + ".api-secret";

  private final Environment environment;
  /** The properties as written (relaxed names, placeholders unresolved); a live view of the sources. */
  private final Binder written;
  private final AtomicReference<Credentials> last = new AtomicReference<>();

  PropertyCredentialsProvider(Environment environment) {
    this.environment = environment;
    this.written = new Binder(ConfigurationPropertySources.get(environment));
  }

  /**
   * Returns the credentials as the properties are now.
   *
   * @throws IllegalStateException naming the property that is not set, or whose placeholder
   *     nothing resolves
   */
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
   * @throws ServiceSdkConfigurationException naming what is missing, unresolved or refused
   */
  void check(String client) {
    String otherwise = "Or define a CredentialsProvider bean, or set service.sdk." + clientProperty(client)
        + ".enabled=false if the application does not use the " + client + ".";
    String keyId;
    String secret;
    try {
      keyId = read(KEY_ID);
      secret = read(SECRET);
    } catch (Unresolved e) {
      throw new ServiceSdkConfigurationException(e.property, e.getMessage() + ", and the " + client
          + " signs every request with it.", "Set " + e.placeholder + " (an environment variable or any property"
          + " source) to the value the service issued. " + otherwise, null);
    }
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
          "Set both (the secret from an environment variable or a secret store, never a committed file). " + otherwise,
          null);
    }
    try {
      Credentials.of(keyId, secret);
    } catch (IllegalArgumentException e) { // the SDK's message names apiKeyId or apiSecret, never a value
      String property = String.valueOf(e.getMessage()).startsWith("apiSecret") ? SECRET : KEY_ID;
      throw new ServiceSdkConfigurationException(property, property + " was refused: " + e.getMessage() + ".",
          "Set " + property + " to the value the service issued. " + otherwise, e);
    }
  }

  static String clientProperty(String client) {
    return switch (client) {
      case "PluginClient" -> "plugin";
      case "MerchantClient" -> "merchant";
      default -> "public";
    };
  }

  /** The property's value with its placeholders resolved, trimmed; null when unset or blank. */
  private @Nullable String read(String name) {
    String value = written.bind(name, String.class).orElse(null);
    if (value == null) {
      return null;
    }
    try {
      value = environment.resolveRequiredPlaceholders(value);
    } catch (PlaceholderResolutionException e) { // names the placeholder; its message would quote the value
      throw new Unresolved(name, e.getPlaceholder());
    }
    return value.isBlank() ? null : value.trim();
  }

  /** Names the two properties, never their values. */
  @Override
  public String toString() {
    return "PropertyCredentialsProvider[" + KEY_ID + ", " + SECRET + "]";
  }

  /** A credentials property whose placeholder nothing resolves; names the placeholder, never the value. */
  private static final class Unresolved extends IllegalStateException {
    private static final long serialVersionUID = 1L;

    /** The property, such as {@code service.sdk.api-secret}. */
    final String property;
    /** The placeholder's key, such as {@code SERVICE_API_SECRET}. */
    final String placeholder;

    Unresolved(String property, String placeholder) {
      super(property + " refers to ${" + placeholder + "}, which is not set");
      this.property = property;
      this.placeholder = placeholder;
    }
  }
}
