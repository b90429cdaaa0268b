package com.service.sdk.core.internal;

import com.service.sdk.core.IdempotencyKey;
import java.net.ConnectException;
import java.nio.charset.StandardCharsets;
import okhttp3.HttpUrl;

/** Builds the answers the decoder gets, with the call history the transport would have recorded. */
final class TestAnswers {
  private TestAnswers() {}

  /**
   * Returns a 2xx-or-other answer after {@code attempts - 1} attempts that never left
   * (refused connections), so the history itself shows no effect.
   */
  static ApiResponse answer(String method, String path, int status, String body, int attempts, IdempotencyKey key) {
    CallHistory history = new CallHistory(method, HttpUrl.get("https://api.test" + path), key);
    for (int i = 1; i < attempts; i++) {
      history.add(Attempt.unanswered(i, false, new ConnectException("refused"), 0));
    }
    history.add(new Attempt(attempts, true, status, body.getBytes(StandardCharsets.UTF_8), false, null, null, null, 0, null));
    return new ApiResponse(history);
  }
}
