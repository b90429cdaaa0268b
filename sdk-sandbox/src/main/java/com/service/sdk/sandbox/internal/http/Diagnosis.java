package com.service.sdk.sandbox.internal.http;

import com.service.sdk.sandbox.internal.state.Merchant;

/**
 * What authentication learned about one request, for the request log only: the key and merchant
 * it named, and for a refusal the precise reason, the expected canonical string and a hint. The
 * answer to the caller stays less precise where precision would reveal which key ids exist.
 */
final class Diagnosis {
  String apiKeyId;
  Merchant merchant;
  String reason;
  String expectedCanonical;
  String hint;
}
