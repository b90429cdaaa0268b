package com.service.sdk.sandbox;

import com.service.sdk.sandbox.internal.Assembly;
import com.service.sdk.sandbox.internal.http.controls.Controls;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

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
  private final SandboxFaults faults = new SandboxFaults();
  private final Assembly assembly;
  private final Controls controls;
  private final SandboxCallbacks callbacks;
  private final SandboxIds ids;

  private Sandbox(SandboxOptions options) throws IOException {
    this.assembly = new Assembly(options.server(), options.resources(), faults, faults::draw, this::createMerchant);
    this.controls = assembly.controls();
    this.callbacks = new SandboxCallbacks(assembly.callbacks());
    this.ids = new SandboxIds(assembly.chosenIds());
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
    try {
      return new Sandbox(options);
    } catch (IOException e) {
      throw new UncheckedIOException("could not start the sandbox on " + options.server().host() + ":"
          + options.server().port(), e);
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
    return assembly.createMerchant(Objects.requireNonNull(options, "options == null").setup());
  }

  /**
   * Rotates a merchant's API secret, as a service does when a merchant issues a new one: the key
   * id stays, the new secret signs from now on, and a request signed with the old one is refused
   * 401 (the request log says it was signed with the secret before the rotation).
   *
   * @param merchant the merchant
   * @return the merchant's credentials with the new secret
   * @throws SandboxException 404 if the merchant is not of this sandbox
   */
  public SandboxMerchant rotateSecret(SandboxMerchant merchant) {
    return controls.rotateSecret(Objects.requireNonNull(merchant, "merchant == null").merchantId());
  }

  /**
   * Returns the service base URL, without a trailing slash, e.g. {@code http://127.0.0.1:41234}:
   * {@link SandboxOptions.Builder#publicBaseUrl(String)} when set, else the bound host and port.
   *
   * @return the base URL
   */
  public String baseUrl() {
    return assembly.baseUrl();
  }

  /**
   * Returns the checkout base URL, e.g. {@code http://127.0.0.1:41234/checkout}; link checkout
   * pages are at {@code <checkout base URL>/<short_id>}.
   *
   * @return the checkout base URL
   */
  public String checkoutBaseUrl() {
    return baseUrl() + "/checkout";
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
    return baseUrl() + "/_sandbox/";
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
   * Returns a merchant's hosted payments, oldest first (find one by its order id, as you would ask the provider).
   *
   * @param merchantId the merchant id
   * @return snapshots of the payments
   * @throws SandboxException 404 if the merchant is unknown
   */
  public List<SandboxPayment> payments(String merchantId) {
    return controls.payments(merchantId);
  }

  /**
   * Returns a merchant's payment links, oldest first, each with the {@code external_id} it was created with.
   *
   * @param merchantId the merchant id
   * @return snapshots of the links
   * @throws SandboxException 404 if the merchant is unknown
   */
  public List<SandboxLink> links(String merchantId) {
    return controls.links(merchantId);
  }

  /**
   * Returns a merchant's payees, oldest first, each with the {@code external_ref} it was created with.
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
    return assembly.requests().requests();
  }

  /**
   * Returns the token that the {@code /_sandbox/...} controls and dashboard require, sent as
   * header {@code X-Sandbox-Control-Token} (the dashboard takes it once as {@code ?token=}): the
   * one set with {@link SandboxOptions.Builder#controlToken(String)}, else a random one when the
   * sandbox is bound beyond loopback or its {@linkplain SandboxOptions.Builder#publicBaseUrl(String)
   * public base URL} names a host that is not {@code localhost} or a loopback address, else none.
   *
   * @return the control token, or empty when the controls are open (loopback only)
   */
  public Optional<String> controlToken() {
    return Optional.ofNullable(assembly.controlToken());
  }

  /** {@return the outbound callbacks of this sandbox, to inspect or await them} */
  public SandboxCallbacks callbacks() {
    return callbacks;
  }

  /** Stops the server at once, drops answers held back by delay faults and pending callback retries. Idempotent. */
  @Override
  public void close() {
    assembly.close();
  }

  @Override
  public String toString() {
    return "Sandbox[" + baseUrl() + "]";
  }
}
