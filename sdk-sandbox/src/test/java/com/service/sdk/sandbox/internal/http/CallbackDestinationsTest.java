package com.service.sdk.sandbox.internal.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import org.junit.jupiter.api.Test;

/** Callbacks go to loopback or to hosts the operator allowed, matched exactly and never resolved. */
class CallbackDestinationsTest {
  private static final Set<String> ALLOWED = Set.of("hooks.example.test", "10.0.0.7");

  @Test
  void loopbackIsAllowed_withoutAnyListing() {
    assertThat(CallbackDestinations.forbidden("http://127.0.0.1:8080/cb", Set.of())).isNull();
    assertThat(CallbackDestinations.forbidden("http://127.0.0.2/cb", Set.of())).isNull();
    assertThat(CallbackDestinations.forbidden("http://[::1]:8080/cb", Set.of())).isNull();
    assertThat(CallbackDestinations.forbidden("http://LOCALHOST:8080/cb", Set.of())).isNull();
  }

  @Test
  void listedHosts_areAllowedExactly() {
    assertThat(CallbackDestinations.forbidden("https://HOOKS.example.test/cb", ALLOWED)).isNull();
    assertThat(CallbackDestinations.forbidden("http://10.0.0.7/cb", ALLOWED)).isNull();
    assertThat(CallbackDestinations.forbidden("http://hooks.example.test.evil.test/cb", ALLOWED)).isNotNull();
    assertThat(CallbackDestinations.forbidden("http://10.0.0.8/cb", ALLOWED)).contains("--callback-allow");
  }

  @Test
  void otherHosts_areRefused() {
    assertThat(CallbackDestinations.forbidden("http://169.254.169.254/latest/meta-data", ALLOWED))
        .contains("169.254.169.254 is not loopback and not allowed");
    assertThat(CallbackDestinations.forbidden("http://0.0.0.0:8080/cb", Set.of())).isNotNull();
    assertThat(CallbackDestinations.forbidden("http://localhost.evil.test/cb", Set.of())).isNotNull();
  }
}
