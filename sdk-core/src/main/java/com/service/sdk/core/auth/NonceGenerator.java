package com.service.sdk.core.auth;

import java.security.SecureRandom;
import java.util.HexFormat;

/**
 * Source of {@code X-API-NONCE} values: one fresh value per request and per retry. The
 * default, {@link #secureRandom()}, is what production code should use; a fixed
 * generator is for tests that need reproducible signatures.
 */
@FunctionalInterface
public interface NonceGenerator {

  /** {@return a nonce that has not been returned before} */
  String next();

  /** {@return a generator of 16 bytes from {@link SecureRandom} as 32 lowercase hex characters} */
  static NonceGenerator secureRandom() {
    SecureRandom random = new SecureRandom();
    return () -> {
      byte[] bytes = new byte[16];
      random.nextBytes(bytes);
      return HexFormat.of().formatHex(bytes);
    };
  }
}
