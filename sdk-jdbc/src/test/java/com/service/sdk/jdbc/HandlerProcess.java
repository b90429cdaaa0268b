package com.service.sdk.jdbc;

import com.service.sdk.core.callback.CallbackHandler;
import com.service.sdk.core.callback.CallbackNotice;
import com.service.sdk.core.callback.DeliveryStore;
import com.service.sdk.jdbc.TransactionalActionTest.Payment;
import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The process {@link HandlerCrashTest} kills: a callback endpoint on the test's database that
 * receives one delivery each of three payments and stops each at another point, says so on
 * standard output ({@code PAUSED <payment>}), and waits to be killed:
 * <ul>
 *   <li>{@code pay_before}: claimed, the action not started;</li>
 *   <li>{@code pay_middle}: in the middle of the action, its write made (not committed, with the
 *       transactional variant);</li>
 *   <li>{@code pay_after}: the action returned (committed, with the transactional variant), the
 *       key not yet completed.</li>
 * </ul>
 * Arguments: JDBC URL, delivery table, shipments table, {@code plain} or {@code transactional},
 * lease in milliseconds.
 */
public final class HandlerProcess {
  static final List<String> PAYMENTS = List.of("pay_before", "pay_middle", "pay_after");

  private HandlerProcess() {}

  /**
   * Runs the endpoint until killed.
   *
   * @param args see the class
   * @throws Exception never in a good run
   */
  public static void main(String[] args) throws Exception {
    HikariDataSource pool = pool(args[0]);
    JdbcDeliveryStore store = JdbcDeliveryStore.builder(pool).table(args[1]).build();
    String shipments = args[2];
    CallbackHandler.Builder<Payment> handler = CallbackHandler.builder(TransactionalActionTest::confirm,
            (Payment p) -> "payment " + p.id() + " " + p.state())
        .store(new PausingBeforeComplete(store)).lease(Duration.ofMillis(Long.parseLong(args[4])))
        .timeout(Duration.ofMinutes(5));
    if (args[3].equals("transactional")) {
      handler.action(store.inTransaction((Payment p, Connection tx) -> act(p, () -> TransactionalActionTest.ship(tx, shipments, p))));
    } else {
      handler.action(p -> act(p, () -> {
        try (Connection own = pool.getConnection()) {
          TransactionalActionTest.ship(own, shipments, p); // auto-commit: done as soon as written
        }
      }));
    }
    CallbackHandler<Payment> endpoint = handler.build();
    List<Thread> deliveries = new ArrayList<>();
    for (String payment : PAYMENTS) {
      Thread delivery = new Thread(() -> TransactionalActionTest.deliver(endpoint, payment), payment);
      delivery.start();
      deliveries.add(delivery);
    }
    for (Thread delivery : deliveries) {
      delivery.join();
    }
  }

  /** The pool of an endpoint process: a few connections to the test's server. */
  static HikariDataSource pool(String jdbcUrl) {
    HikariConfig config = new HikariConfig();
    config.setJdbcUrl(jdbcUrl);
    config.setMaximumPoolSize(6);
    return new HikariDataSource(config);
  }

  /** A write of the action's. */
  private interface Write {
    void run() throws SQLException;
  }

  private static void act(Payment payment, Write write) throws SQLException {
    if (payment.id().equals("pay_before")) {
      pause(payment.id());
    }
    write.run();
    if (payment.id().equals("pay_middle")) {
      pause(payment.id());
    }
  }

  /** Says where it stopped, and waits for the kill. */
  static void pause(String where) {
    synchronized (System.out) {
      System.out.println("PAUSED " + where);
      System.out.flush();
    }
    while (true) {
      try {
        Thread.sleep(60_000);
      } catch (InterruptedException e) {
        // only the kill ends it
      }
    }
  }

  /** The store, stopping in {@link #complete} for {@code pay_after}: after the action, before "done". */
  private record PausingBeforeComplete(DeliveryStore store) implements DeliveryStore {
    @Override
    public Claim claim(String key, String owner, Duration lease, CallbackNotice notice) {
      return store.claim(key, owner, lease, notice);
    }

    @Override
    public void complete(String key, String owner) {
      if (key.startsWith("payment pay_after ")) {
        pause("pay_after");
      }
      store.complete(key, owner);
    }

    @Override
    public void release(String key, String owner) {
      store.release(key, owner);
    }

    @Override
    public List<Lapsed> takeLapsed(String owner, Duration lease, int max) {
      return store.takeLapsed(owner, lease, max);
    }
  }
}
