package com.service.sdk.spring.boot.autoconfigure;

import com.service.sdk.core.callback.CallbackHandler;
import com.service.sdk.core.callback.CallbackNotice;
import com.service.sdk.core.callback.CallbackResponse;
import com.service.sdk.core.callback.DeliveryStore;
import jakarta.servlet.http.HttpServletRequest;
import java.io.IOException;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.web.servlet.function.RouterFunction;
import org.springframework.web.servlet.function.RouterFunctions;
import org.springframework.web.servlet.function.ServerRequest;
import org.springframework.web.servlet.function.ServerResponse;

/**
 * One callback endpoint on Spring MVC: a {@link CallbackHandler} built from the
 * {@code service.sdk.callbacks} properties, and a functional route (the same API on Spring 6 and
 * 7) that hands it the raw body and headers and answers its status with no body.
 */
final class CallbackEndpoint {
  private static final Logger LOG = LoggerFactory.getLogger(CallbackEndpoint.class);
  private static final String P = ServiceSdkCallbackProperties.PREFIX;

  private CallbackEndpoint() {}

  /**
   * Builds the handler.
   *
   * @param store the application's store, shared by every endpoint (so keys start with the kind),
   *     or null for the handler's own in-memory one
   * @param transactions what runs the action with "done" in one transaction
   *     ({@code service.sdk.callbacks.transactional=true}), or null for a plain action
   */
  static <R> CallbackHandler<R> handler(Function<CallbackNotice, ? extends R> confirm, Function<? super R, String> key,
      CallbackHandler.Action<? super R> action, ServiceSdkCallbackProperties properties, @Nullable DeliveryStore store,
      @Nullable CallbackTransactions transactions) {
    CallbackHandler.Builder<R> builder = CallbackHandler.<R>builder(confirm, key);
    if (transactions != null) {
      builder.action(transactions.<R>around(action));
    } else {
      builder.action(action);
    }
    ClientSettings.set(P + ".timeout", properties.getTimeout(), "a positive duration such as 5s",
        () -> builder.timeout(properties.getTimeout()));
    ClientSettings.set(P + ".lease", properties.getLease(), "a positive duration longer than the action ever runs, such as 10m",
        () -> builder.lease(properties.getLease()));
    ClientSettings.set(P + ".max-concurrent", properties.getMaxConcurrent(), "at least 1, such as 8",
        () -> builder.maxConcurrent(properties.getMaxConcurrent()));
    if (store != null) {
      builder.store(store);
    }
    return builder.build();
  }

  /**
   * Routes {@code POST path} to the handler.
   *
   * @param property the property the path came from, for the message when it is not a path
   */
  static RouterFunction<ServerResponse> route(String property, String path, CallbackHandler<?> handler) {
    if (path == null || !path.startsWith("/") || path.isBlank()) {
      throw new ServiceSdkConfigurationException(property, property + "=" + path + " is not a path.",
          "Set " + property + " to a path that starts with /, such as /callbacks/payments.", null);
    }
    return RouterFunctions.route().POST(path, request -> answer(handler, request)).build();
  }

  /**
   * Logs what a scheduled {@code resume()} finished: at WARN what is still not done (the action
   * threw, the status call failed: the next run tries again), at DEBUG the rest.
   */
  static void resumed(List<CallbackResponse> finished) {
    for (CallbackResponse answer : finished) {
      if (answer.result() == CallbackResponse.Result.FAILED || answer.result() == CallbackResponse.Result.UNCONFIRMED) {
        LOG.warn("resuming a callback left by a crash or a failed action: {}: {}; the next run tries again",
            answer.result(), answer.message(), answer.failure());
      } else {
        LOG.debug("resumed a callback left by a crash or a failed action: {}: {}", answer.result(), answer.message());
      }
    }
  }

  private static ServerResponse answer(CallbackHandler<?> handler, ServerRequest request) throws IOException {
    HttpServletRequest servlet = request.servletRequest();
    Map<String, List<String>> headers = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
    for (String name : Collections.list(servlet.getHeaderNames())) {
      headers.put(name, Collections.list(servlet.getHeaders(name)));
    }
    CallbackResponse answer = handler.handle(servlet.getInputStream(), headers);
    if (answer.result() == CallbackResponse.Result.FAILED || answer.result() == CallbackResponse.Result.UNCONFIRMED) {
      // Nothing else reports these: the action threw, or the status call failed. The service
      // delivers again; the log says why.
      LOG.warn("callback to {} answered {} {}: {}", request.path(), answer.statusCode(), answer.result(),
          answer.message(), answer.failure());
    }
    return ServerResponse.status(answer.statusCode()).build(); // no body: the caller may not be the service
  }
}
