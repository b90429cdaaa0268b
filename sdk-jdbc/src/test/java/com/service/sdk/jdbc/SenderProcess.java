package com.service.sdk.jdbc;

import com.service.sdk.core.CallListener;
import com.service.sdk.core.RequestOptions;
import com.service.sdk.core.ServiceException;
import com.service.sdk.core.SignedClientBuilder;
import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.model.InitiatePayoutRequest;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.plugin.model.CreateRefundRequest;
import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The processes of {@link CrashAndResumeTest}: a merchant's job that sends every intended refund
 * and payout through {@link MoneyMovements}, from several threads, or a job that resumes until
 * nothing is open.
 *
 * <p>{@code send <plan> <PHASE:n> <skip file>} sends every movement whose key the skip file does
 * not list, and prints {@code RECORDED <key>} as each is recorded: like a job queue that takes a
 * job off for good once its movement is recorded, so that what a killed run recorded is never
 * sent by a later run, only by {@code resume()}. It stops at the {@code n}-th event of a phase,
 * prints {@code PAUSED} and waits to be killed: {@code RECORDED} (a call starts: its row is
 * recorded, nothing sent), {@code ANSWERED} (an attempt ended: the effect may exist, nothing
 * settled), {@code RETURNED} (the call ended, its outcome not yet recorded); with {@code none} it
 * runs to the end and prints {@code SENT}. {@code resume <plan> <file>} resumes every account until the
 * file exists (the senders are done) and no row is open, then prints {@code RESUMED}.
 */
public final class SenderProcess {
  static final Duration LEASE = Duration.ofSeconds(3);
  private static final int THREADS = 16;

  private final MovementPlan plan;
  private final HikariDataSource pool;
  private final List<MoneyMovements> accounts = new ArrayList<>();
  private final List<PluginClient> plugins = new ArrayList<>();
  private MerchantClient merchant;

  private SenderProcess(MovementPlan plan, String pause) {
    this.plan = plan;
    HikariConfig config = new HikariConfig();
    config.setJdbcUrl(plan.jdbcUrl());
    config.setMaximumPoolSize(THREADS + 2);
    this.pool = new HikariDataSource(config);
    CallListener stops = stops(pause);
    int payoutAccount = plan.accounts().size() - 1;
    for (int i = 0; i < plan.accounts().size(); i++) {
      MovementPlan.Account account = plan.accounts().get(i);
      MoneyMovements.Builder movements = MoneyMovements.builder(pool).table(plan.table())
          .account(account.merchantId()).lease(LEASE).retryDelay(Duration.ofMillis(100));
      if (i == payoutAccount) {
        merchant = client(MerchantClient.builder(), account, stops).build();
        movements.payouts(merchant);
      } else {
        PluginClient plugin = client(PluginClient.builder(), account, stops).build();
        plugins.add(plugin);
        movements.refunds(plugin);
      }
      accounts.add(movements.build());
    }
  }

  /** Timeouts that make a held answer an unknown outcome, and a whole call shorter than the lease. */
  private <B extends SignedClientBuilder<B, ?>> B client(B builder, MovementPlan.Account account,
      CallListener listener) {
    return builder.baseUrl(plan.baseUrl()).credentials(account.apiKeyId(), account.apiSecret())
        .connectTimeout(Duration.ofSeconds(1)).readTimeout(Duration.ofMillis(300)).callTimeout(Duration.ofSeconds(2))
        .maxRetries(2).retryBackoff(Duration.ofMillis(10), Duration.ofMillis(100)).listener(listener);
  }

  /** The listener that stops this process at the {@code n}-th event of the phase {@code pause} names. */
  private static CallListener stops(String pause) {
    String phase = pause.equals("none") ? "none" : pause.substring(0, pause.indexOf(':'));
    int at = pause.equals("none") ? 0 : Integer.parseInt(pause.substring(pause.indexOf(':') + 1));
    AtomicInteger seen = new AtomicInteger();
    return new CallListener() {
      @Override
      public void callStarted(Call call) {
        synchronized (System.out) {
          System.out.println("RECORDED " + call.idempotencyKey());
          System.out.flush();
        }
        stop("RECORDED", call);
      }

      @Override
      public void attemptFinished(Call call, Attempt attempt) {
        stop("ANSWERED", call);
      }

      @Override
      public void callFinished(Call call, End end) {
        stop("RETURNED", call);
      }

      private void stop(String event, Call call) {
        if (event.equals(phase) && seen.incrementAndGet() == at) {
          HandlerProcess.pause(event + " " + at + " " + call.idempotencyKey());
        }
      }
    };
  }

  /**
   * Sends or resumes.
   *
   * @param args {@code send <plan> <PHASE:n|none> <skip file>} or {@code resume <plan> <file that says the senders are done>}
   * @throws Exception when something fails that the test must see
   */
  public static void main(String[] args) throws Exception {
    MovementPlan plan = MovementPlan.read(Path.of(args[1]));
    if (args[0].equals("resume")) {
      new SenderProcess(plan, "none").resumeAll(Path.of(args[2]));
    } else {
      new SenderProcess(plan, args[2]).sendAll(Set.copyOf(Files.readAllLines(Path.of(args[3]))));
    }
    System.exit(0); // the clients' and pool's threads would keep the JVM alive a while
  }

  private void sendAll(Set<String> skip) throws Exception {
    ExecutorService threads = Executors.newFixedThreadPool(THREADS);
    List<Future<?>> sent = new ArrayList<>();
    for (MovementPlan.Intended movement : plan.movements()) {
      sent.add(threads.submit(() -> send(movement, skip)));
    }
    for (Future<?> future : sent) {
      future.get();
    }
    threads.shutdown();
    System.out.println("SENT");
  }

  /** Sends one movement, unless an earlier run recorded it: what that left open is resume's to finish. */
  private void send(MovementPlan.Intended movement, Set<String> skip) {
    MoneyMovements movements = accounts.get(movement.account());
    try {
      if (movement.refund()) {
        CreateRefundRequest request = refund(movement);
        if (!skip.contains(plugins.get(movement.account()).refunds().prepare(request, RequestOptions.defaults())
            .idempotencyKey().value())) {
          movements.refund(request);
        }
      } else {
        InitiatePayoutRequest request = payout(movement);
        if (!skip.contains(merchant.payouts().prepare(request, RequestOptions.defaults()).idempotencyKey().value())) {
          movements.payout(request);
        }
      }
    } catch (ServiceException e) {
      // recorded with its outcome: resume finishes it
    } catch (IllegalStateException e) {
      // recorded by a killed run that never said so, whose lease still runs: resume finishes it
    }
  }

  private CreateRefundRequest refund(MovementPlan.Intended movement) {
    MovementPlan.Account account = plan.accounts().get(movement.account());
    return CreateRefundRequest.builder().merchantId(account.merchantId()).paymentId(account.paymentId())
        .amount(movement.amount()).merchantRefundId(movement.reference()).build();
  }

  private static InitiatePayoutRequest payout(MovementPlan.Intended movement) {
    return InitiatePayoutRequest.builder().payeeId(movement.payeeId()).amount(movement.amount())
        .externalRef(movement.reference()).build();
  }

  /**
   * Resumes every account until the senders are done and no row is open (the killed runs' leases
   * run out first), within a minute; a row the service refused after an earlier send of it may
   * have gone through is not waited for: it stays UNKNOWN for a person (see {@link Settlement}).
   */
  private void resumeAll(Path sendersDone) throws Exception {
    long deadline = System.nanoTime() + Duration.ofMinutes(1).toNanos();
    int rounds = 0;
    int sent = 0;
    while (System.nanoTime() < deadline) {
      rounds++;
      for (MoneyMovements movements : accounts) {
        sent += movements.resume().sent();
      }
      if (Files.exists(sendersDone) && openRows() == 0) {
        System.out.println("RESUMED rounds=" + rounds + " sent=" + sent);
        return;
      }
      Thread.sleep(200);
    }
    throw new AssertionError(openRows() + " rows still open after a minute of resuming");
  }

  /**
   * Rows of every account still pending or unknown, those of killed runs whose lease still runs
   * included, but not those a refusal after a possible send holds for a person.
   */
  private int openRows() throws SQLException {
    try (Connection c = pool.getConnection(); Statement statement = c.createStatement();
        ResultSet count = statement.executeQuery("SELECT count(*) FROM " + plan.table()
            + " WHERE state IN ('PENDING', 'UNKNOWN') AND coalesce(last_error, '') NOT LIKE '"
            + Settlement.REFUSED_AFTER_A_SEND + "%'")) {
      count.next();
      return count.getInt(1);
    }
  }
}
