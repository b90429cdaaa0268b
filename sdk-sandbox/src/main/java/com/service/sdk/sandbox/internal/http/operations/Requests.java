package com.service.sdk.sandbox.internal.http.operations;

import com.service.sdk.sandbox.SandboxException;
import com.service.sdk.sandbox.internal.http.Call;
import com.service.sdk.sandbox.internal.http.Fields;
import com.service.sdk.sandbox.internal.http.Refusals;

/** What several operations read from a request the same way: the Idempotency-Key, the body's merchant. */
final class Requests {
  private static final int MIN_KEY_LENGTH = 16;
  private static final int MAX_KEY_LENGTH = 255;

  private Requests() {}

  /** Reads and checks the Idempotency-Key header; 400 naming the rule when absent, too short or too long. */
  static String idempotencyKey(Call call) {
    String key = call.headers().getFirst("Idempotency-Key");
    if (key == null || key.isBlank()) {
      throw Refusals.badRequest("header Idempotency-Key is required on " + call.method() + " "
          + call.rawPath() + " (at least " + MIN_KEY_LENGTH + " characters)");
    }
    if (key.length() < MIN_KEY_LENGTH) {
      throw Refusals.badRequest("Idempotency-Key must be at least " + MIN_KEY_LENGTH
          + " characters; got " + key.length());
    }
    if (key.length() > MAX_KEY_LENGTH) {
      throw Refusals.badRequest("Idempotency-Key must be at most " + MAX_KEY_LENGTH + " characters");
    }
    return key;
  }

  /** Reads {@code merchant_id} from a plugin-family body: it must name the merchant of the API key (else 403). */
  static void ownMerchantId(Fields body, Call call) {
    String merchantId = body.requiredString("merchant_id");
    if (!merchantId.equals(call.caller().id)) {
      throw new SandboxException(403, "merchant_id " + merchantId + " is not the merchant of this API key");
    }
  }
}
