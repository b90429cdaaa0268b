package com.service.sdk.core.internal;

import com.service.sdk.core.IdempotencyKey;
import com.service.sdk.core.RequestOptions;
import java.util.Objects;
import java.util.function.Function;

/**
 * One operation ready to run: its request and how to read its answer. The clients build it
 * once per call and hand it to {@link HttpTransport#execute(Operation, RequestOptions)}
 * or {@link HttpTransport#executeAsync(Operation, RequestOptions)}, so
 * the blocking and the asynchronous faces of an operation cannot differ on the wire.
 *
 * @param request the request
 * @param decoder reads its 2xx answer
 * @param <T> what the operation returns
 */
public record Operation<T>(ApiRequest request, Function<ApiResponse, T> decoder) {

  /**
   * Checks that nothing is missing.
   *
   * @param request the request
   * @param decoder reads its 2xx answer
   */
  public Operation {
    Objects.requireNonNull(request, "request == null");
    Objects.requireNonNull(decoder, "decoder == null");
  }

  /**
   * Checks, before anything is sent, that {@code options} fit this operation: for paging,
   * which sends its requests later.
   *
   * @param options the options the operation will run with
   * @throws IllegalArgumentException if they carry an idempotency key the operation does not
   */
  public void check(RequestOptions options) {
    checkKey(request, options);
  }

  /** The one rule: only an operation that carries a key in the spec takes one from the options. */
  static void checkKey(ApiRequest request, RequestOptions options) {
    IdempotencyKey key = options.idempotencyKey().orElse(null);
    if (key != null && !key.equals(request.idempotencyKey())) {
      throw new IllegalArgumentException(request.operation() + " carries no idempotency key (the spec gives it"
          + " none), so RequestOptions with idempotencyKey " + key + " cannot apply to it");
    }
  }
}
