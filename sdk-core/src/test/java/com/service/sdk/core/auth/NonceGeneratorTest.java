package com.service.sdk.core.auth;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class NonceGeneratorTest {

  @Test
  void secureRandom_gives32LowercaseHexCharacters() {
    assertThat(NonceGenerator.secureRandom().next()).matches("[0-9a-f]{32}");
  }

  @Test
  void secureRandom_neverRepeatsInPractice() {
    NonceGenerator nonces = NonceGenerator.secureRandom();
    Set<String> seen = new HashSet<>();
    for (int i = 0; i < 10_000; i++) {
      assertThat(seen.add(nonces.next())).isTrue();
    }
  }
}
