package com.service.sdk.sandbox;

import com.service.sdk.sandbox.internal.http.IpAddresses;
import com.service.sdk.sandbox.internal.http.Urls;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

/**
 * The checks of the options: each setter's argument, with messages that name the option, and the
 * combinations that {@link SandboxOptions.Builder#build()} refuses. Parsing the command line is
 * {@link CommandLine}'s; what is checked is the same either way.
 */
final class OptionChecks {
  private OptionChecks() {}

  /**
   * Checks that a duration is positive.
   *
   * @param d the duration
   * @param name the option's name
   * @return {@code d}
   * @throws NullPointerException if null
   * @throws IllegalArgumentException if zero or negative
   */
  static Duration positive(Duration d, String name) {
    Objects.requireNonNull(d, name + " == null");
    if (d.isNegative() || d.isZero()) {
      throw new IllegalArgumentException(name + " must be positive: " + d);
    }
    return d;
  }

  /**
   * Checks that a number lies in a range.
   *
   * @param value the number
   * @param min the smallest allowed
   * @param max the largest allowed
   * @param name the option's name
   * @return {@code value}
   * @throws IllegalArgumentException if outside the range
   */
  static int range(int value, int min, int max, String name) {
    if (value < min || value > max) {
      throw new IllegalArgumentException(name + " must be " + min + ".." + max + ": " + value);
    }
    return value;
  }

  /**
   * Checks an amount option: zero or more, at most 4 decimals.
   *
   * @param amount the amount
   * @param name the option's name
   * @return {@code amount}
   * @throws NullPointerException if null
   * @throws IllegalArgumentException if negative or too precise
   */
  static BigDecimal amount(BigDecimal amount, String name) {
    Objects.requireNonNull(amount, name + " == null");
    if (amount.signum() < 0 || amount.stripTrailingZeros().scale() > 4) {
      throw new IllegalArgumentException(name + " must be >= 0 with at most 4 decimals: " + amount);
    }
    return amount;
  }

  /**
   * Checks a public base URL: absolute http(s), no path, query, fragment or user info.
   *
   * @param url the URL, a trailing slash allowed
   * @return the URL without a trailing slash
   * @throws IllegalArgumentException if the URL is not of that form
   */
  static String baseUrl(String url) {
    Objects.requireNonNull(url, "publicBaseUrl == null");
    String base = Urls.baseUrl(url);
    if (base == null) {
      throw new IllegalArgumentException("publicBaseUrl must be an absolute http(s) URL without path, query or "
          + "fragment, e.g. http://sandbox.test:8080: " + url);
    }
    return base;
  }

  /**
   * Checks a control token: 16 to 128 printable ASCII characters without spaces.
   *
   * @param token the token
   * @return {@code token}
   * @throws IllegalArgumentException if not of that form
   */
  static String controlToken(String token) {
    Objects.requireNonNull(token, "controlToken == null");
    if (token.length() < 16 || token.length() > 128 || !token.chars().allMatch(c -> c > ' ' && c < 127)) {
      throw new IllegalArgumentException("controlToken must be 16 to 128 printable ASCII characters without spaces");
    }
    return token;
  }

  /**
   * Reads the hosts callbacks may go to: names or literal addresses, lowercase, brackets of IPv6 dropped.
   *
   * @param hosts the entries
   * @return the hosts, each once
   * @throws IllegalArgumentException if an entry is blank or contains a port, path or space
   */
  static Set<String> callbackHosts(Set<String> hosts) {
    Objects.requireNonNull(hosts, "callbackAllow == null");
    Set<String> allowed = new TreeSet<>();
    for (String host : hosts) {
      String name = Objects.requireNonNull(host, "callbackAllow entry == null").trim().toLowerCase(Locale.ROOT);
      if (name.startsWith("[") && name.endsWith("]")) {
        name = name.substring(1, name.length() - 1);
      }
      if (name.isEmpty() || name.chars().anyMatch(c -> c == '/' || c == ' ' || c == '@')
          || name.indexOf(':') >= 0 && !IpAddresses.isLiteral(name)) {
        throw new IllegalArgumentException("callbackAllow entries are host names or IP addresses, without port or"
            + " path: " + host);
      }
      allowed.add(name);
    }
    return Set.copyOf(allowed);
  }

  /**
   * Refuses options that do not go together: a seed makes every secret predictable, so a seeded
   * sandbox stays on loopback.
   *
   * @param seeded whether a seed is set
   * @param allowRemoteAccess whether remote access is allowed
   * @throws IllegalArgumentException for a seed with remote access
   */
  static void combination(boolean seeded, boolean allowRemoteAccess) {
    if (seeded && allowRemoteAccess) {
      throw new IllegalArgumentException("--seed (SandboxOptions.Builder.seed) makes every API secret and id"
          + " predictable, so a seeded sandbox stays on loopback: drop --seed, or drop --allow-remote"
          + " (allowRemoteAccess)");
    }
  }
}
