package com.service.sdk.core.internal;

import com.service.sdk.core.ApiConnectionException;
import com.service.sdk.core.ClientConfiguration;
import com.service.sdk.core.RequestOptions;
import com.service.sdk.core.ResponseDecodingException;
import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import okhttp3.Call;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;

/**
 * Sends one operation's request and returns its decoded 2xx answer, or throws. Every attempt is
 * signed afresh (new timestamp and nonce) over the path, query and body exactly as sent;
 * the idempotency key is the same on every attempt. Each attempt is recorded in the
 * call's {@link CallHistory}, which gives every exception its outcome; whether and when to
 * try again is {@link RetryPolicy}'s decision alone; what one attempt sends and reads back,
 * and how OkHttp is kept from sending anything again by itself, is {@link Wire}'s. The
 * OkHttp, okio and Kotlin classes are the SDK's own, relocated into its jar by the build, so
 * an application's OkHttp (4 or 5) never meets them.
 */
public final class HttpTransport implements AutoCloseable {
  private final TransportSettings settings;
  private final RequestAuthenticator authenticator;
  private final RetryPolicy policy;
  private final PreparedUrls urls;
  private final OkHttpClient client;
  private final Runnable release;
  private final String owner;
  private final Executor asyncExecutor;
  private final AtomicBoolean closed = new AtomicBoolean();
  private final AtomicBoolean released = new AtomicBoolean();
  /** Calls of either face not yet ended; the pool is released only when a closed client has none. */
  private final AtomicInteger running = new AtomicInteger();

  /** A transport on the tests' settings; closing it releases nothing. */
  HttpTransport(TransportSettings settings, RequestAuthenticator authenticator) {
    this(settings, authenticator, () -> {}, "client", SharedHttp.asyncPool(), settings.client().newBuilder());
  }

  private HttpTransport(TransportSettings settings, RequestAuthenticator authenticator, Runnable release,
      String owner, Executor asyncExecutor, OkHttpClient.Builder derived) {
    this.settings = settings;
    this.authenticator = authenticator;
    this.release = release;
    this.owner = owner;
    this.asyncExecutor = asyncExecutor;
    this.policy = new RetryPolicy(settings.initialBackoff(), settings.maxBackoff());
    this.urls = new PreparedUrls(settings.baseUrl());
    this.client = Wire.client(derived);
  }

  /**
   * Opens the transport of one client on the SDK's shared OkHttp client (its pool and
   * dispatcher), with the builder's timeouts and network settings; {@link #close()}
   * releases it.
   *
   * @param configuration the client's validated settings
   * @param authenticator signs each attempt
   * @param owner how messages name the client, such as {@code "PluginClient"}
   * @return the transport
   */
  public static HttpTransport open(ClientConfiguration configuration, RequestAuthenticator authenticator,
      String owner) {
    OkHttpClient base = SharedHttp.acquire();
    try {
      return open(configuration, authenticator, owner, base, SharedHttp::release);
    } catch (RuntimeException e) {
      SharedHttp.release();
      throw e;
    }
  }

  /** Opens a transport derived from {@code base}; tests pass a client of theirs (its own DNS, say). */
  static HttpTransport open(ClientConfiguration configuration, RequestAuthenticator authenticator, String owner,
      OkHttpClient base, Runnable release) {
    TransportSettings settings = new TransportSettings(HttpUrl.get(configuration.baseUrl().toString()), base,
        configuration.maxRetries(), configuration.callTimeout(), configuration.initialBackoff(),
        configuration.maxBackoff(), configuration.clock(), TransportSettings.Sleeper.THREAD,
        CompositeListener.of(configuration.listeners()));
    return new HttpTransport(settings, authenticator, release, owner, configuration.asyncExecutor(),
        Wire.derived(configuration, base));
  }

  /**
   * Sends {@code request} and decodes its 2xx answer with {@code decoder}, retrying as
   * {@link RetryPolicy} allows within the options' (or the client's) deadline and budget.
   * The listener sees the call end after decoding, so a decoding failure is its end.
   *
   * @param <T> what the decoder returns
   * @param request the request
   * @param options the call's settings
   * @param decoder reads the 2xx answer
   * @return the decoded answer
   * @throws IllegalStateException if this transport's client was closed
   * @throws IllegalArgumentException if the options carry an idempotency key the request does not
   * @throws com.service.sdk.core.ApiException for an error answer, after allowed retries
   * @throws ApiConnectionException when no answer came
   * @throws ResponseDecodingException when a 2xx answer's body was cut off, exceeds the bound,
   *     or is not what {@code decoder} expects
   */
  public <T> T execute(ApiRequest request, RequestOptions options, Function<ApiResponse, T> decoder) {
    checkOpen();
    Exchange exchange = new Exchange(settings, policy, request, urls, options, authenticator.family());
    started();
    try {
      return run(exchange, decoder);
    } catch (VirtualMachineError fatal) { // from the application's code (UserCode): it goes on up
      throw UserCode.withOutcome(fatal, exchange.stopped(fatal, null, UserCode.stoppedBy(fatal)));
    } finally {
      ended();
    }
  }

  /** The blocking face's loop: send, decide, sleep, until the call ends. */
  private <T> T run(Exchange exchange, Function<ApiResponse, T> decoder) {
    while (true) {
      Attempt attempt = send(exchange);
      Duration wait = exchange.afterAttempt(attempt);
      if (exchange.succeeded()) {
        T value = exchange.decode(decoder);
        exchange.endSucceeded();
        return value;
      }
      if (RetryPolicy.interrupted(attempt.failure())) {
        Thread.currentThread().interrupt();
        throw exchange.failed("interrupted");
      }
      if (wait == null) {
        throw exchange.failed(null);
      }
      try {
        settings.sleeper().sleep(wait);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw exchange.failed("interrupted while waiting to retry");
      }
    }
  }

  /**
   * Runs {@code operation} and returns its decoded answer; see
   * {@link #execute(ApiRequest, RequestOptions, Function)}.
   *
   * @param <T> what the operation returns
   * @param operation the request and its decoder
   * @param options the call's settings
   * @return the decoded answer
   */
  public <T> T execute(Operation<T> operation, RequestOptions options) {
    return execute(operation.request(), options, operation.decoder());
  }

  /**
   * Runs {@code operation} without blocking; see
   * {@link #executeAsync(ApiRequest, RequestOptions, Function)}.
   *
   * @param <T> what the operation returns
   * @param operation the request and its decoder
   * @param options the call's settings
   * @return the future of the decoded answer
   */
  public <T> CompletableFuture<T> executeAsync(Operation<T> operation, RequestOptions options) {
    return executeAsync(operation.request(), options, operation.decoder());
  }

  /**
   * Sends {@code request} without blocking and decodes its 2xx answer: the same attempts,
   * retry decisions, outcome, listener events and exceptions as
   * {@link #execute(ApiRequest, RequestOptions, Function)}, with OkHttp's {@code enqueue}
   * doing the I/O and the scheduler doing the waits. The future completes on the client's
   * async executor with the result or with the {@link com.service.sdk.core.ServiceException}
   * itself.
   *
   * @param <T> what the decoder returns
   * @param request the request
   * @param options the call's settings
   * @param decoder reads the 2xx answer
   * @return the future of the decoded answer
   * @throws IllegalStateException if this transport's client was closed
   * @throws IllegalArgumentException if the options carry an idempotency key the request does not
   */
  public <T> CompletableFuture<T> executeAsync(ApiRequest request, RequestOptions options,
      Function<ApiResponse, T> decoder) {
    checkOpen();
    Exchange exchange = new Exchange(settings, policy, request, urls, options, authenticator.family());
    started();
    return new AsyncCall<>(this, exchange, decoder, asyncExecutor).start();
  }

  /**
   * Returns the executor that completes asynchronous calls' futures when the builder was given
   * none: the SDK's own pool, which starts a thread whenever none is free, so that one slow
   * continuation never holds up another.
   *
   * @return the executor; it cannot be shut down
   */
  public static Executor defaultAsyncExecutor() {
    return SharedHttp.asyncPool();
  }

  /**
   * A call starts: it holds the client's share of the shared pool until it ends. A close that
   * came since {@link #checkOpen()} either sees it running, or is seen here.
   */
  private void started() {
    running.incrementAndGet();
    if (closed.get()) {
      ended();
      checkOpen();
    }
  }

  /** A call ended; the last one of a closed client releases its pool. */
  void ended() {
    if (running.decrementAndGet() == 0 && closed.get()) {
      releaseOnce();
    }
  }

  private void releaseOnce() {
    if (released.compareAndSet(false, true)) {
      release.run();
    }
  }

  TransportSettings.Sleeper sleeper() {
    return settings.sleeper();
  }

  /**
   * Closes the transport: later calls fail with {@link IllegalStateException}; calls already
   * running finish, asynchronous ones with their retries, and the shared OkHttp client is
   * released when the last of them has ended (the last release stops its threads and idle
   * connections). Idempotent.
   */
  @Override
  public void close() {
    if (closed.compareAndSet(false, true) && running.get() == 0) {
      releaseOnce();
    }
  }

  private void checkOpen() {
    if (closed.get()) {
      throw new IllegalStateException("this " + owner + " was closed; build a new one to make calls");
    }
  }

  private Attempt send(Exchange exchange) {
    int number = exchange.nextNumber();
    long started = System.nanoTime();
    if (exchange.nanosLeft() <= 0) {
      return Attempt.unanswered(number, false, exchange.deadlinePassed(), 0);
    }
    Wire.SentMarker marker = new Wire.SentMarker(started);
    Request signed;
    try {
      signed = signed(exchange, number, marker);
    } catch (Throwable e) { // the credentials provider's, whatever it is
      UserCode.rethrowIfFatal(e);
      return Attempt.unanswered(number, false, UserCode.unsigned(e), System.nanoTime() - started);
    }
    long remaining = exchange.nanosLeft(); // signing may have taken a while: a slow secrets manager
    if (remaining <= 0) {
      return Attempt.unanswered(number, false, exchange.deadlinePassed(), System.nanoTime() - started);
    }
    Call call = newCall(signed);
    DeadlineWatch.Watch deadline; // not OkHttp's call timeout: okio's process-wide queue costs every call
    try {
      deadline = DeadlineWatch.shared().watch(System.nanoTime() + remaining, call::cancel);
    } catch (VirtualMachineError fatal) { // no thread for the watcher: this attempt never left
      throw stopped(exchange, fatal, number, false, started);
    }
    try (deadline) {
      Attempt attempt = sent(exchange, number, marker, call, started);
      return deadline.expired() ? attempt.stoppedBy(exchange.deadlinePassed()) : attempt;
    }
  }

  /** Runs the attempt's OkHttp call and reads its answer, which the caller's deadline watch may cut short. */
  private static Attempt sent(Exchange exchange, int number, Wire.SentMarker marker, Call call, long started) {
    Response response;
    try {
      response = call.execute();
    } catch (IOException e) {
      return Attempt.unanswered(number, marker.sent, e, System.nanoTime() - started);
    } catch (VirtualMachineError fatal) { // the attempt may have been sent: the outcome must say so
      throw stopped(exchange, fatal, number, marker.sent, started);
    } catch (RuntimeException | Error e) {
      // The application's proxy selector or socket factory failed in an unexpected way:
      // the attempt ends like an I/O failure, so the call still ends with its outcome.
      return Attempt.unanswered(number, marker.sent, UserCode.httpClientFailed(e), System.nanoTime() - started);
    } catch (Exception e) { // OkHttp's InterruptedException, undeclared
      return Attempt.unanswered(number, marker.sent, Wire.interruption(e), System.nanoTime() - started);
    }
    return Wire.answered(number, marker, response, started);
  }

  /** Returns {@code fatal}, which goes on up, with the outcome of the call it stopped in attempt {@code number}. */
  private static VirtualMachineError stopped(Exchange exchange, VirtualMachineError fatal, int number, boolean sent,
      long started) {
    Attempt underWay = Attempt.unanswered(number, sent, Exchange.cutShort(fatal), System.nanoTime() - started);
    return UserCode.withOutcome(fatal, exchange.stopped(fatal, underWay, UserCode.stoppedBy(fatal)));
  }

  /** Returns an OkHttp call of one attempt, without a timeout of its own: a {@link DeadlineWatch} bounds it. */
  Call newCall(Request signed) {
    return client.newCall(signed);
  }

  /** Returns the request of attempt {@code number}, signed afresh; throws what the credentials provider threw. */
  Request signed(Exchange exchange, int number, Wire.SentMarker marker) {
    return Wire.signed(authenticator, exchange, number, marker);
  }
}
