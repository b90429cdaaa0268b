package com.service.sdk.examples;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import okhttp3.Interceptor;
import okhttp3.Request;
import okhttp3.Response;

/** Records the {@code Idempotency-Key} of every attempt the SDK makes to one path. */
final class IdempotencyKeyRecorder implements Interceptor {
  private final String path;
  private final List<String> keys = new CopyOnWriteArrayList<>();

  IdempotencyKeyRecorder(String path) {
    this.path = path;
  }

  @Override
  public Response intercept(Interceptor.Chain chain) throws IOException {
    Request request = chain.request();
    if (request.url().encodedPath().equals(path)) {
      keys.add(String.valueOf(request.header("Idempotency-Key")));
    }
    return chain.proceed(request);
  }

  /** The keys seen so far, one per attempt, oldest first. */
  List<String> keys() {
    return List.copyOf(keys);
  }
}
