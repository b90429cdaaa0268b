package com.service.sdk.payouts;

import com.service.sdk.core.Page;
import com.service.sdk.core.RequestOptions;
import com.service.sdk.core.internal.HttpTransport;
import com.service.sdk.payouts.model.BankVerification;
import com.service.sdk.payouts.model.CreatePayeeRequest;
import com.service.sdk.payouts.model.Payee;
import com.service.sdk.payouts.model.VpaVerification;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;

/**
 * Payees: registration, listing, verification, without blocking: the asynchronous face of {@link PayeesService}. Each method
 * sends exactly what its blocking twin sends and applies the same retry rules, outcome,
 * listener events and exceptions; the returned future completes on the client's async
 * executor with the result, or exceptionally with the SDK's exception itself (from
 * {@code join()}, inside a {@code CompletionException}). Arguments are checked before
 * anything is sent: bad ones throw at once, as do calls on a closed client.
 *
 * <p>Cancelling a future cancels the attempt on the wire or the retry waiting to start, and
 * completes the future with an {@link com.service.sdk.core.ApiConnectionException} whose
 * outcome says whether the call may still have taken effect. Bound a call with
 * {@code RequestOptions.builder().timeout(..)}, not the future's {@code orTimeout}, which
 * completes the future without stopping the call.
 */
public final class AsyncPayeesService {
  private final HttpTransport transport;

  AsyncPayeesService(HttpTransport transport) {
    this.transport = transport;
  }

  /**
   * Registers a payee, like {@link PayeesService#create(CreatePayeeRequest)}.
   *
   * @param request the payee
   * @return the future of the Payee
   */
  public CompletableFuture<Payee> create(CreatePayeeRequest request) {
    return create(request, RequestOptions.defaults());
  }

  /**
   * Registers a payee with settings for this call, like {@link PayeesService#create(CreatePayeeRequest, RequestOptions)}.
   *
   * @param request the payee
   * @param options this call's deadline and retry budget (and, for refunds and payouts, idempotency key)
   * @return the future of the Payee
   */
  public CompletableFuture<Payee> create(CreatePayeeRequest request, RequestOptions options) {
    return transport.executeAsync(PayeesService.createOperation(request, options), options);
  }

  /**
   * Returns one page of the merchant's payees, like {@link PayeesService#list(int, int)}.
   *
   * @param limit the page size, 1 to 200
   * @param offset how many payees to skip, at least 0
   * @return the future of the page of payees
   */
  public CompletableFuture<Page<Payee>> list(int limit, int offset) {
    return list(limit, offset, RequestOptions.defaults());
  }

  /**
   * Returns one page of the merchant's payees with settings for this call, like {@link PayeesService#list(int, int, RequestOptions)}.
   *
   * @param limit the page size, 1 to 200
   * @param offset how many payees to skip, at least 0
   * @param options this call's deadline and retry budget (and, for refunds and payouts, idempotency key)
   * @return the future of the page of payees
   */
  public CompletableFuture<Page<Payee>> list(int limit, int offset, RequestOptions options) {
    return transport.executeAsync(PayeesService.listOperation(limit, offset, options), options);
  }

  /**
   * Verifies the payee's bank account, like {@link PayeesService#verifyBank(String)}.
   *
   * @param payeeId the payee's id
   * @return the future of the BankVerification
   */
  public CompletableFuture<BankVerification> verifyBank(String payeeId) {
    return verifyBank(payeeId, RequestOptions.defaults());
  }

  /**
   * Verifies the payee's bank account with settings for this call, like {@link PayeesService#verifyBank(String, RequestOptions)}.
   *
   * @param payeeId the payee's id
   * @param options this call's deadline and retry budget (and, for refunds and payouts, idempotency key)
   * @return the future of the BankVerification
   */
  public CompletableFuture<BankVerification> verifyBank(String payeeId, RequestOptions options) {
    return transport.executeAsync(PayeesService.verifyBankOperation(payeeId, options), options);
  }

  /**
   * Verifies the payee's UPI address, like {@link PayeesService#verifyVpa(String)}.
   *
   * @param payeeId the payee's id
   * @return the future of the VpaVerification
   */
  public CompletableFuture<VpaVerification> verifyVpa(String payeeId) {
    return verifyVpa(payeeId, RequestOptions.defaults());
  }

  /**
   * Verifies the payee's UPI address with settings for this call, like {@link PayeesService#verifyVpa(String, RequestOptions)}.
   *
   * @param payeeId the payee's id
   * @param options this call's deadline and retry budget (and, for refunds and payouts, idempotency key)
   * @return the future of the VpaVerification
   */
  public CompletableFuture<VpaVerification> verifyVpa(String payeeId, RequestOptions options) {
    return transport.executeAsync(PayeesService.verifyVpaOperation(payeeId, options), options);
  }

  /**
   * Visits every payee, one page of 200 at a time: the next page is requested only after
   * {@code action} has seen every payee of the one before, so a slow consumer slows the
   * requests instead of piling up pages. Paging stops at the reported total, on an empty
   * page, or on a page that repeats the previous one, like {@link PayeesService#listAll()}.
   *
   * @param action called once per payee, in order, where the page's future completes (the
   *     client's async executor)
   * @return the future of the number of payees visited; it fails with the first failing
   *     page's exception, or with what {@code action} threw
   * @throws NullPointerException if {@code action} is null
   */
  public CompletableFuture<Long> forEach(Consumer<? super Payee> action) {
    return forEach(action, RequestOptions.defaults());
  }

  /**
   * Visits every payee, like {@link #forEach(Consumer)}, with settings for each page request.
   * Cancelling the returned future cancels the page request in flight and stops the visit.
   *
   * @param action called once per payee, in order
   * @param options each page request's deadline and retry budget
   * @return the future of the number of payees visited
   * @throws NullPointerException if {@code action} or {@code options} is null
   * @throws IllegalArgumentException if {@code options} carry an idempotency key: this operation has none
   */
  public CompletableFuture<Long> forEach(Consumer<? super Payee> action, RequestOptions options) {
    Objects.requireNonNull(action, "action == null");
    PayeesService.listOperation(PayeesService.MAX_LIMIT, 0, options).check(options); // before anything is sent
    Visit visit = new Visit(action, options);
    visit.page(0, List.of());
    return visit.done;
  }

  /** One visit: asks for a page only after the previous one was seen, and stops when cancelled. */
  private final class Visit {
    final CompletableFuture<Long> done = new CompletableFuture<>();
    private final Consumer<? super Payee> action;
    private final RequestOptions options;
    private volatile @Nullable CompletableFuture<Page<Payee>> current;

    Visit(Consumer<? super Payee> action, RequestOptions options) {
      this.action = action;
      this.options = options;
      done.whenComplete((count, failure) -> {
        CompletableFuture<Page<Payee>> inFlight = current;
        if (done.isCancelled() && inFlight != null) {
          inFlight.cancel(true);
        }
      });
    }

    void page(int offset, List<Payee> previous) {
      if (done.isDone()) {
        return;
      }
      CompletableFuture<Page<Payee>> request;
      try {
        request = list(PayeesService.MAX_LIMIT, offset, options);
      } catch (RuntimeException e) { // the client was closed meanwhile
        done.completeExceptionally(e);
        return;
      }
      current = request;
      request.whenComplete((page, failure) -> {
        if (failure != null) {
          done.completeExceptionally(failure);
          return;
        }
        List<Payee> items = page.items();
        if (items.isEmpty() || items.equals(previous)) {
          done.complete((long) offset);
          return;
        }
        try {
          for (Payee payee : items) {
            if (done.isDone()) {
              return;
            }
            action.accept(payee);
          }
        } catch (RuntimeException e) {
          done.completeExceptionally(e);
          return;
        }
        int next = offset + items.size();
        if (next >= page.totalCount()) {
          done.complete((long) next);
        } else {
          page(next, items);
        }
      });
    }
  }
}
