package com.service.sdk.sandbox;

import com.service.sdk.sandbox.internal.http.Fault;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;
import org.jspecify.annotations.Nullable;

/** The fault rules of one sandbox. Thread-safe; rules are tried in the order they were added. */
public final class SandboxFaults {
  private final List<FaultRule> rules = new CopyOnWriteArrayList<>();

  SandboxFaults() {}

  /**
   * Adds a rule.
   *
   * @param rule the rule
   * @return this, for chaining
   */
  public SandboxFaults add(FaultRule rule) {
    rules.add(Objects.requireNonNull(rule, "rule == null"));
    return this;
  }

  /** Removes every rule. */
  public void clear() {
    rules.clear();
  }

  /**
   * Returns the rules, in the order they are tried.
   *
   * @return an immutable snapshot
   */
  public List<FaultRule> rules() {
    return List.copyOf(rules);
  }

  /**
   * What the first rule for {@code operation} that fires for this request does, or null.
   *
   * @param requestKey the request's {@code Idempotency-Key}, or its method, path, query and body hash
   */
  @Nullable Fault draw(SandboxOperation operation, String requestKey) {
    for (FaultRule rule : rules) {
      if (rule.operation() == operation && rule.fires(requestKey)) {
        return rule.fault();
      }
    }
    return null;
  }
}
