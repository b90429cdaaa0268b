package com.service.sdk.sandbox.internal.http;

import com.service.sdk.sandbox.SandboxException;
import com.service.sdk.sandbox.SandboxOperation;
import com.service.sdk.sandbox.SandboxRequest;
import com.service.sdk.sandbox.internal.state.Merchant;
import com.service.sdk.sandbox.internal.state.Refusal;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.BiFunction;
import org.jspecify.annotations.Nullable;

/**
 * Runs every request through the same steps: route, fault draw, body bound, authentication,
 * request shape checks, handler, then the fault's delay or drop, then the answer. A delayed
 * answer is sent later from {@code delays}, so no request thread waits for it.
 */
public final class Dispatcher implements HttpHandler {
  private static final long DRAIN_LIMIT = 64L * 1024 * 1024;

  private final Routes routes;
  private final Authenticator authenticator;
  /** The fault for a request of an operation, given the request's key (see {@link #requestKey}), or null. */
  private final BiFunction<SandboxOperation, String, Fault> faults;
  private final int maxBodyBytes;
  private final ScheduledExecutorService delays;
  private final ControlGuard guard;
  private final RequestLog log;
  private final Clock clock;
  /** Set while the accepting thread runs a request that the full request pool refused. */
  private final ThreadLocal<Boolean> refused = new ThreadLocal<>();

  public Dispatcher(Routes routes, Authenticator authenticator, BiFunction<SandboxOperation, String, Fault> faults,
      int maxBodyBytes, ScheduledExecutorService delays, ControlGuard guard, RequestLog log, Clock clock) {
    this.guard = guard;
    this.log = log;
    this.clock = clock;
    this.routes = routes;
    this.authenticator = authenticator;
    this.faults = faults;
    this.maxBodyBytes = maxBodyBytes;
    this.delays = delays;
  }

  /**
   * Handles a request that the request pool refused because its threads and queue are full: it
   * runs on the calling (accepting) thread and only answers 503 with {@code Retry-After: 1},
   * without reading the body or having any effect.
   */
  public void refuse(Runnable request) {
    refused.set(Boolean.TRUE);
    try {
      request.run();
    } finally {
      refused.remove();
    }
  }

  @Override
  public void handle(HttpExchange exchange) throws IOException {
    URI uri = exchange.getRequestURI();
    String rawPath = uri.getRawPath();
    Family family = Family.forPath(rawPath);
    if (refused.get() != null) {
      send(exchange, family.error(503, "the sandbox is saturated: every request thread is busy and the queue is full;"
          + " retry later").withHeader("Retry-After", "1"));
      return;
    }
    Instant at = clock.instant();
    Fault fault = null;
    Response response;
    Diagnosis diagnosis = new Diagnosis();
    SandboxOperation operation = null;
    String refusal = null;
    try {
      Routes.Match match = routes.match(exchange.getRequestMethod(), rawPath);
      Routes.Route route = match.route();
      family = route.family();
      operation = route.operation();
      byte[] body = readBody(exchange);
      fault = route.operation() == null ? null : faults.apply(route.operation(), requestKey(exchange, body));
      if (fault != null && fault.kind() == Fault.Kind.DROP_BEFORE_COMMIT) {
        log.add(entry(at, exchange, operation, 0, null, fault, diagnosis)); // status 0: no answer at all
        exchange.close();
        return;
      }
      if (fault != null && fault.kind() == Fault.Kind.STATUS_BEFORE_COMMIT) {
        response = injected(family, fault);
      } else {
        Call call = new Call(exchange.getRequestMethod(), rawPath, uri.getRawQuery(), exchange.getRequestHeaders(),
            body, exchange.getRemoteAddress().getAddress(), match.params(), null);
        if (family == Family.CONTROL) {
          guard.check(call);
        }
        Merchant merchant = authenticator.authenticate(family, call, diagnosis);
        checkShape(route, call);
        response = route.handler().handle(call.withMerchant(merchant));
      }
    } catch (SandboxException | Refusal e) {
      SandboxException refused = e instanceof Refusal ? Refusals.of((Refusal) e) : (SandboxException) e;
      String message = String.valueOf(refused.getMessage()); // every refusal is made with one
      response = family.error(refused.status(), message);
      refusal = message;
    } catch (RuntimeException e) {
      response = family.error(500, "sandbox internal error: " + e);
      refusal = "sandbox internal error: " + e;
    }
    if (family == Family.PLUGIN || family == Family.HMAC || family == Family.PUBLIC) {
      log.add(entry(at, exchange, operation, response.status(), refusal, fault, diagnosis));
    }
    if (fault != null && fault.kind() == Fault.Kind.HOLD_AFTER_COMMIT) {
      sendLater(exchange, response, fault);
      return;
    }
    if (fault != null && fault.kind() == Fault.Kind.TRUNCATE_AFTER_COMMIT) {
      sendHalf(exchange, response);
      return;
    }
    if (fault != null && fault.kind() == Fault.Kind.DROP_AFTER_COMMIT) {
      // Closing before sendResponseHeaders closes the connection itself: the client gets no answer.
      exchange.close();
      return;
    }
    send(exchange, response);
  }

  /**
   * Names a request across its retries: its Idempotency-Key, else its method, path, query and a
   * hash of its body (so that creates without a key, told apart by the references in their
   * bodies, each draw their own faults whatever order they arrive in).
   */
  private static String requestKey(HttpExchange exchange, byte[] body) {
    String key = exchange.getRequestHeaders().getFirst("Idempotency-Key");
    if (key != null) {
      return key;
    }
    URI uri = exchange.getRequestURI();
    return exchange.getRequestMethod() + " " + uri.getRawPath() + (uri.getRawQuery() == null ? "" : "?" + uri.getRawQuery())
        + (body.length == 0 ? "" : " #" + Integer.toHexString(Arrays.hashCode(body)));
  }

  /** The request log's entry: the precise reason where the answer is kept vague, never a secret or signature. */
  private static SandboxRequest entry(Instant at, HttpExchange exchange, @Nullable SandboxOperation operation, int status,
      @Nullable String refusal, @Nullable Fault fault, Diagnosis diagnosis) {
    String verdict = status < 400 ? "accepted" : status == 401 ? "unauthenticated" : "refused";
    String reason = diagnosis.reason != null ? diagnosis.reason : refusal;
    if (fault != null) {
      verdict = "fault injected";
      reason = fault.description();
    }
    return new SandboxRequest(at, exchange.getRequestMethod(), exchange.getRequestURI().getRawPath(),
        exchange.getRequestURI().getRawQuery(), operation, diagnosis.apiKeyId,
        diagnosis.merchant == null ? null : diagnosis.merchant.id, status, verdict, reason,
        status == 401 ? diagnosis.expectedCanonical : null, diagnosis.hint);
  }

  private static Response injected(Family family, Fault fault) {
    Response response = family.error(fault.status(), "injected fault: " + fault.description());
    return fault.retryAfter() ? response.withHeader("Retry-After", Long.toString(fault.retryAfterSeconds())) : response;
  }

  private byte[] readBody(HttpExchange exchange) {
    try (InputStream in = exchange.getRequestBody()) {
      byte[] body = in.readNBytes(maxBodyBytes + 1);
      if (body.length > maxBodyBytes) {
        drain(in);
        throw new SandboxException(413, "request body is larger than " + maxBodyBytes + " bytes");
      }
      return body;
    } catch (IOException e) {
      throw Refusals.badRequest("could not read the request body: " + e.getMessage());
    }
  }

  /**
   * Reads what the client is still sending (up to a bound), so that it reads the 413 instead of
   * a connection reset. Not {@code skip}: the server's body stream delegates that to the socket.
   */
  private static void drain(InputStream in) throws IOException {
    byte[] buffer = new byte[16 * 1024];
    long left = DRAIN_LIMIT;
    int n;
    while (left > 0 && (n = in.read(buffer)) >= 0) {
      left -= n;
    }
  }

  /** Refuses requests whose form the spec rules out, whatever the operation. */
  private static void checkShape(Routes.Route route, Call call) {
    if (route.operation() == SandboxOperation.BALANCE
        && ((call.rawQuery() != null && call.rawQuery().contains("merchant_id"))
            || new String(call.body(), StandardCharsets.UTF_8).contains("merchant_id"))) {
      throw Refusals.badRequest("merchant_id must not be sent to balance; the merchant is resolved from the API key");
    }
    if ("GET".equals(call.method()) && call.body().length > 0) {
      throw Refusals.badRequest("a GET request carries no body");
    }
    if (route.family() == Family.PLUGIN && call.rawQuery() != null) {
      throw Refusals.badRequest("plugin-signed operations take no query string (its signing is not specified)");
    }
    if ((route.family() == Family.HMAC || route.family() == Family.PUBLIC) && call.rawQuery() != null
        && route.operation() != SandboxOperation.LIST_PAYEES) {
      throw Refusals.badRequest(route.operation() + " takes no query parameters");
    }
    boolean jsonRequired = route.family() == Family.PLUGIN || route.family() == Family.HMAC
        || route.family() == Family.CONTROL && call.body().length > 0;
    if ("POST".equals(call.method()) && jsonRequired) {
      String type = call.headers().getFirst("Content-Type");
      if (type == null || !type.toLowerCase(Locale.ROOT).matches("application/json\\s*(;.*)?")) {
        throw new SandboxException(415, "Content-Type must be application/json; got " + type);
      }
    }
    if (route.family() == Family.HMAC && call.body().length > 0) {
      Json.refuseExponents(call.body());
    }
  }

  private void sendLater(HttpExchange exchange, Response response, Fault fault) {
    try {
      delays.schedule(() -> send(exchange, response), fault.duration().toMillis(), TimeUnit.MILLISECONDS);
    } catch (RejectedExecutionException e) {
      // The sandbox is closing: the held answer is never sent.
      exchange.close();
    }
  }

  /**
   * Sends the status, the headers with the whole body's length and half of the body, then
   * closes: the server notices the missing bytes and closes the connection.
   */
  private static void sendHalf(HttpExchange exchange, Response response) {
    try {
      exchange.getResponseHeaders().set("Content-Type", response.contentType());
      byte[] body = response.body();
      exchange.sendResponseHeaders(response.status(), body.length == 0 ? -1 : body.length);
      OutputStream out = exchange.getResponseBody();
      out.write(body, 0, body.length / 2);
      out.flush();
    } catch (IOException e) {
      // The client went away already: it has a cut-off answer either way.
    } finally {
      exchange.close();
    }
  }

  private static void send(HttpExchange exchange, Response response) {
    try {
      exchange.getResponseHeaders().set("Content-Type", response.contentType());
      for (Map.Entry<String, String> header : response.headers().entrySet()) {
        exchange.getResponseHeaders().set(header.getKey(), header.getValue());
      }
      byte[] body = response.body();
      exchange.sendResponseHeaders(response.status(), body.length == 0 ? -1 : body.length);
      try (OutputStream out = exchange.getResponseBody()) {
        out.write(body);
      }
    } catch (IOException e) {
      // The client went away; nothing is left to tell it.
      exchange.close();
    }
  }
}
