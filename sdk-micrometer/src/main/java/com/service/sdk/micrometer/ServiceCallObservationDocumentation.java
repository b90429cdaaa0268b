package com.service.sdk.micrometer;

import io.micrometer.common.docs.KeyName;
import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationConvention;
import io.micrometer.observation.docs.ObservationDocumentation;

/**
 * The observations this module makes, with their key names and events, as the default
 * convention fills them.
 */
public enum ServiceCallObservationDocumentation implements ObservationDocumentation {

  /**
   * One SDK call, from the moment the caller calls until it returns or throws, retries and
   * waits included. Named {@code service.sdk.calls}; its contextual name (a span's name) is
   * the operation, such as {@code payouts.initiate}.
   */
  CALL {
    @Override
    public Class<? extends ObservationConvention<? extends Observation.Context>> getDefaultConvention() {
      return DefaultServiceCallObservationConvention.class;
    }

    @Override
    public KeyName[] getLowCardinalityKeyNames() {
      return LowCardinalityKeyNames.values();
    }

    @Override
    public KeyName[] getHighCardinalityKeyNames() {
      return HighCardinalityKeyNames.values();
    }

    @Override
    public Observation.Event[] getEvents() {
      return Events.values();
    }
  };

  /** Key names fit for metric tags: each has a handful of values. */
  public enum LowCardinalityKeyNames implements KeyName {
    /** The operation, named as the SDK's method: {@code refunds.create}, {@code payouts.initiate}. */
    OPERATION {
      @Override
      public String asString() {
        return "operation";
      }
    },

    /** The client family: {@code plugin}, {@code merchant} or {@code public}. */
    FAMILY {
      @Override
      public String asString() {
        return "family";
      }
    },

    /**
     * How the call ended: {@code SUCCESS}, or the failed call's outcome ({@code NOT_SENT},
     * {@code NOT_APPLIED}, {@code UNKNOWN}, {@code APPLIED}). Only when the call has ended.
     */
    OUTCOME {
      @Override
      public String asString() {
        return "outcome";
      }
    },

    /**
     * The class of the last answer's status: {@code 2xx}, {@code 4xx}, {@code 5xx} and so on,
     * or {@code NONE} when no answer came. Only when the call has ended.
     */
    STATUS_CLASS {
      @Override
      public String asString() {
        return "status.class";
      }
    },

    /**
     * The simple name of the exception the caller got, such as {@code ServerException}, or
     * {@code none}. Only when the call has ended.
     */
    ERROR_TYPE {
      @Override
      public String asString() {
        return "error.type";
      }
    }
  }

  /** Key names for traces only (never metric tags). */
  public enum HighCardinalityKeyNames implements KeyName {
    /** How many attempts the call made, retries included. Only when the call has ended. */
    ATTEMPTS {
      @Override
      public String asString() {
        return "attempts";
      }
    }
  }

  /** Events during a call. */
  public enum Events implements Observation.Event {
    /**
     * The call will try again after a wait. A meter handler counts it as
     * {@code service.sdk.calls.retry}, tagged with the operation and family.
     */
    RETRY {
      @Override
      public String getName() {
        return "retry";
      }
    }
  }
}
