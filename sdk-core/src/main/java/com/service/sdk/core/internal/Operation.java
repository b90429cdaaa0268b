package com.service.sdk.core.internal;

import java.util.Objects;
import java.util.function.Function;

/**
 * One operation ready to run: its request and how to read its answer. The clients build it
 * once per call and hand it to {@link HttpTransport#execute(Operation, com.service.sdk.core.RequestOptions)}
 * or {@link HttpTransport#executeAsync(Operation, com.service.sdk.core.RequestOptions)}, so
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
}
