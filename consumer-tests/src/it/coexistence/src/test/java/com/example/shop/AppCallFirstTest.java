package com.example.shop;

import org.junit.jupiter.api.Test;

/** In a fresh JVM: the application's Retrofit call comes first, then the SDK's. */
class AppCallFirstTest {
  @Test
  void theApplicationsCallThenTheSdks() throws Exception {
    try (Calls calls = new Calls()) {
      calls.application();
      calls.sdk();
    }
  }
}
