package com.example.shop;

import org.junit.jupiter.api.Test;

/** In a fresh JVM: the SDK's calls come first, then the application's Retrofit call. */
class SdkCallFirstTest {
  @Test
  void theSdksCallsThenTheApplications() throws Exception {
    try (Calls calls = new Calls()) {
      calls.sdk();
      calls.application();
    }
  }
}
