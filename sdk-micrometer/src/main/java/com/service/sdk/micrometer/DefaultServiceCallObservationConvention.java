package com.service.sdk.micrometer;

import com.service.sdk.core.CallListener;
import com.service.sdk.core.Outcome;
import com.service.sdk.core.ServiceException;
import com.service.sdk.micrometer.ServiceCallObservationDocumentation.HighCardinalityKeyNames;
import com.service.sdk.micrometer.ServiceCallObservationDocumentation.LowCardinalityKeyNames;
import io.micrometer.common.KeyValue;
import io.micrometer.common.KeyValues;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The names and keys {@link ServiceCallObservationDocumentation#CALL} lists: the observation
 * {@code service.sdk.calls}, its contextual name the operation, and the keys operation,
 * family, outcome, status class and error type (attempts as a high-cardinality key). Extend
 * it and override one of the protected methods to change one key, or
 * {@link #getLowCardinalityKeyValues} to add your own.
 *
 * <p>The key values of the few values each key can take are made once, so a call makes
 * almost no garbage here.
 */
public class DefaultServiceCallObservationConvention implements ServiceCallObservationConvention {
  /** The observation's name, and so the prefix of its meters' names. */
  static final String NAME = "service.sdk.calls";

  private static final KeyValue SUCCESS = LowCardinalityKeyNames.OUTCOME.withValue("SUCCESS");
  private static final KeyValue[] OUTCOMES = outcomes();
  private static final KeyValue[] STATUS_CLASSES = statusClasses();
  private static final KeyValue NO_STATUS = LowCardinalityKeyNames.STATUS_CLASS.withValue("NONE");
  private static final KeyValue NO_ERROR = LowCardinalityKeyNames.ERROR_TYPE.withValue(KeyValue.NONE_VALUE);
  private static final ClassValue<KeyValue> ERROR_TYPES = new ClassValue<>() {
    @Override
    protected KeyValue computeValue(Class<?> type) {
      return LowCardinalityKeyNames.ERROR_TYPE.withValue(type.getSimpleName());
    }
  };
  private static final KeyValue[] FAMILIES = families();
  private static final KeyValue[] ATTEMPTS = attempts(16);

  /** The operations' key values; the SDK has a few dozen operations, so this stays small. */
  private final Map<String, KeyValue> operations = new ConcurrentHashMap<>();

  /** Makes the default convention. */
  public DefaultServiceCallObservationConvention() {}

  /**
   * Returns {@code service.sdk.calls}.
   *
   * @return the observation's name
   */
  @Override
  public String getName() {
    return NAME;
  }

  /**
   * Returns the operation, such as {@code payouts.initiate}: a span's name under Micrometer
   * Tracing.
   *
   * @param context the call's context
   * @return the contextual name
   */
  @Override
  public String getContextualName(ServiceCallObservationContext context) {
    return context.call().operation();
  }

  /**
   * Returns the operation and the family while the call runs; the outcome, status class and
   * error type too once it has ended.
   *
   * @param context the call's context
   * @return the key values
   */
  @Override
  public KeyValues getLowCardinalityKeyValues(ServiceCallObservationContext context) {
    if (context.end() == null) {
      return KeyValues.of(operation(context), family(context));
    }
    return KeyValues.of(operation(context), family(context), outcome(context), statusClass(context),
        errorType(context));
  }

  /**
   * Returns the number of attempts once the call has ended; nothing before.
   *
   * @param context the call's context
   * @return the key values
   */
  @Override
  public KeyValues getHighCardinalityKeyValues(ServiceCallObservationContext context) {
    return context.end() == null ? KeyValues.empty() : KeyValues.of(attempts(context));
  }

  /**
   * Returns the operation's key value.
   *
   * @param context the call's context
   * @return {@code operation=refunds.create} and the like
   */
  protected KeyValue operation(ServiceCallObservationContext context) {
    String operation = context.call().operation();
    KeyValue known = operations.get(operation);
    if (known != null) {
      return known;
    }
    KeyValue made = LowCardinalityKeyNames.OPERATION.withValue(operation);
    KeyValue raced = operations.putIfAbsent(operation, made);
    return raced == null ? made : raced;
  }

  /**
   * Returns the family's key value.
   *
   * @param context the call's context
   * @return {@code family=plugin}, {@code merchant} or {@code public}
   */
  protected KeyValue family(ServiceCallObservationContext context) {
    return FAMILIES[context.call().family().ordinal()];
  }

  /**
   * Returns the outcome's key value; call it only once the call has ended.
   *
   * @param context the call's context
   * @return {@code outcome=SUCCESS}, or the failed call's {@link Outcome}
   * @throws IllegalStateException if the call has not ended
   */
  protected KeyValue outcome(ServiceCallObservationContext context) {
    Outcome outcome = ended(context).outcome();
    return outcome == null ? SUCCESS : OUTCOMES[outcome.ordinal()];
  }

  /**
   * Returns the status class's key value; call it only once the call has ended.
   *
   * @param context the call's context
   * @return {@code status.class=2xx} and the like, or {@code NONE} when no answer came
   * @throws IllegalStateException if the call has not ended
   */
  protected KeyValue statusClass(ServiceCallObservationContext context) {
    int status = ended(context).statusCode();
    return status >= 100 && status < 600 ? STATUS_CLASSES[status / 100] : NO_STATUS;
  }

  /**
   * Returns the error type's key value; call it only once the call has ended.
   *
   * @param context the call's context
   * @return {@code error.type=ServerException} and the like, or {@code none}
   * @throws IllegalStateException if the call has not ended
   */
  protected KeyValue errorType(ServiceCallObservationContext context) {
    Class<? extends ServiceException> type = ended(context).errorType();
    return type == null ? NO_ERROR : ERROR_TYPES.get(type);
  }

  /**
   * Returns the number of attempts' key value; call it only once the call has ended.
   *
   * @param context the call's context
   * @return {@code attempts=1} and the like
   * @throws IllegalStateException if the call has not ended
   */
  protected KeyValue attempts(ServiceCallObservationContext context) {
    int attempts = ended(context).attempts();
    return attempts >= 0 && attempts < ATTEMPTS.length ? ATTEMPTS[attempts]
        : HighCardinalityKeyNames.ATTEMPTS.withValue(Integer.toString(attempts));
  }

  private static KeyValue[] outcomes() {
    Outcome[] outcomes = Outcome.values();
    KeyValue[] values = new KeyValue[outcomes.length];
    for (Outcome outcome : outcomes) {
      values[outcome.ordinal()] = LowCardinalityKeyNames.OUTCOME.withValue(outcome.name());
    }
    return values;
  }

  private static KeyValue[] statusClasses() {
    KeyValue[] values = new KeyValue[6];
    for (int i = 1; i < values.length; i++) {
      values[i] = LowCardinalityKeyNames.STATUS_CLASS.withValue(i + "xx");
    }
    return values;
  }

  private static KeyValue[] attempts(int count) {
    KeyValue[] values = new KeyValue[count];
    for (int i = 0; i < count; i++) {
      values[i] = HighCardinalityKeyNames.ATTEMPTS.withValue(Integer.toString(i));
    }
    return values;
  }

  private static KeyValue[] families() {
    CallListener.Family[] families = CallListener.Family.values();
    KeyValue[] values = new KeyValue[families.length];
    for (CallListener.Family family : families) {
      values[family.ordinal()] = LowCardinalityKeyNames.FAMILY.withValue(family.tag());
    }
    return values;
  }

  /** Returns how the call ended, for the key values that only an ended call has. */
  private static CallListener.End ended(ServiceCallObservationContext context) {
    CallListener.End end = context.end();
    if (end == null) {
      throw new IllegalStateException("the call " + context.call().operation() + " has not ended");
    }
    return end;
  }
}
