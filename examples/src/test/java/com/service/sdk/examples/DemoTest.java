package com.service.sdk.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.sandbox.FaultRule;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import com.service.sdk.sandbox.SandboxOperation;
import com.service.sdk.sandbox.SandboxOptions;
import com.service.sdk.sandbox.junit.SandboxExtension;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(SandboxExtension.class)
class DemoTest {

  private static String run(DemoTarget target, boolean expectedOutcome) throws Exception {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    boolean passed;
    try (PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8)) {
      passed = Demo.run(target, out);
    }
    String output = bytes.toString(StandardCharsets.UTF_8);
    assertThat(passed).as(output).isEqualTo(expectedOutcome);
    return output;
  }

  @Test
  void run_againstTheSandbox_checksOutEveryStep_withoutPrintingTheSecret(Sandbox sandbox, SandboxMerchant merchant)
      throws Exception {
    String output = run(DemoTarget.sandbox(sandbox, merchant), true);

    assertThat(output)
        .contains("[1 payment] confirmed: ", " is paid, 499.0000 INR")
        .contains("[2 refunds] the same refund sent again with the same reference: same refund")
        .contains("[2 refunds] a refund of 500.00 (more than the 499.0000 captured) was refused, HTTP 422: ",
            "exceeds the refundable amount")
        .contains("[3 link] public status of ", ": SUCCESS, ", "active false (usage limit reached)")
        .contains("before UPI verification was refused, HTTP 422: ", "must pass UPI verification")
        .contains("[4 payouts] listed all payees: 2")
        .contains("[5 retry] the first answer was lost (the fault fired); the SDK sent the payout again with the same"
            + " Idempotency-Key ")
        .contains("[5 retry] the ledger holds exactly one payout")
        .endsWith("All 5 steps checked out." + System.lineSeparator())
        .doesNotContain("FAILED", "skipped", merchant.apiSecret());
    assertThat(output).as("personal data in the printout is masked")
        .contains("(R*** K***, account ending ", "(M*** I***, me***@okbank)", "UPI address me***@okbank verified")
        .doesNotContain("Ravi", "Kumar", "Meera", "Iyer", "meera.iyer");
    assertThat(sandbox.payouts(merchant.merchantId())).hasSize(3);
  }

  @Test
  void run_stopsAtTheFirstStepThatDoesNotCheckOut_andReportsIt(Sandbox sandbox, SandboxMerchant merchant)
      throws Exception {
    sandbox.faults().add(FaultRule.on(SandboxOperation.CREATE_REFUND).status(503));
    try {
      String output = run(DemoTarget.sandbox(sandbox, merchant), false);

      assertThat(output)
          .contains("[1 payment] confirmed: ")
          .contains("[2 refunds] FAILED: ServerException: ", "HTTP 503")
          .endsWith("Stopped: the steps after this one did not run." + System.lineSeparator())
          .doesNotContain("[3 link]");
    } finally {
      sandbox.faults().clear();
    }
  }

  private static Map<String, String> serviceVariables(Sandbox sandbox, SandboxMerchant merchant,
      boolean allowPayouts) {
    return Map.of("SERVICE_BASE_URL", sandbox.baseUrl(), "SERVICE_API_KEY_ID", merchant.apiKeyId(),
        "SERVICE_API_SECRET", merchant.apiSecret(), "SERVICE_MERCHANT_ID", merchant.merchantId(),
        "SERVICE_DEMO_ALLOW_PAYOUTS", String.valueOf(allowPayouts));
  }

  @Test
  void run_againstAService_skipsTheSandboxOnlyParts_andMakesPayoutsOnlyWhenAllowed(Sandbox sandbox,
      SandboxMerchant merchant) throws Exception {
    try (DemoTarget target = DemoTarget.fromEnvironment(serviceVariables(sandbox, merchant, true))) {
      String output = run(target.settlementWait(Duration.ofMillis(300)), true);

      assertThat(output)
          .startsWith("Demo against " + sandbox.baseUrl() + ", merchant " + merchant.merchantId())
          .contains("[1 payment] status of ", ": created, as nobody has paid it yet")
          .contains("[2 refunds] skipped (needs the embedded sandbox): refunds")
          .contains("[3 link] skipped (needs the embedded sandbox): paying the link")
          .contains("before UPI verification was refused, HTTP 422")
          .contains("[4 payouts] skipped (needs the embedded sandbox): settling the payouts; polling the service for"
              + " up to 300 ms")
          .contains("(not final yet; its callback will tell how it ends)")
          .contains("[5 retry] skipped (needs the embedded sandbox): the whole step")
          .endsWith("All 5 steps checked out, except the sandbox-only parts marked skipped." + System.lineSeparator())
          .doesNotContain("FAILED", "SERVICE_DEMO_ALLOW_PAYOUTS", merchant.apiSecret());
    }
    assertThat(sandbox.payouts(merchant.merchantId())).hasSize(2);
  }

  @Test
  void run_againstAService_withoutThePayoutOptIn_makesNoPayout(Sandbox sandbox, SandboxMerchant merchant)
      throws Exception {
    try (DemoTarget target = DemoTarget.fromEnvironment(serviceVariables(sandbox, merchant, false))) {
      String output = run(target, true);

      assertThat(output)
          .contains("[4 payouts] skipped (payouts against a service move real money; set"
              + " SERVICE_DEMO_ALLOW_PAYOUTS=true to make them): ")
          .contains("[4 payouts] listed all payees: 2")
          .doesNotContain("FAILED");
    }
    assertThat(sandbox.payouts(merchant.merchantId())).isEmpty();
  }

  @Test
  void run_againstAServiceThatPaysByItself_confirmsThePayment_andRefundsIt() throws Exception {
    try (Sandbox autoPaying = Sandbox.start(SandboxOptions.builder().autoPayPayments(true).build())) {
      SandboxMerchant merchant = autoPaying.createMerchant();
      try (DemoTarget target = DemoTarget.fromEnvironment(serviceVariables(autoPaying, merchant, false))) {
        String output = run(target, true);

        assertThat(output)
            .contains("[1 payment] confirmed: ", " is paid, 499.0000 INR")
            .contains("[2 refunds] the same refund sent again with the same reference: same refund");
      }
    }
  }

  @Test
  void target_withoutServiceVariables_isAnEmbeddedSandbox() {
    try (DemoTarget target = DemoTarget.fromEnvironment(Map.of())) {
      assertThat(target.sandbox()).isPresent();
      assertThat(target.description()).startsWith("Demo against an embedded sandbox at http://127.0.0.1:");
    }
  }

  @Test
  void target_withEveryServiceVariable_isThatService_andNeverShowsTheSecret() {
    Map<String, String> environment = Map.of("SERVICE_BASE_URL", "https://api.example.test",
        "SERVICE_API_KEY_ID", "key_live_1", "SERVICE_API_SECRET", "s3cr3t-value", "SERVICE_MERCHANT_ID", "m_1");

    try (DemoTarget target = DemoTarget.fromEnvironment(environment)) {
      assertThat(target.sandbox()).isEmpty();
      assertThat(target.merchantId()).isEqualTo("m_1");
      assertThat(target.description()).contains("https://api.example.test", "m_1").doesNotContain("s3cr3t-value");
      assertThat(target.toString()).doesNotContain("s3cr3t-value");
    }
  }

  @Test
  void target_withSomeServiceVariablesOnly_namesTheMissingOnes() {
    Map<String, String> environment = Map.of("SERVICE_BASE_URL", "https://api.example.test",
        "SERVICE_API_KEY_ID", "key_live_1");

    assertThatThrownBy(() -> DemoTarget.fromEnvironment(environment))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("missing [SERVICE_API_SECRET, SERVICE_MERCHANT_ID]");
  }
}
