package com.service.sdk.spring.boot.autoconfigure;

import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * A setting under {@code service.sdk} is missing or refused, so the starter cannot build what
 * the application asked for. It stops startup, and Spring Boot prints {@link #problem()} and
 * {@link #action()} (through the starter's failure analyzer) instead of a stack trace.
 */
public final class ServiceSdkConfigurationException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** The property to set or fix. */
  private final String property;
  /** What is wrong. */
  private final String problem;
  /** What to set. */
  private final String action;

  ServiceSdkConfigurationException(String property, String problem, String action, @Nullable Throwable cause) {
    super(Objects.requireNonNull(problem, "problem == null") + " " + Objects.requireNonNull(action, "action == null"),
        cause);
    this.property = Objects.requireNonNull(property, "property == null");
    this.problem = problem;
    this.action = action;
  }

  /**
   * Returns the property to set or fix, such as {@code service.sdk.base-url}.
   *
   * @return the property's name
   */
  public String property() {
    return property;
  }

  /**
   * Returns what is wrong, naming the property; never a secret's value.
   *
   * @return the problem
   */
  public String problem() {
    return problem;
  }

  /**
   * Returns what to set to fix it.
   *
   * @return the action
   */
  public String action() {
    return action;
  }
}
