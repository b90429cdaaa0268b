package com.service.sdk.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.sandbox.FaultRule;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import com.service.sdk.sandbox.SandboxOperation;
import com.service.sdk.sandbox.junit.SandboxExtension;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
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
        .contains("[2 refunds] a refund of 450.00 (more than is left) was refused, HTTP 422")
        .contains("[3 link] public status of ", ": SUCCESS, ", "active false (usage limit reached)")
        .contains("before UPI verification was refused, HTTP 422")
        .contains("[4 payouts] listed all payees: 2")
        .contains("[5 retry] the first answer was lost (the fault fired); the SDK sent the payout again with the same"
            + " Idempotency-Key ")
        .contains("[5 retry] the ledger holds exactly one payout")
        .endsWith("All 5 steps checked out." + System.lineSeparator())
        .doesNotContain("FAILED", "skipped", merchant.apiSecret());
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
