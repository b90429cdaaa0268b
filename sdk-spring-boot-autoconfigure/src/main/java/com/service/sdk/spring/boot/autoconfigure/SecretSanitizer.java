package com.service.sdk.spring.boot.autoconfigure;

import com.service.sdk.core.SignedClientBuilder;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.springframework.boot.actuate.endpoint.SanitizableData;
import org.springframework.boot.actuate.endpoint.SanitizingFunction;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.core.env.EnumerablePropertySource;
import org.springframework.core.env.PropertySource;

/**
 * Masks the API secret in the actuator's {@code /env} and {@code /configprops}, even where they
 * show values, wherever the application was given it. Three rules, each for a way it shows:
 *
 * <ul>
 *   <li>A property whose name is the secret's, in any spelling Boot's relaxed binding takes
 *       ({@code service.sdk.api-secret}, {@code service.sdk.apiSecret}, {@code service.sdk.api_secret},
 *       {@code SERVICE_SDK_API_SECRET}, {@code SERVICE_SDK_APISECRET}, with an environment prefix) or
 *       the SDK's own {@code SERVICE_API_SECRET}: its value is masked.
 *   <li>{@code spring.application.json} or {@code SPRING_APPLICATION_JSON} naming an API secret: the
 *       whole JSON is masked (Boot lists its properties one by one too, where only the secret is).
 *   <li>Any other value that contains the secret, as any property source holds it under one of
 *       those names (with its placeholders resolved, or as a JSON string writes it): each
 *       occurrence is masked. That covers the command line that {@code sun.java.command} repeats,
 *       and the application's own variable that {@code service.sdk.api-secret=${...}} refers to.
 * </ul>
 *
 * <p>The secrets are looked up again for each value: a rotated secret is masked at once.
 */
final class SecretSanitizer implements SanitizingFunction {
  private final ConfigurableEnvironment environment;

  SecretSanitizer(ConfigurableEnvironment environment) {
    this.environment = environment;
  }

  @Override
  public SanitizableData apply(SanitizableData data) {
    if (namesTheSecret(data.getKey())) {
      return data.withSanitizedValue();
    }
    if (!(data.getValue() instanceof CharSequence text)) {
      return data;
    }
    String value = text.toString();
    if (plain(data.getKey()).equals("springapplicationjson") && plain(value).contains("apisecret")) {
      return data.withSanitizedValue();
    }
    String masked = value;
    for (String secret : secrets()) {
      masked = masked.replace(secret, SanitizableData.SANITIZED_VALUE);
    }
    return masked.equals(value) ? data : data.withValue(masked);
  }

  /**
   * Whether {@code name} is the secret's property: {@code service.sdk.api-secret} in any of Boot's
   * relaxed forms (also behind an environment prefix), or the SDK's {@code SERVICE_API_SECRET}.
   */
  static boolean namesTheSecret(String name) {
    String plain = plain(name);
    return plain.endsWith("servicesdkapisecret")
        || plain.equals(plain(SignedClientBuilder.ENV_API_SECRET));
  }

  /** Every value a property source holds under the secret's names, as the rules above mask it; longest first. */
  private List<String> secrets() {
    Set<String> secrets = new HashSet<>();
    for (PropertySource<?> source : environment.getPropertySources()) {
      if (source instanceof EnumerablePropertySource<?> names) {
        for (String name : names.getPropertyNames()) {
          if (namesTheSecret(name) && names.getProperty(name) instanceof CharSequence value) {
            String secret = environment.resolvePlaceholders(value.toString()).strip(); // as the starter signs
            if (!secret.isEmpty()) {
              secrets.add(secret);
              secrets.add(secret.replace("\\", "\\\\").replace("\"", "\\\"")); // inside a JSON string
            }
          }
        }
      }
    }
    return secrets.stream().sorted(Comparator.comparingInt(String::length).reversed()).toList();
  }

  /** The name or text in lowercase letters and digits only: how relaxed names compare. */
  private static String plain(String text) {
    StringBuilder plain = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c >= 'a' && c <= 'z' || c >= '0' && c <= '9') {
        plain.append(c);
      } else if (c >= 'A' && c <= 'Z') {
        plain.append(Character.toLowerCase(c));
      }
    }
    return plain.toString();
  }
}
