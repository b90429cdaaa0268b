package com.example.shop

import kotlinx.coroutines.runBlocking

/**
 * Runs the quickstarts against the service the environment names (SERVICE_BASE_URL and the
 * credentials), once per argument, each after a line "== <mode>": `blocking` runs the README's
 * Java quickstarts in Kotlin, `coroutines` the Kotlin guide's quickstart (docs/kotlin.md).
 */
fun main(args: Array<String>) {
  require(args.isNotEmpty()) { "usage: (blocking | coroutines)..." }
  for (mode in args) {
    println("== $mode")
    when (mode) {
      "blocking" -> blockingQuickstarts()
      "coroutines" -> runBlocking { coroutineQuickstart() }
      else -> error("unknown mode $mode: blocking | coroutines")
    }
  }
}
