package com.service.sdk.sandbox.junit;

import static org.assertj.core.api.Assertions.assertThat;

import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.ExtendWith;

/** One sandbox per class, injected into the constructor and test methods with fresh merchants. */
@ExtendWith(SandboxExtension.class)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class SandboxExtensionTest {
  private static Sandbox firstSeen;
  private final Sandbox constructorSandbox;

  SandboxExtensionTest(Sandbox sandbox) {
    this.constructorSandbox = sandbox;
  }

  @Test
  @Order(1)
  void injectsARunningSandboxAndAReadyMerchant(Sandbox sandbox, SandboxMerchant merchant) throws Exception {
    firstSeen = sandbox;
    assertThat(sandbox).isSameAs(constructorSandbox);
    assertThat(merchant.apiKeyId()).isNotEmpty();
    HttpResponse<String> page = HttpClient.newHttpClient().send(
        HttpRequest.newBuilder(URI.create(sandbox.baseUrl() + "/api/v1/collections/checkout/none")).build(),
        HttpResponse.BodyHandlers.ofString());
    assertThat(page.statusCode()).isEqualTo(404);
  }

  @Test
  @Order(2)
  void sharesOneSandboxPerClass_butGivesEachParameterItsOwnMerchant(
      Sandbox sandbox, SandboxMerchant first, SandboxMerchant second) {
    assertThat(sandbox).isSameAs(firstSeen);
    assertThat(first.merchantId()).isNotEqualTo(second.merchantId());
  }
}
