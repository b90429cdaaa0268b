package com.service.sdk.jdbc;

import com.service.sdk.core.CallListener;
import com.service.sdk.core.Credentials;
import com.service.sdk.core.SignedClientBuilder;
import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.sandbox.SandboxMerchant;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;
import javax.sql.DataSource;

/**
 * One application instance of {@link MovementModelTest}: its own clients and its own
 * {@link MoneyMovements} on the shared table, with the credentials this instance knows (which lag
 * behind a rotation until it learns the new secret), and a crash that can be armed for its next
 * call. A crash stops the calling thread at that point for good, as {@code kill -9} stops a
 * process: nothing after it runs, no outcome is recorded. The instance is dead from then on; the
 * world starts a new one in its slot. Parked threads are woken only by {@link #reap()} once the
 * sequence is checked, with credentials that refuse every further attempt before it is sent, so a
 * dead instance never touches the service or the next sequence again (what it then records goes
 * into the finished sequence's table, which nobody reads any more).
 */
final class ModelInstance implements AutoCloseable {
  /** Where an armed crash stops the sender: the {@code CallListener} event it dies in. */
  enum CrashPoint {
    /** The row is recorded (or picked) under this sender's lease; nothing was sent. */
    RECORDED,
    /** An attempt ended: it may have taken effect; nothing is settled. */
    ANSWERED,
    /** The call ended with its outcome; the outcome is not recorded. */
    RETURNED
  }

  final String name;
  final MoneyMovements movements;
  private final PluginClient plugin;
  private final MerchantClient merchant;
  private final AtomicReference<SandboxMerchant> known;
  private volatile CrashPoint armed;
  private volatile boolean dead;
  private volatile boolean reaped;
  private volatile Thread parked;
  /** Counted down when a call starts (its row is recorded): a slow sender's step waits for it. */
  private volatile CountDownLatch started = new CountDownLatch(1);

  ModelInstance(String name, String baseUrl, SandboxMerchant credentials, DataSource pool, String table,
      Duration lease) {
    this.name = name;
    this.known = new AtomicReference<>(credentials);
    CallListener listener = new CallListener() {
      @Override
      public void callStarted(Call call) {
        started.countDown();
        stopIf(CrashPoint.RECORDED);
      }

      @Override
      public void attemptFinished(Call call, Attempt attempt) {
        stopIf(CrashPoint.ANSWERED);
      }

      @Override
      public void callFinished(Call call, End end) {
        stopIf(CrashPoint.RETURNED);
      }
    };
    this.plugin = client(PluginClient.builder(), baseUrl, listener).build();
    this.merchant = client(MerchantClient.builder(), baseUrl, listener).build();
    this.movements = MoneyMovements.builder(pool).table(table).refunds(plugin).payouts(merchant).lease(lease)
        .retryDelay(Duration.ofMillis(1)).build();
  }

  /**
   * Timeouts that make a held answer a lost one, one retry (so a call's own history mixes
   * answers), and credentials read per attempt from what this instance knows.
   */
  private <B extends SignedClientBuilder<B, ?>> B client(B builder, String baseUrl, CallListener listener) {
    return builder.baseUrl(baseUrl).credentials(() -> {
      if (reaped) {
        throw new IllegalStateException("this instance was killed; nothing it does after reaches the service");
      }
      SandboxMerchant now = known.get();
      return Credentials.of(now.apiKeyId(), now.apiSecret());
    }).connectTimeout(Duration.ofSeconds(1)).readTimeout(MovementWorld.READ_TIMEOUT)
        .callTimeout(Duration.ofSeconds(4)).maxRetries(1).retryBackoff(Duration.ofMillis(5), Duration.ofMillis(20))
        .listener(listener);
  }

  PluginClient plugin() {
    return plugin;
  }

  MerchantClient merchant() {
    return merchant;
  }

  /** The instance learns the credentials the service takes now. */
  void learn(SandboxMerchant credentials) {
    known.set(credentials);
  }

  /** Its next call dies at {@code point}. */
  void arm(CrashPoint point) {
    this.armed = point;
  }

  boolean dead() {
    return dead;
  }

  /** {@return the thread that died at the armed crash, or null while none did} */
  Thread parked() {
    return parked;
  }

  /** A latch for the next call's start. */
  CountDownLatch nextStart() {
    CountDownLatch latch = new CountDownLatch(1);
    started = latch;
    return latch;
  }

  private void stopIf(CrashPoint point) {
    if (armed != point || reaped) {
      return;
    }
    armed = null;
    dead = true;
    parked = Thread.currentThread();
    while (!reaped) {
      LockSupport.park(this); // killed: only reap() ends this, after the sequence was checked
    }
  }

  /** Lets a parked thread end: every attempt after this fails before it is sent. */
  void reap() {
    reaped = true;
    Thread thread = parked;
    if (thread != null) {
      LockSupport.unpark(thread);
    }
  }

  @Override
  public void close() {
    plugin.close();
    merchant.close();
  }
}
