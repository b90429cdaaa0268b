package com.service.sdk.jdbc;

import com.service.sdk.core.callback.CallbackHandler;
import com.service.sdk.core.callback.CallbackResponse;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.plugin.model.PaymentState;
import com.service.sdk.plugin.model.PaymentStatus;
import com.sun.net.httpserver.HttpServer;
import com.zaxxer.hikari.HikariDataSource;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.sql.Connection;
import java.time.Duration;
import java.util.concurrent.Executors;

/**
 * The receiving endpoint {@link LostDeliveryTest} kills: the merchant's application as the
 * sandbox's callbacks reach it over HTTP, on loopback, at {@code /callbacks/payments}: a
 * {@link CallbackHandler} that confirms each payment with the signed status call, claims it in the
 * shared {@link JdbcDeliveryStore} and ships a paid order. It stops in the middle of shipping
 * (after its write, before the commit with the transactional variant), says so on standard output
 * ({@code PAUSED <payment id>}), and waits to be killed; deliveries of a state being shipped meet
 * the claim (503), as a second instance would.
 *
 * <p>Arguments: JDBC URL, delivery table, shipments table, sandbox base URL, API key id, API
 * secret, lease in milliseconds, {@code plain} or {@code transactional}. Prints
 * {@code LISTENING <port>} once it serves.
 */
public final class ReceiverProcess {
  private ReceiverProcess() {}

  /**
   * Serves until killed.
   *
   * @param args see the class
   * @throws Exception never in a good run
   */
  public static void main(String[] args) throws Exception {
    HikariDataSource pool = HandlerProcess.pool(args[0]);
    JdbcDeliveryStore store = JdbcDeliveryStore.builder(pool).table(args[1]).build();
    String shipments = args[2];
    PluginClient plugin = PluginClient.builder().baseUrl(args[3]).credentials(args[4], args[5]).build();
    CallbackHandler.Builder<PaymentStatus> handler = LostDeliveryTest.handler(plugin, store,
        Duration.ofMillis(Long.parseLong(args[6])));
    if (args[7].equals("transactional")) {
      handler.action(store.inTransaction((PaymentStatus p, Connection tx) -> {
        LostDeliveryTest.ship(tx, shipments, p);
        pauseIfPaid(p);
      }));
    } else {
      handler.action(p -> {
        try (Connection own = pool.getConnection()) {
          LostDeliveryTest.ship(own, shipments, p); // auto-commit: done as soon as written
        }
        pauseIfPaid(p);
      });
    }
    CallbackHandler<PaymentStatus> payments = handler.build();
    HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    server.setExecutor(Executors.newFixedThreadPool(4));
    server.createContext("/callbacks/payments", exchange -> {
      try (InputStream body = exchange.getRequestBody()) {
        CallbackResponse answer = payments.handle(body, exchange.getRequestHeaders());
        exchange.sendResponseHeaders(answer.statusCode(), -1);
      } finally {
        exchange.close();
      }
    });
    server.start();
    System.out.println("LISTENING " + server.getAddress().getPort());
    System.out.flush();
  }

  private static void pauseIfPaid(PaymentStatus payment) {
    if (PaymentState.PAID.equals(payment.status())) {
      HandlerProcess.pause(payment.paymentId());
    }
  }
}
