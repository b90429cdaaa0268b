package com.service.sdk.sandbox;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.http.HttpHeaders;

/** An answer as the test client received it. */
record WireResponse(int status, HttpHeaders headers, String body) {
  private static final ObjectMapper MAPPER = new ObjectMapper();

  JsonNode json() {
    try {
      return MAPPER.readTree(body);
    } catch (IOException e) {
      throw new AssertionError("not JSON: " + body, e);
    }
  }

  /** The data of a success envelope. */
  JsonNode data() {
    return json().get("data");
  }

  String message() {
    return json().path("message").asText();
  }

  String header(String name) {
    return headers.firstValue(name).orElse(null);
  }
}
