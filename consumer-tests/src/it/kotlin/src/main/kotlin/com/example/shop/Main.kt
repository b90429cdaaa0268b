package com.example.shop

import kotlinx.coroutines.runBlocking

/**
 * Runs the quickstarts against the service the environment names (SERVICE_BASE_URL and the
 * credentials): `blocking` runs the README's Java quickstarts in Kotlin, `coroutines` the README's
 * Kotlin quickstart.
 */
fun main(args: Array<String>) {
  when (args.singleOrNull()) {
    "blocking" -> blockingQuickstarts()
    "coroutines" -> runBlocking { coroutineQuickstart() }
    else -> error("usage: blocking | coroutines")
  }
}
