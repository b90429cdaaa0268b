package com.service.sdk.sandbox.internal.http;

import com.service.sdk.sandbox.internal.state.Merchant;
import org.jspecify.annotations.Nullable;

/**
 * What authentication learned about one request, for the request log only: the key and merchant
 * it named, and for a refusal the precise reason, the expected canonical string and a hint. The
 * answer to the caller stays less precise where precision would reveal which key ids exist.
 */
final class Diagnosis {
  @Nullable String apiKeyId;
  @Nullable Merchant merchant;
  @Nullable String reason;
  @Nullable String expectedCanonical;
  @Nullable String hint;
}
