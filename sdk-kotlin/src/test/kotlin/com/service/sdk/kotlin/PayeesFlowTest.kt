package com.service.sdk.kotlin

import com.service.sdk.payouts.MerchantClient
import com.service.sdk.payouts.model.CreatePayeeRequest
import com.service.sdk.sandbox.Sandbox
import com.service.sdk.sandbox.SandboxMerchant
import com.service.sdk.sandbox.SandboxOperation
import com.service.sdk.sandbox.junit.SandboxExtension
import com.sun.net.httpserver.HttpServer
import java.net.InetAddress
import java.net.InetSocketAddress
import java.util.concurrent.ConcurrentLinkedQueue
import kotlinx.coroutines.flow.take
import kotlinx.coroutines.flow.toList
import kotlinx.coroutines.runBlocking
import org.assertj.core.api.Assertions.assertThat
import org.assertj.core.api.Assertions.assertThatThrownBy
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.extension.ExtendWith

/** `payees().listAll()` as a Flow: page by page, lazily, and stopping where the Java face's `listAll()` stops. */
@ExtendWith(SandboxExtension::class)
class PayeesFlowTest {

  @Test
  fun `every payee over three pages, in order, one page request at a time`(sandbox: Sandbox, account: SandboxMerchant) =
    runBlocking<Unit> {
      merchant(sandbox, account).use { client ->
        val payees = client.suspending().payees()
        val created = (1..5).map {
          payees.create(CreatePayeeRequest.builder().legalName("Payee $it").vpa("payee$it@upi").build()).id()
        }

        val all = payees.listAll(pageSize = 2)
        assertThat(listRequests(sandbox, account)).`as`("nothing is requested before the flow is collected").isEmpty()
        assertThat(all.toList().map { it.id() }).containsExactlyElementsOf(created)
        assertThat(listRequests(sandbox, account)).containsExactly("limit=2&offset=0", "limit=2&offset=2", "limit=2&offset=4")

        assertThat(all.take(3).toList()).hasSize(3) // a second collection starts over
        assertThat(listRequests(sandbox, account)).`as`("the third payee is on the second page: no third request")
          .hasSize(3 + 2)
      }
    }

  @Test
  fun `bad arguments throw when collected, before anything is sent`(sandbox: Sandbox, account: SandboxMerchant) {
    merchant(sandbox, account).use { client ->
      val tooLarge = client.suspending().payees().listAll(pageSize = 201)
      assertThatThrownBy { runBlocking { tooLarge.toList() } }.isInstanceOf(IllegalArgumentException::class.java)
        .hasMessageContaining("limit must be between 1 and 200, was 201")
      assertThat(listRequests(sandbox, account)).isEmpty()
    }
  }

  @Test
  fun `a service that ignores the offset is paged once, not forever`() = runBlocking<Unit> {
    val asked = ConcurrentLinkedQueue<String>()
    val server = HttpServer.create(InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0)
    server.createContext("/") { exchange ->
      asked.add(exchange.requestURI.rawQuery)
      val body = ("{\"success\":true,\"message\":\"ok\",\"data\":{\"payees\":[" + payee("a") + "," + payee("b") +
        "],\"total_count\":1000}}").toByteArray()
      exchange.responseHeaders.add("Content-Type", "application/json")
      exchange.sendResponseHeaders(200, body.size.toLong())
      exchange.responseBody.use { it.write(body) }
    }
    server.start()
    try {
      MerchantClient.builder().baseUrl("http://127.0.0.1:${server.address.port}").credentials("key", "secret")
        .build().use { client ->
          assertThat(client.suspending().payees().listAll(pageSize = 2).toList().map { it.id() })
            .containsExactly("payee-a", "payee-b")
        }
      assertThat(asked).containsExactly("limit=2&offset=0", "limit=2&offset=2")
    } finally {
      server.stop(0)
    }
  }

  /** The query of each payees.list request this test's merchant sent, empty for none (the sandbox is the class's). */
  private fun listRequests(sandbox: Sandbox, account: SandboxMerchant): List<String> = sandbox.requests()
    .filter { it.operation() == SandboxOperation.LIST_PAYEES && it.apiKeyId() == account.apiKeyId() }.map { it.query() ?: "" }

  private fun payee(id: String): String = "{\"id\":\"payee-$id\",\"legal_name\":\"Payee $id\"," +
    "\"vpa_address\":\"$id@upi\",\"status\":\"active\",\"compliance_status\":\"pending\"," +
    "\"created_at\":\"2026-11-22T02:00:00.123Z\"}"
}
