package com.service.sdk.kotlin

import com.service.sdk.core.CallListener
import com.service.sdk.payouts.MerchantClient
import com.service.sdk.payouts.PublicClient
import com.service.sdk.plugin.PluginClient
import com.service.sdk.sandbox.Sandbox
import com.service.sdk.sandbox.SandboxMerchant
import java.util.concurrent.TimeUnit
import java.util.concurrent.atomic.AtomicInteger

/** Clients pointed at a test's sandbox, with explicit settings (never the environment). */
internal fun plugin(sandbox: Sandbox, merchant: SandboxMerchant, listener: CallListener = CallListener.NONE): PluginClient =
  PluginClient.builder().baseUrl(sandbox.baseUrl()).credentials(merchant.apiKeyId(), merchant.apiSecret())
    .listener(listener).build()

internal fun merchant(sandbox: Sandbox, merchant: SandboxMerchant, listener: CallListener = CallListener.NONE):
  MerchantClient = MerchantClient.builder().baseUrl(sandbox.baseUrl())
    .credentials(merchant.apiKeyId(), merchant.apiSecret()).listener(listener).build()

internal fun public(sandbox: Sandbox): PublicClient = PublicClient.builder().baseUrl(sandbox.baseUrl()).build()

/** Counts the calls that started and have not finished, as the SDK's listener events tell them. */
internal class RunningCalls : CallListener {
  private val running = AtomicInteger()
  val started = AtomicInteger()

  override fun callStarted(call: CallListener.Call) {
    started.incrementAndGet()
    running.incrementAndGet()
  }

  override fun callFinished(call: CallListener.Call, end: CallListener.End) {
    running.decrementAndGet()
  }

  fun now(): Int = running.get()
}

/**
 * The SDK's live threads ("service-sdk-async-3", ...), each name read once; not okio's watchdog
 * (`service-sdk-okio-watchdog`), which ends a minute after the last socket read or write whatever
 * the SDK does (README, Threads; RelocatedOkHttpIT holds it to that).
 */
internal fun sdkThreads(): List<String> =
  Thread.getAllStackTraces().keys.filter { it.isAlive }.map { it.name }
    .filter { it.startsWith("service-sdk-") && it != "service-sdk-okio-watchdog" }

/** Waits up to [seconds] for the SDK's threads to end (an idle pool thread lingers a second), and returns those left. */
internal fun sdkThreadsLeftAfter(seconds: Long): List<String> {
  val deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds)
  while (sdkThreads().isNotEmpty() && System.nanoTime() < deadline) {
    Thread.sleep(20)
  }
  return sdkThreads()
}

/** Polls [condition] every 10 ms for up to 10 s; fails naming [what] if it never holds. */
internal fun awaitTrue(what: String, condition: () -> Boolean) {
  val deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10)
  while (!condition()) {
    check(System.nanoTime() < deadline) { "timed out waiting until $what" }
    Thread.sleep(10)
  }
}
