package com.service.sdk.plugin;

import com.service.sdk.core.RequestOptions;
import com.service.sdk.core.internal.ApiRequest;
import com.service.sdk.core.internal.HttpTransport;
import com.service.sdk.core.internal.Operation;
import com.service.sdk.core.internal.ResponseDecoder;
import com.service.sdk.plugin.model.Balance;
import java.util.Objects;

/** The merchant's balances (spec 4.3). */
public final class BalanceService {
  private final HttpTransport transport;

  BalanceService(HttpTransport transport) {
    this.transport = transport;
  }

  /**
   * Reads the balances of the merchant the API key belongs to ({@code GET /payments/balance}).
   * Nothing identifies the merchant but the key: no body and no {@code merchant_id} are
   * sent. Transient failures are retried.
   *
   * <p>The service answers this operation only for an active merchant and only from the
   * merchant's <b>approved source IP addresses</b>. A call from any other address is
   * refused with the service's message in {@code serviceMessage()}: register the
   * server's outbound IP address with the service; retrying does not help.
   *
   * @return the merchant's balances
   * @throws com.service.sdk.core.AuthenticationException if the service refused the key, the signature,
   *     the merchant, or the source IP address (401, 403)
   * @throws com.service.sdk.core.InvalidRequestException if the service refused the request (400, 422),
   *     which it may also do for a source IP address that is not approved
   * @throws com.service.sdk.core.ApiException for any other error answer, after allowed retries
   * @throws com.service.sdk.core.ApiConnectionException if no answer came, after allowed retries
   * @throws com.service.sdk.core.ResponseDecodingException if the answer is not a balance (for example a
   *     figure that is not a number)
   */
  public Balance get() {
    return get(RequestOptions.defaults());
  }

  /**
   * Reads the merchant's balances, like {@link #get()}, with settings for this call.
   *
   * @param options this call's deadline and retry budget; {@link RequestOptions#defaults()} changes nothing
   * @return the merchant's balances
   * @throws NullPointerException if {@code options} is null
   * @throws IllegalArgumentException if {@code options} carry an idempotency key: this operation has none
   * @see #get() for the exceptions
   */
  public Balance get(RequestOptions options) {
    return transport.execute(getOperation(options), options);
  }

  /** The {@code balance.get} call both faces run; the arguments are checked before anything is sent. */
  static Operation<Balance> getOperation(RequestOptions options) {
    Objects.requireNonNull(options, "options == null");
    ApiRequest http = ApiRequest.get("balance.get", "/payments/balance").build();
    return new Operation<>(http, ResponseDecoder.bare(Balance.class, "account_id"));
  }
}
