package com.service.sdk.systemtests.hostile;

import com.service.sdk.core.Outcome;
import com.service.sdk.core.ServiceException;

/** What a robust client must make of one hostile answer: a whole result, or one typed exception. */
sealed interface Expected {

  /** The call returns exactly this value (records compare every field, amounts with their scale). */
  record Value(Object value) implements Expected {}

  /**
   * The call throws exactly this type, with this status, this body as received (the
   * exception's raw body or body snippet), this service message (null when the body carries
   * none, or for a decoding failure) and this outcome.
   */
  record Failure(Class<? extends ServiceException> type, int status, String body, String serviceMessage,
      Outcome outcome) implements Expected {}
}
