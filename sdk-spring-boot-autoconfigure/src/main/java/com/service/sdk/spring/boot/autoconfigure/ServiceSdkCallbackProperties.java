package com.service.sdk.spring.boot.autoconfigure;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * The callback endpoints under {@code service.sdk.callbacks}: off unless {@code enabled} is true.
 * Each endpoint then exists when the application defines its action bean
 * ({@link PaymentCallbackAction}, {@link PayoutCallbackAction}, {@link LinkCallbackAction}, the
 * last with a {@code LinkOwnership} bean).
 */
@ConfigurationProperties(ServiceSdkCallbackProperties.PREFIX)
public class ServiceSdkCallbackProperties {
  /** The prefix of every property here. */
  public static final String PREFIX = "service.sdk.callbacks";

  /** Settings with the defaults below, for Spring to bind. */
  public ServiceSdkCallbackProperties() {}

  /**
   * Whether to serve the callback endpoints (Spring MVC): payments when a PaymentCallbackAction
   * bean exists, payouts when a PayoutCallbackAction bean exists, links when a LinkCallbackAction
   * bean exists (with a LinkOwnership bean, which it needs).
   */
  private boolean enabled = false;

  /** Where the service posts payment callbacks: the callback URL you give each payment. */
  private String paymentsPath = "/callbacks/payments";

  /** Where the service posts payout callbacks: your profile's notify URL. */
  private String payoutsPath = "/callbacks/payouts";

  /** Where the service posts payment link callbacks: the notify URL you give each link. */
  private String linksPath = "/callbacks/links";

  /**
   * Whether each action runs in a transaction of the application's PlatformTransactionManager that
   * also marks the callback done in the starter's JdbcDeliveryStore (sdk-jdbc), so the action's
   * writes through Spring on that DataSource and "done" commit together or not at all.
   */
  private boolean transactional = false;

  /**
   * How long a delivery waits for the status call and your action before it is answered 503 (the
   * work goes on). Keep it below the service's own timeout.
   */
  private Duration timeout = Duration.ofSeconds(5);

  /**
   * How long a delivery's claim holds before it is taken to be a dead process's and the action may
   * run again: longer than the status call and the action ever take together, counted from the
   * claim (the database's clock with sdk-jdbc). Also how long a delivery lost to a crash waits
   * before resume() finishes it (service.sdk.jdbc.deliveries.resume-interval).
   */
  private Duration lease = Duration.ofMinutes(10);

  /** How many deliveries each endpoint handles at once; four times as many wait, more are answered 503. */
  private int maxConcurrent = 8;

  /**
   * Returns whether the endpoints are served.
   *
   * @return whether they are enabled
   */
  public boolean isEnabled() {
    return enabled;
  }

  /**
   * Sets whether the endpoints are served.
   *
   * @param enabled whether they are enabled
   */
  public void setEnabled(boolean enabled) {
    this.enabled = enabled;
  }

  /**
   * Returns the payments endpoint's path.
   *
   * @return the path
   */
  public String getPaymentsPath() {
    return paymentsPath;
  }

  /**
   * Sets the payments endpoint's path.
   *
   * @param paymentsPath the path
   */
  public void setPaymentsPath(String paymentsPath) {
    this.paymentsPath = paymentsPath;
  }

  /**
   * Returns the payouts endpoint's path.
   *
   * @return the path
   */
  public String getPayoutsPath() {
    return payoutsPath;
  }

  /**
   * Sets the payouts endpoint's path.
   *
   * @param payoutsPath the path
   */
  public void setPayoutsPath(String payoutsPath) {
    this.payoutsPath = payoutsPath;
  }

  /**
   * Returns the links endpoint's path.
   *
   * @return the path
   */
  public String getLinksPath() {
    return linksPath;
  }

  /**
   * Sets the links endpoint's path.
   *
   * @param linksPath the path
   */
  public void setLinksPath(String linksPath) {
    this.linksPath = linksPath;
  }

  /**
   * Returns whether each action commits with "done" in one transaction.
   *
   * @return whether actions are transactional
   */
  public boolean isTransactional() {
    return transactional;
  }

  /**
   * Sets whether each action commits with "done" in one transaction.
   *
   * @param transactional whether actions are transactional
   */
  public void setTransactional(boolean transactional) {
    this.transactional = transactional;
  }

  /**
   * Returns how long a delivery waits before it is answered 503.
   *
   * @return the timeout
   */
  public Duration getTimeout() {
    return timeout;
  }

  /**
   * Sets how long a delivery waits before it is answered 503.
   *
   * @param timeout the timeout
   */
  public void setTimeout(Duration timeout) {
    this.timeout = timeout;
  }

  /**
   * Returns how long a claim holds.
   *
   * @return the lease
   */
  public Duration getLease() {
    return lease;
  }

  /**
   * Sets how long a claim holds.
   *
   * @param lease the lease
   */
  public void setLease(Duration lease) {
    this.lease = lease;
  }

  /**
   * Returns how many deliveries each endpoint handles at once.
   *
   * @return the limit
   */
  public int getMaxConcurrent() {
    return maxConcurrent;
  }

  /**
   * Sets how many deliveries each endpoint handles at once.
   *
   * @param maxConcurrent at least 1
   */
  public void setMaxConcurrent(int maxConcurrent) {
    this.maxConcurrent = maxConcurrent;
  }

  @Override
  public String toString() {
    return "ServiceSdkCallbackProperties[enabled=" + enabled + ", paymentsPath=" + paymentsPath + ", payoutsPath="
        + payoutsPath + ", linksPath=" + linksPath + ", transactional=" + transactional + ", timeout=" + timeout
        + ", lease=" + lease + ", maxConcurrent=" + maxConcurrent + "]";
  }
}
