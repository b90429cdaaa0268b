package com.service.sdk.sandbox;

import com.service.sdk.sandbox.internal.controls.Controls;
import com.service.sdk.sandbox.internal.controls.Dashboard;
import com.service.sdk.sandbox.internal.controls.Pages;
import com.service.sdk.sandbox.internal.server.Authenticator;
import com.service.sdk.sandbox.internal.server.CallbackSender;
import com.service.sdk.sandbox.internal.server.ControlGuard;
import com.service.sdk.sandbox.internal.server.Dispatcher;
import com.service.sdk.sandbox.internal.server.RequestLog;
import com.service.sdk.sandbox.internal.server.Routes;
import com.service.sdk.sandbox.internal.state.Balances;
import com.service.sdk.sandbox.internal.state.Idempotency;
import com.service.sdk.sandbox.internal.state.Links;
import com.service.sdk.sandbox.internal.state.Payees;
import com.service.sdk.sandbox.internal.state.Payments;
import com.service.sdk.sandbox.internal.state.Payouts;
import com.service.sdk.sandbox.internal.state.Refunds;
import com.service.sdk.sandbox.internal.state.SandboxState;
import com.service.sdk.sandbox.internal.state.Settings;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * A stateful, in-memory stand-in for the service, serving all 14 operations of the spec over
 * HTTP with both signing schemes, plus hosted checkout pages and {@code /_sandbox/...} controls.
 * Thread-safe. Close it to stop the server.
 *
 * <pre>{@code
 * try (Sandbox sandbox = Sandbox.start()) {
 *   SandboxMerchant merchant = sandbox.createMerchant();
 *   // point a client at sandbox.baseUrl() with merchant.apiKeyId() / merchant.apiSecret()
 * }
 * }</pre>
 */
public final class Sandbox implements AutoCloseable {
  private final HttpServer server;
  private final ThreadPoolExecutor executor;
  private final ScheduledExecutorService delays;
  private final SandboxState state;
  private final CallbackSender sender;
  private final SandboxCallbacks callbacks;
  private final SandboxFaults faults;
  private final Controls controls;
  private final String baseUrl;
  private final SandboxIds ids;
  private final String controlToken;
  private final RequestLog requestLog = new RequestLog();

  private static final String NO_DELAY = "sun.net.httpserver.nodelay";
  /** Requests that may wait per request thread; beyond that the sandbox answers 503. */
  private static final int QUEUE_PER_THREAD = 128;

  private Sandbox(SandboxOptions options) throws IOException {
    Settings settings = options.settings();
    InetAddress bind = InetAddress.getByName(settings.host());
    if (!bind.isLoopbackAddress() && !settings.allowRemoteAccess()) {
      throw new IllegalArgumentException("host " + settings.host() + " is not loopback: the sandbox hands out API"
          + " secrets and pays payments on request, so binding it beyond this machine needs --allow-remote"
          + " (SandboxOptions.Builder.allowRemoteAccess(true))");
    }
    this.controlToken = controlTokenFor(settings.controlToken(), bind.isLoopbackAddress());
    this.sender = new CallbackSender(settings);
    this.callbacks = new SandboxCallbacks(sender);
    this.state = new SandboxState(settings, sender);
    this.faults = new SandboxFaults();
    this.ids = new SandboxIds(state.chosen);
    this.server = HttpServer.create(new InetSocketAddress(bind, settings.port()), 256);
    String host = settings.host().contains(":") ? "[" + settings.host() + "]" : settings.host();
    this.baseUrl = settings.publicBaseUrl() != null ? settings.publicBaseUrl()
        : "http://" + host + ":" + server.getAddress().getPort();
    String checkoutBaseUrl = checkoutBaseUrl();
    Idempotency idempotency = new Idempotency(settings.maxIdempotencyRecords());
    Payments payments = new Payments(state, checkoutBaseUrl);
    Links links = new Links(state, checkoutBaseUrl);
    Payees payees = new Payees(state);
    Payouts payouts = new Payouts(state, payees, idempotency);
    this.controls = new Controls(state, payments, links, payees, payouts, faults, requestLog, this::createMerchant);
    Routes routes = new Routes();
    payments.register(routes);
    new Balances(state).register(routes);
    Refunds refunds = new Refunds(state, payments, idempotency);
    refunds.register(routes);
    links.register(routes);
    payees.register(routes);
    payouts.register(routes);
    new Pages(state, payments, links).register(routes);
    controls.register(routes);
    ControlGuard guard = new ControlGuard(controlToken,
        settings.publicBaseUrl() == null ? null : URI.create(settings.publicBaseUrl()).getHost());
    new Dashboard(state, payments, refunds, links, payees, payouts, requestLog, baseUrl, guard).register(routes);
    this.delays = Executors.newSingleThreadScheduledExecutor(daemon("sandbox-delayed-answers"));
    Dispatcher dispatcher = new Dispatcher(routes, new Authenticator(state), faults::draw, settings.maxBodyBytes(), delays,
        guard, requestLog, settings.clock());
    this.executor = new ThreadPoolExecutor(settings.threads(), settings.threads(), 0, TimeUnit.MILLISECONDS,
        new ArrayBlockingQueue<>(QUEUE_PER_THREAD * settings.threads()), daemon("sandbox-http"),
        (request, pool) -> dispatcher.refuse(request));
    server.setExecutor(executor);
    server.createContext("/", dispatcher);
    server.start();
  }

  /**
   * Starts a sandbox on 127.0.0.1 and a free port with default options.
   *
   * @return the running sandbox
   * @throws UncheckedIOException if the server cannot bind
   */
  public static Sandbox start() {
    return start(SandboxOptions.defaults());
  }

  /**
   * Starts a sandbox.
   *
   * @param options how it runs
   * @return the running sandbox
   * @throws UncheckedIOException if the server cannot bind
   * @throws IllegalArgumentException if the host is not loopback and remote access was not allowed
   */
  public static Sandbox start(SandboxOptions options) {
    Objects.requireNonNull(options, "options == null");
    // Without TCP_NODELAY the JDK server's header and body writes meet delayed ACKs: every
    // keep-alive answer waits ~40 ms. The JDK reads this once, when its first server starts.
    if (System.getProperty(NO_DELAY) == null) {
      System.setProperty(NO_DELAY, "true");
    }
    try {
      return new Sandbox(options);
    } catch (IOException e) {
      throw new UncheckedIOException("could not start the sandbox on " + options.settings().host() + ":" + options.settings().port(), e);
    }
  }

  /**
   * Creates a ready merchant: enabled, active, provider assigned, loopback approved for balance
   * reads, 1,000,000.00 in wallet and in payout deposit.
   *
   * @return the merchant's credentials
   */
  public SandboxMerchant createMerchant() {
    return createMerchant(MerchantOptions.defaults());
  }

  /**
   * Creates a merchant as the options describe.
   *
   * @param options the merchant's setup
   * @return the merchant's credentials
   */
  public SandboxMerchant createMerchant(MerchantOptions options) {
    return state.createMerchant(Objects.requireNonNull(options, "options == null").setup()).credentials();
  }

  /**
   * Returns the service base URL, without a trailing slash, e.g. {@code http://127.0.0.1:41234}:
   * {@link SandboxOptions.Builder#publicBaseUrl(String)} when set, else the bound host and port.
   *
   * @return the base URL
   */
  public String baseUrl() {
    return baseUrl;
  }

  /**
   * Returns the checkout base URL, e.g. {@code http://127.0.0.1:41234/checkout}; link checkout
   * pages are at {@code <checkout base URL>/<short_id>}.
   *
   * @return the checkout base URL
   */
  public String checkoutBaseUrl() {
    return baseUrl + "/checkout";
  }

  /**
   * Returns the dashboard URL, {@code <base URL>/_sandbox/}: a page listing merchants, payments,
   * refunds, links, payees, payouts, callbacks and the request log, with buttons to pay or fail
   * payments, pay links, settle or fail payouts and redeliver callbacks. When a control token is
   * in effect, open it once as {@code <dashboard URL>?token=<token>}.
   *
   * @return the dashboard URL
   */
  public String dashboardUrl() {
    return baseUrl + "/_sandbox/";
  }

  /**
   * Pays a hosted payment (created to paid), as a customer on the checkout page would.
   *
   * @param paymentId the payment id
   * @return the paid payment
   * @throws SandboxException 404 if unknown, 409 if not in status created (paid, failed, expired)
   */
  public SandboxPayment payPayment(String paymentId) {
    return controls.payPayment(paymentId);
  }

  /**
   * Fails a hosted payment (created to failed), as a customer giving up on the checkout page.
   *
   * @param paymentId the payment id
   * @return the failed payment
   * @throws SandboxException 404 if unknown, 409 if not in status created
   */
  public SandboxPayment failPayment(String paymentId) {
    return controls.failPayment(paymentId);
  }

  /**
   * Pays a payment link once with the given amount.
   *
   * @param shortId the link's short id
   * @param amount within the link's min_limit and max_limit
   * @return the payment on the link
   * @throws SandboxException 404 if unknown, 409 if the link is not active, 422 if the amount is outside the limits
   */
  public SandboxLinkPayment payLink(String shortId, BigDecimal amount) {
    return controls.payLink(shortId, Objects.requireNonNull(amount, "amount == null"));
  }

  /**
   * Pays a payment link once with its fixed amount.
   *
   * @param shortId the link's short id
   * @return the payment on the link
   * @throws SandboxException 404 if unknown, 409 if the link is not active
   */
  public SandboxLinkPayment payLink(String shortId) {
    return controls.payLink(shortId, null);
  }

  /**
   * Completes a payout (processing to COMPLETED).
   *
   * @param transactionId the payout's transaction id
   * @return the completed payout
   * @throws SandboxException 404 if unknown, 409 if not processing
   */
  public SandboxPayout completePayout(String transactionId) {
    return controls.completePayout(transactionId);
  }

  /**
   * Fails a payout (processing to FAILED); the held funds return to the merchant.
   *
   * @param transactionId the payout's transaction id
   * @param reason the failure_reason to report
   * @return the failed payout
   * @throws SandboxException 404 if unknown, 409 if not processing, 400 if the reason is blank
   */
  public SandboxPayout failPayout(String transactionId, String reason) {
    return controls.failPayout(transactionId, reason);
  }

  /**
   * Returns a snapshot of a merchant's balance figures and payouts.
   *
   * @param merchant the merchant
   * @return the ledger snapshot
   * @throws SandboxException 404 if the merchant is not of this sandbox
   */
  public SandboxLedger ledger(SandboxMerchant merchant) {
    return controls.ledger(Objects.requireNonNull(merchant, "merchant == null").merchantId());
  }

  /**
   * Returns a merchant's hosted payments, oldest first: to find one by its order id after a
   * create whose answer was lost, as a merchant would ask the provider.
   *
   * @param merchantId the merchant id
   * @return snapshots of the payments
   * @throws SandboxException 404 if the merchant is unknown
   */
  public List<SandboxPayment> payments(String merchantId) {
    return controls.payments(merchantId);
  }

  /**
   * Returns a merchant's payment links, oldest first, each with the {@code external_id} it was
   * created with.
   *
   * @param merchantId the merchant id
   * @return snapshots of the links
   * @throws SandboxException 404 if the merchant is unknown
   */
  public List<SandboxLink> links(String merchantId) {
    return controls.links(merchantId);
  }

  /**
   * Returns a merchant's payees, oldest first, each with the {@code external_ref} it was
   * created with.
   *
   * @param merchantId the merchant id
   * @return snapshots of the payees
   * @throws SandboxException 404 if the merchant is unknown
   */
  public List<SandboxPayee> payees(String merchantId) {
    return controls.payees(merchantId);
  }

  /**
   * Returns a merchant's payouts, oldest first.
   *
   * @param merchantId the merchant id
   * @return snapshots of the payouts
   * @throws SandboxException 404 if the merchant is unknown
   */
  public List<SandboxPayout> payouts(String merchantId) {
    return controls.ledger(merchantId).payouts();
  }

  /**
   * Returns the fault rules of this sandbox, to add or clear faults.
   *
   * @return the fault rules
   */
  public SandboxFaults faults() {
    return faults;
  }

  /**
   * Returns the identifiers chosen for the next resources, so a test can give a payment, link,
   * payee or payout an id of its choice (any characters but control characters).
   *
   * @return the chosen identifiers
   */
  public SandboxIds ids() {
    return ids;
  }

  /**
   * Returns the latest requests to service operations (up to 1,000), oldest first: operation,
   * merchant, status, verdict and, for a refused signature, the precise reason, the canonical
   * string expected and a hint naming the common mistake the signature matches. Secrets and
   * signatures are never kept. Over HTTP: {@code GET /_sandbox/requests}.
   *
   * @return the request log
   */
  public List<SandboxRequest> requests() {
    return requestLog.requests();
  }

  /**
   * Returns the token that the {@code /_sandbox/...} controls and dashboard require, sent as
   * header {@code X-Sandbox-Control-Token} (the dashboard takes it once as {@code ?token=}): the
   * one set with {@link SandboxOptions.Builder#controlToken(String)}, else a random one when the
   * sandbox is bound beyond loopback, else none.
   *
   * @return the control token, or empty when the controls are open (loopback only)
   */
  public Optional<String> controlToken() {
    return Optional.ofNullable(controlToken);
  }

  /**
   * Returns the outbound callbacks of this sandbox, to inspect or await them.
   *
   * @return the callbacks
   */
  public SandboxCallbacks callbacks() {
    return callbacks;
  }

  /** Stops the server at once, drops answers held back by delay faults and pending callback retries. Idempotent. */
  @Override
  public void close() {
    server.stop(0);
    executor.shutdownNow();
    delays.shutdownNow();
    sender.close();
  }

  /** The token the controls require: the configured one, else a random one beyond loopback, else none (null). */
  static String controlTokenFor(String configured, boolean loopback) {
    if (configured != null || loopback) {
      return configured;
    }
    byte[] random = new byte[16];
    new SecureRandom().nextBytes(random);
    return HexFormat.of().formatHex(random);
  }

  private static ThreadFactory daemon(String name) {
    return runnable -> {
      Thread thread = new Thread(runnable, name);
      thread.setDaemon(true);
      return thread;
    };
  }

  @Override
  public String toString() {
    return "Sandbox[" + baseUrl + "]";
  }
}
