package com.service.sdk.benchmarks;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.model.InitiatePayoutRequest;
import com.service.sdk.payouts.model.PayoutMethod;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.plugin.model.CreateRefundRequest;
import java.io.InputStream;
import java.io.OutputStream;
import java.math.BigDecimal;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.Test;

class InMemorySocketsTest {
  private static final String SECRET = "sk_test_9f8e7d6c5b4a39281706f5e4d3c2b1a0";

  private final InMemorySockets sockets = new InMemorySockets();

  /**
   * Both clients get every canned answer, and keep one connection per pool for twenty calls
   * (the SDK's two clients share the SDK's pool): OkHttp's health check of a pooled connection
   * before each POST (a read with a 1 ms timeout) finds it healthy.
   */
  @Test
  void sdkAndRawClients_getTheCannedAnswersOnOneConnectionPerPool() throws Exception {
    try (PluginClient plugin = InMemoryCalls.overSockets(PluginClient.builder(), sockets)
            .baseUrl(InMemorySockets.BASE_URL).credentials("key", SECRET).build();
        MerchantClient merchant = InMemoryCalls.overSockets(MerchantClient.builder(), sockets)
            .baseUrl(InMemorySockets.BASE_URL).credentials("key", SECRET).build()) {
      CreateRefundRequest refund = CreateRefundRequest.builder().merchantId("m_42").paymentId("pay_1")
          .amount("100.00").merchantRefundId("order-1-r1").build();
      InitiatePayoutRequest payout = InitiatePayoutRequest.builder().payeeId("6f1c0e2a-1b1d-4c55-9a4e-0d3b7c9e2f10")
          .amount("1250.75").externalRef("po_7781").method(PayoutMethod.IMPS).build();
      for (int i = 0; i < 5; i++) {
        assertThat(plugin.payments().status("pay_1").orderId()).isEqualTo("order-1");
        assertThat(plugin.refunds().create(refund).refundId()).isEqualTo("rfnd_1");
        assertThat(merchant.payouts().status("txn_1").amountNet()).isEqualByComparingTo("1250.75");
        assertThat(merchant.payouts().initiate(payout).transactionId()).isEqualTo("txn_9");
      }
    }
    assertThat(sockets.opened()).isEqualTo(1);

    RawClient raw = new RawClient(new OkHttpClient.Builder().socketFactory(sockets).build(),
        InMemorySockets.BASE_URL, "key", SECRET);
    for (int i = 0; i < 5; i++) {
      assertThat(raw.paymentStatus().amount()).isEqualTo(new BigDecimal("499.0000"));
      assertThat(raw.refund().merchantRefundId()).isEqualTo("order-1-r1");
      assertThat(raw.payoutStatus().payeeName()).isEqualTo("Ravi Kumar");
      assertThat(raw.payout().status()).isEqualTo("processing");
    }
    assertThat(sockets.opened()).isEqualTo(2);
  }

  @Test
  void request_writtenInPieces_isAnsweredOnceItsBodyIsWhole() throws Exception {
    try (Socket socket = connected()) {
      OutputStream out = socket.getOutputStream();
      InputStream in = socket.getInputStream();
      byte[] request = ("POST " + CannedAnswers.REFUND_PATH + " HTTP/1.1\r\nHost: x\r\ncontent-LENGTH: 4\r\n\r\n{}{}")
          .getBytes(UTF_8);
      for (int i = 0; i < request.length - 1; i++) {
        out.write(request, i, 1);
        assertThat(in.available()).as("after %d bytes", i + 1).isZero();
      }
      out.write(request, request.length - 1, 1);

      String answer = new String(in.readNBytes(in.available()), UTF_8);
      assertThat(answer).startsWith("HTTP/1.1 200 OK\r\n")
          .endsWith(new String(CannedAnswers.BODIES.get("POST " + CannedAnswers.REFUND_PATH), UTF_8));
    }
  }

  @Test
  void request_ofAnotherPath_getsA404() throws Exception {
    try (Socket socket = connected()) {
      socket.getOutputStream().write("GET /elsewhere HTTP/1.1\r\nHost: x\r\n\r\n".getBytes(UTF_8));

      InputStream in = socket.getInputStream();
      assertThat(new String(in.readNBytes(in.available()), UTF_8)).startsWith("HTTP/1.1 404 ");
    }
  }

  @Test
  void read_withNothingPending_timesOutAtOnce() throws Exception {
    try (Socket socket = connected()) {
      socket.setSoTimeout(60_000);

      assertThatThrownBy(() -> socket.getInputStream().read()).isInstanceOf(SocketTimeoutException.class);
    }
  }

  @Test
  void closedSocket_refusesToRead() throws Exception {
    Socket socket = connected();
    InputStream in = socket.getInputStream();
    socket.close();

    assertThat(socket.isClosed()).isTrue();
    assertThatThrownBy(in::read).hasMessageContaining("closed");
  }

  private Socket connected() throws Exception {
    Socket socket = sockets.createSocket();
    socket.connect(new InetSocketAddress("127.0.0.1", 8080), 1_000);
    return socket;
  }
}
