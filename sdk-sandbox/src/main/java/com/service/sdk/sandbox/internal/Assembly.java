package com.service.sdk.sandbox.internal;

import com.service.sdk.sandbox.MerchantOptions;
import com.service.sdk.sandbox.SandboxFaults;
import com.service.sdk.sandbox.SandboxMerchant;
import com.service.sdk.sandbox.SandboxOperation;
import com.service.sdk.sandbox.internal.http.Authenticator;
import com.service.sdk.sandbox.internal.http.CallbackSender;
import com.service.sdk.sandbox.internal.http.ControlGuard;
import com.service.sdk.sandbox.internal.http.Dispatcher;
import com.service.sdk.sandbox.internal.http.Fault;
import com.service.sdk.sandbox.internal.http.Listener;
import com.service.sdk.sandbox.internal.http.RequestLog;
import com.service.sdk.sandbox.internal.http.Response;
import com.service.sdk.sandbox.internal.http.Routes;
import com.service.sdk.sandbox.internal.http.ServerSettings;
import com.service.sdk.sandbox.internal.http.controls.Controls;
import com.service.sdk.sandbox.internal.http.controls.Dashboard;
import com.service.sdk.sandbox.internal.http.controls.Pages;
import com.service.sdk.sandbox.internal.http.operations.BalanceOperation;
import com.service.sdk.sandbox.internal.http.operations.LinkOperations;
import com.service.sdk.sandbox.internal.http.operations.PayeeOperations;
import com.service.sdk.sandbox.internal.http.operations.PaymentOperations;
import com.service.sdk.sandbox.internal.http.operations.PayoutOperations;
import com.service.sdk.sandbox.internal.http.operations.RefundOperations;
import com.service.sdk.sandbox.internal.state.Balances;
import com.service.sdk.sandbox.internal.state.ChosenIds;
import com.service.sdk.sandbox.internal.state.Idempotency;
import com.service.sdk.sandbox.internal.state.Links;
import com.service.sdk.sandbox.internal.state.MerchantSetup;
import com.service.sdk.sandbox.internal.state.Payees;
import com.service.sdk.sandbox.internal.state.Payments;
import com.service.sdk.sandbox.internal.state.Payouts;
import com.service.sdk.sandbox.internal.state.Refunds;
import com.service.sdk.sandbox.internal.state.ResourceSettings;
import com.service.sdk.sandbox.internal.state.SandboxState;
import java.io.IOException;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * Builds one running sandbox from its rooms and connects them: the resources and their state,
 * the operations and controls that serve them over HTTP, the dispatcher in front, the listener
 * under it. The one place that knows every room; {@code Sandbox} keeps it and hands out its parts.
 */
public final class Assembly implements AutoCloseable {
  private final Listener listener;
  private final CallbackSender callbacks;
  private final SandboxState state;
  private final Controls controls;
  private final RequestLog requests = new RequestLog();
  private final String baseUrl;
  private final @Nullable String controlToken;

  /**
   * Binds, builds and starts a sandbox.
   *
   * @param server what the HTTP layer reads of the options
   * @param resources what the resources read of the options
   * @param faults the fault rules, which the controls list, add and clear
   * @param faultDraw what the first rule that fires for a request of an operation does, or null
   * @param merchants creates a merchant from public options, for the control that does
   * @throws IOException if the address cannot be bound
   * @throws IllegalArgumentException if the host is not loopback and remote access was not allowed
   */
  public Assembly(ServerSettings server, ResourceSettings resources, SandboxFaults faults,
      BiFunction<SandboxOperation, String, Fault> faultDraw, Function<MerchantOptions, SandboxMerchant> merchants)
      throws IOException {
    this.listener = new Listener(server);
    this.controlToken = ControlGuard.tokenFor(server.controlToken(), listener.loopback(), server.publicBaseUrl());
    String host = server.host().contains(":") ? "[" + server.host() + "]" : server.host();
    this.baseUrl = server.publicBaseUrl() != null ? server.publicBaseUrl()
        : "http://" + host + ":" + listener.port();
    String checkoutBaseUrl = baseUrl + "/checkout";
    this.callbacks = new CallbackSender(server);
    this.state = new SandboxState(resources, callbacks);

    Payments payments = new Payments(state);
    Refunds refunds = new Refunds(state, payments);
    Links links = new Links(state);
    Payees payees = new Payees(state);
    Payouts payouts = new Payouts(state, payees);
    Idempotency<Response> idempotency = new Idempotency<>(state);
    this.controls = new Controls(state, payments, links, payees, payouts, faults, callbacks, requests, merchants);
    ControlGuard guard = new ControlGuard(controlToken);

    Routes routes = new Routes();
    new PaymentOperations(payments, checkoutBaseUrl).register(routes);
    new BalanceOperation(new Balances(state)).register(routes);
    new RefundOperations(refunds, idempotency).register(routes);
    new LinkOperations(links, checkoutBaseUrl).register(routes);
    new PayeeOperations(payees).register(routes);
    new PayoutOperations(payouts, state.collections, idempotency).register(routes);
    new Pages(payments, links).register(routes);
    controls.register(routes);
    new Dashboard(state, callbacks, payments, refunds, links, payees, payouts, requests, baseUrl, guard)
        .register(routes);
    listener.start(new Dispatcher(routes, new Authenticator(state, server), faultDraw, server.maxBodyBytes(),
        listener.delays(), guard, requests, server.clock()));
  }

  /**
   * Creates a merchant with new credentials.
   *
   * @param setup how it starts out
   * @return its credentials
   */
  public SandboxMerchant createMerchant(MerchantSetup setup) {
    return state.createMerchant(setup).credentials();
  }

  /**
   * Returns the base URL clients use.
   *
   * @return the base URL, without a trailing slash
   */
  public String baseUrl() {
    return baseUrl;
  }

  /**
   * Returns the token the controls require.
   *
   * @return the token, or null when they are open (loopback only)
   */
  public @Nullable String controlToken() {
    return controlToken;
  }

  /**
   * Returns the controls, shared by the Java API and {@code /_sandbox/...}.
   *
   * @return the controls
   */
  public Controls controls() {
    return controls;
  }

  /**
   * Returns the outbound callbacks.
   *
   * @return the sender
   */
  public CallbackSender callbacks() {
    return callbacks;
  }

  /**
   * Returns the identifiers tests chose for the next resources.
   *
   * @return the queues
   */
  public ChosenIds chosenIds() {
    return state.chosen;
  }

  /**
   * Returns the request log.
   *
   * @return the log
   */
  public RequestLog requests() {
    return requests;
  }

  /** Stops serving and sending at once. Idempotent. */
  @Override
  public void close() {
    listener.close();
    callbacks.close();
  }
}
