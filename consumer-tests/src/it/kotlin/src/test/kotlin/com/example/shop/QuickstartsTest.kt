package com.example.shop

import com.service.sdk.sandbox.Sandbox
import com.service.sdk.sandbox.SandboxOptions
import java.io.File
import java.util.concurrent.TimeUnit
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/**
 * The quickstarts as a merchant runs them: in a JVM of their own whose environment holds the
 * SERVICE_... variables of a sandbox that pays payments and settles payouts at once, blocking
 * and with coroutines, twice against the same sandbox (a second run reuses the payee), one JVM
 * for the four runs.
 */
class QuickstartsTest {

  @Test
  fun `the quickstarts run in Kotlin, blocking and with coroutines, again and again`() {
    Sandbox.start(SandboxOptions.builder().autoPayPayments(true).autoSettlePayouts(true).build()).use { sandbox ->
      val account = sandbox.createMerchant()
      val environment = mapOf("SERVICE_BASE_URL" to sandbox.baseUrl(), "SERVICE_API_KEY_ID" to account.apiKeyId(),
        "SERVICE_API_SECRET" to account.apiSecret(), "SERVICE_MERCHANT_ID" to account.merchantId())
      val output = runMain(environment, "blocking", "coroutines", "blocking", "coroutines")
      val runs = output.split("== ").drop(1) // each run's output starts with "== <mode>"
      assertEquals(4, runs.size, output)
      for (run in runs) {
        val expected = if (run.startsWith("blocking")) {
          listOf("refund rfnd_", "available ", "send the customer to http", "payout ", "Invoice 43 ")
        } else {
          listOf("refund rfnd_", "payout ", ", failure: none")
        }
        for (line in expected) {
          assertTrue(run.contains(line), "no \"$line\" in the run\n$run")
        }
      }
      assertEquals(1, sandbox.payees(account.merchantId()).size, "the account is registered once")
      assertEquals(listOf("po_7781", "po_7782"), sandbox.payouts(account.merchantId()).map { it.externalRef() }.sorted(),
        "each payout once, however often its quickstart ran")
    }
  }

  /** Runs the application's main with [modes], in one JVM whose environment is [environment]. */
  private fun runMain(environment: Map<String, String>, vararg modes: String): String {
    val java = File(System.getProperty("java.home"), "bin/java").path
    val process = ProcessBuilder(listOf(java, "-cp", System.getProperty("java.class.path"), "com.example.shop.MainKt") + modes)
      .redirectErrorStream(true).apply { environment().putAll(environment) }.start()
    val output = process.inputStream.bufferedReader().readText()
    assertTrue(process.waitFor(120, TimeUnit.SECONDS), "the quickstarts did not end")
    assertEquals(0, process.exitValue(), "the quickstarts failed:\n$output")
    return output
  }
}
