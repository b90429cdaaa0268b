package com.service.sdk.examples;

import com.service.sdk.core.callback.CallbackHandler;
import com.service.sdk.core.callback.CallbackNotice;
import com.service.sdk.core.callback.CallbackResponse;
import com.service.sdk.payouts.LinkOwnership;
import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.PublicClient;
import com.service.sdk.payouts.model.LedgerTransaction;
import com.service.sdk.payouts.model.LinkStatus;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.plugin.model.PaymentState;
import com.service.sdk.plugin.model.PaymentStatus;
import com.sun.net.httpserver.HttpHandler;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.Collectors;

/**
 * A merchant's callback endpoints on the JDK's built-in HTTP server, one
 * {@link CallbackHandler} per path: {@code POST /callbacks/payments} (the payments'
 * {@code callback_url}), {@code /callbacks/payouts} (your profile's notify URL) and
 * {@code /callbacks/links} (the links' {@code notify_url}). Each callback is confirmed with a
 * status call (payments and payouts with a signed one that answers only for your own; links,
 * whose status is public, only after your records recognise the link as yours), your action runs
 * once per confirmed state, and the answer is 200 only after it returned.
 *
 * <p>Run with {@code SERVICE_BASE_URL}, {@code SERVICE_API_KEY_ID} and
 * {@code SERVICE_API_SECRET} set; argument: the port to listen on. Put it behind your TLS
 * terminator; the service needs a public URL.
 */
public final class CallbackServerExample {
  private CallbackServerExample() {}

  /**
   * Adapts a handler to the JDK server: a POST's body and headers go to the handler, its status
   * goes back with an empty body (the message is for your log, not for whoever called), and
   * anything but a 2xx is logged to {@code log}.
   *
   * @param handler the callback handler
   * @param log where refusals and failures are reported
   * @return the JDK handler
   */
  public static HttpHandler httpHandler(CallbackHandler<?> handler, PrintStream log) {
    return exchange -> {
      try (exchange) {
        if (!"POST".equals(exchange.getRequestMethod())) {
          exchange.getResponseHeaders().set("Allow", "POST");
          exchange.sendResponseHeaders(405, -1);
          return;
        }
        CallbackResponse response;
        try (InputStream body = exchange.getRequestBody()) {
          response = handler.handle(body, exchange.getRequestHeaders());
        }
        if (!response.acknowledged()) {
          log.println("callback on " + exchange.getRequestURI().getPath() + " answered " + response.statusCode() + " "
              + response.result() + ": " + response.message()
              + (response.failure() == null ? "" : " (" + response.failure() + ")"));
        }
        exchange.sendResponseHeaders(response.statusCode(), -1);
      }
    };
  }

  /**
   * The payments endpoint's handler: confirms with {@code payments().confirm}, and runs
   * {@code action} once per payment id and status.
   *
   * @param plugin the client whose status call confirms
   * @param action what to do with a confirmed payment status (check it against your order)
   * @return a handler; close it on shutdown
   */
  public static CallbackHandler<PaymentStatus> payments(PluginClient plugin, CallbackHandler.Action<PaymentStatus> action) {
    return CallbackHandler.builder(plugin.payments()::confirm, (PaymentStatus p) -> p.paymentId() + " " + p.status())
        .action(action)
        .build();
  }

  /**
   * The payouts endpoint's handler: confirms with {@code payouts().confirm}, and runs
   * {@code action} once per transaction id and status.
   *
   * @param merchant the client whose status call confirms
   * @param action what to do with a confirmed ledger transaction
   * @return a handler; close it on shutdown
   */
  public static CallbackHandler<LedgerTransaction> payouts(MerchantClient merchant,
      CallbackHandler.Action<LedgerTransaction> action) {
    return CallbackHandler.builder(merchant.payouts()::confirm, (LedgerTransaction t) -> t.id() + " " + t.status())
        .action(action)
        .build();
  }

  /**
   * The links endpoint's handler: runs {@code action} once per short id, status and usage count
   * (a reusable link is paid more than once), for links of yours only. The link status is public
   * and says nothing about whose link it is, so each callback is first checked against your own
   * records ({@code ownership}); a link you did not create is answered 400 without a status call.
   *
   * @param pub the client whose status call confirms
   * @param ownership your records' answer to whether you created a link
   * @param action what to do with a confirmed link status
   * @return a handler; close it on shutdown
   */
  public static CallbackHandler<LinkStatus> links(PublicClient pub, LinkOwnership ownership,
      CallbackHandler.Action<LinkStatus> action) {
    return CallbackHandler.builder((CallbackNotice notice) -> pub.links().confirm(notice, ownership),
            (LinkStatus l) -> l.shortId() + " " + l.status() + " " + l.currentUsageCount())
        .action(action)
        .build();
  }

  /**
   * A started server and the threads it answers on.
   *
   * @param server the JDK server
   * @param threads its request threads
   */
  public record Endpoints(HttpServer server, ExecutorService threads) implements AutoCloseable {
    /**
     * Returns the port listened on.
     *
     * @return the bound port
     */
    public int port() {
      return server.getAddress().getPort();
    }

    /** Stops listening, letting answers in progress finish within a second, then stops the threads. */
    @Override
    public void close() {
      server.stop(1);
      threads.shutdown();
    }
  }

  /**
   * Starts a server with one handler per path.
   *
   * @param address where to listen, such as port 8080 on all interfaces
   * @param routes path to handler, such as {@code "/callbacks/payments"}
   * @param log where refusals and failures are reported
   * @return the started endpoints; close them, then the handlers
   * @throws IOException if the address cannot be bound
   */
  public static Endpoints start(InetSocketAddress address, Map<String, CallbackHandler<?>> routes, PrintStream log)
      throws IOException {
    HttpServer server = HttpServer.create(address, 0);
    routes.forEach((path, handler) -> server.createContext(path, httpHandler(handler, log)));
    ExecutorService threads = Executors.newFixedThreadPool(4, task -> {
      Thread thread = new Thread(task, "callback-http");
      thread.setDaemon(true);
      return thread;
    });
    server.setExecutor(threads);
    server.start();
    return new Endpoints(server, threads);
  }

  /**
   * Serves the three endpoints until stopped, printing what each confirmed callback says.
   *
   * @param args the port, then the short ids of the links you created (callbacks for any other
   *     link are refused)
   * @throws IOException if the port cannot be bound
   */
  public static void main(String[] args) throws IOException {
    if (args.length < 1) {
      System.err.println("usage: CallbackServerExample <port> [short id of a link you created]...");
      System.exit(2);
    }
    PluginClient plugin = PluginClient.fromEnvironment().build();
    MerchantClient merchant = MerchantClient.fromEnvironment().build();
    PublicClient pub = PublicClient.fromEnvironment().build();
    CallbackHandler<PaymentStatus> payments = payments(plugin, status -> System.out.println(
        PaymentState.PAID.equals(status.status())
            ? "payment " + status.paymentId() + " is paid: " + status.amount() + " " + status.currency()
                + "; ship order " + status.orderId() + " if that is its amount"
            : "payment " + status.paymentId() + " is " + status.status() + ": do not ship"));
    CallbackHandler<LedgerTransaction> payouts = payouts(merchant, transaction -> System.out.println(
        "payout " + transaction.id() + " (" + transaction.externalRef() + ") is " + transaction.status()));
    // Your records of the links you created: here the short ids given as further arguments; in your
    // service, the short id stored on the invoice when links().create returned.
    Set<String> createdLinks = Set.of(args).stream().skip(1).collect(Collectors.toUnmodifiableSet());
    CallbackHandler<LinkStatus> links = links(pub, createdLinks::contains, status -> System.out.println(
        "link " + status.shortId() + " is " + status.status() + ", used " + status.currentUsageCount() + " times"));
    Endpoints endpoints = start(new InetSocketAddress(Integer.parseInt(args[0])), Map.of(
        "/callbacks/payments", payments, "/callbacks/payouts", payouts, "/callbacks/links", links), System.err);
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      endpoints.close();
      payments.close();
      payouts.close();
      links.close();
    }));
    System.out.println("listening on port " + endpoints.port() + " for POST /callbacks/payments,"
        + " /callbacks/payouts and /callbacks/links");
  }
}
