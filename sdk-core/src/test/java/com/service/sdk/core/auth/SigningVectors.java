package com.service.sdk.core.auth;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/** The independently computed vectors of shared/test-vectors/signing.json, copied into test resources. */
final class SigningVectors {
  private SigningVectors() {}

  static List<JsonNode> family(String name) {
    try (InputStream in = SigningVectors.class.getResourceAsStream("/signing.json")) {
      JsonNode root = new ObjectMapper().readTree(in);
      List<JsonNode> vectors = new ArrayList<>();
      root.get(name).forEach(vectors::add);
      if (vectors.isEmpty()) {
        throw new IllegalStateException("no vectors for " + name);
      }
      return vectors;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
