package com.service.sdk.core.callback;

import com.service.sdk.core.callback.CallbackResponse.Result;
import java.io.IOException;
import java.io.InputStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.FutureTask;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A callback endpoint's whole job, for any HTTP framework: give it the body and headers, answer
 * with the {@link CallbackResponse#statusCode() status} it returns. For each delivery it
 * <ol>
 *   <li>reads a {@link CallbackNotice} (a body naming nothing is answered 400 at once);</li>
 *   <li>confirms it with your confirm function, an authenticated status call such as
 *       {@code plugin.payments()::confirm} or {@code merchant.payouts()::confirm}, or, for
 *       links, whose status call is public, {@code n -> pub.links().confirm(n, ownership)}, which
 *       first asks your own records whether the link is yours (a failure is answered 503, so
 *       the service delivers again; a notice it refuses, 400);</li>
 *   <li>claims the confirmed resource state in the {@link DeliveryStore} and, only when this
 *       delivery claimed it, runs your action with the confirmed resource: a state already
 *       handled is answered 200 without running it, one being handled by another delivery 503;</li>
 *   <li>answers 200 only after the action returned; an action that threw is released (its
 *       notice kept) and answered 500, so a redelivery or {@link #resume()} runs it again.</li>
 * </ol>
 * Your action thus runs at most once at a time and, once it returned, never again for the same
 * resource state (the key your {@code stateKey} function gives, such as payment id and status),
 * whatever duplicates, reordering or concurrency the deliveries show; see {@link DeliveryStore}
 * for what a crash does.
 *
 * <p><b>Callbacks may never come again.</b> The spec promises no redelivery, so nothing here
 * waits for one. The store keeps each claim's notice: {@link #resume()} (run it from your
 * scheduler, on every instance) finishes what a crash or a failed action left, once its lease ran
 * out, by confirming the kept notice again with the status call and running the action once; and
 * {@link #reconcile(CallbackNotice)} finds a payment, payout or link whose callback never came at
 * all, given the reference you hold of it. The lease must outlast the confirm call and the action
 * together, measured from the claim on the store's clock: not from the delivery's arrival, and not
 * the handler's timeout (work goes on after a 503).
 *
 * <p><b>Timeout.</b> The work runs on the handler's workers; the receiving thread waits for it
 * at most {@link Builder#timeout(Duration) timeout} (default 5 s) and then answers 503
 * ({@link Result#TIMED_OUT}), so a slow status call or action never holds the sender's
 * connection. Work that had not started by then is cancelled. Work that had started is not
 * interrupted: it goes on, and its claim keeps other deliveries of the same state out (503)
 * until it ends; when the action then returns the state is done (a later delivery gets 200),
 * when it throws the claim is released (a later delivery runs it again).
 *
 * <p><b>Your code can throw anything.</b> Whatever the confirm and state-key functions, the
 * action, the delivery store or the executor throw, {@code Error}s included, the delivery gets
 * a definite answer with the throwable as its {@link CallbackResponse#failure() failure} (an
 * action that threw is released; a store that fails to complete a returned action still answers
 * 200, since the action ran), the handler and its workers go on, and {@code handle} returns
 * within the timeout. A failure that comes after the delivery was answered (work that outran
 * the timeout) is logged once at WARN with the resource state's key, never the body.
 *
 * <p>Thread-safe; build one per endpoint and {@link #close()} it on shutdown.
 *
 * @param <R> the confirmed resource, such as {@code PaymentStatus}
 */
public final class CallbackHandler<R> implements AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(CallbackHandler.class);
  private static final AtomicInteger POOLS = new AtomicInteger();
  /** The most lapsed claims one {@link #resume()} finishes. */
  static final int RESUME_BATCH = 100;

  private final Delivery.Parts<R> parts;
  private final Duration timeout;
  private final Executor executor;
  private final @Nullable ThreadPoolExecutor ownPool;

  /**
   * The merchant's work for a confirmed resource: ship the order, mark the payout paid. It may
   * throw to have the delivery answered 500 and run again, on redelivery or by {@link #resume()}.
   *
   * @param <R> the confirmed resource
   */
  @FunctionalInterface
  public interface Action<R> {
    /**
     * Acts on a confirmed resource.
     *
     * @param confirmed what the status call returned, never the callback's own claims
     * @throws Exception to have the delivery answered 500 and run again, when it is redelivered or
     *     by {@link CallbackHandler#resume()}
     */
    void accept(R confirmed) throws Exception;
  }

  /**
   * An {@link Action} that also learns the claim it runs under: the state key and the owner the
   * {@link DeliveryStore} claimed it for. A store that marks the key done in the same database
   * transaction as the action's own writes needs both, so that the writes and "done" commit
   * together or not at all (sdk-jdbc's {@code JdbcDeliveryStore.inTransaction} builds one).
   *
   * @param <R> the confirmed resource
   */
  @FunctionalInterface
  public interface ClaimedAction<R> {
    /**
     * Acts on a confirmed resource under a claim.
     *
     * @param confirmed what the status call returned, never the callback's own claims
     * @param key the state key claimed, what {@code stateKey} gave for {@code confirmed}
     * @param owner the owner this delivery claimed {@code key} for, unique to the delivery
     * @throws Exception to have the delivery answered 500 and run again, when it is redelivered or
     *     by {@link CallbackHandler#resume()}
     */
    void accept(R confirmed, String key, String owner) throws Exception;
  }

  private CallbackHandler(Builder<R> builder) {
    this.parts = new Delivery.Parts<>(builder.confirm, builder.stateKey,
        Objects.requireNonNull(builder.action, "action is required"),
        builder.store != null ? builder.store : DeliveryStore.inMemory(10_000), builder.lease);
    this.timeout = builder.timeout;
    if (builder.executor != null) {
      this.executor = builder.executor;
      this.ownPool = null;
    } else {
      int threads = builder.maxConcurrent;
      int pool = POOLS.incrementAndGet();
      AtomicInteger count = new AtomicInteger();
      this.ownPool = new ThreadPoolExecutor(threads, threads, 30, TimeUnit.SECONDS,
          new ArrayBlockingQueue<>(threads * 4), task -> {
            Thread thread = new Thread(task, "callback-handler-" + pool + "-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
          });
      ownPool.allowCoreThreadTimeOut(true);
      this.executor = ownPool;
    }
  }

  /**
   * Starts a handler.
   *
   * @param confirm turns a notice into the confirmed resource with an authenticated status call,
   *     such as {@code plugin.payments()::confirm}; it throws {@code IllegalArgumentException} for
   *     a notice of another kind
   * @param stateKey the resource state that the action runs once for, such as
   *     {@code p -> p.paymentId() + " " + p.status()}; when endpoints share one store, start it
   *     with the kind ({@code "payment "}, {@code "payout "}) so that ids of two kinds never meet
   * @param <R> the confirmed resource
   * @return a builder; set at least {@link Builder#action}
   * @throws NullPointerException if an argument is null
   */
  public static <R> Builder<R> builder(Function<CallbackNotice, ? extends R> confirm, Function<? super R, String> stateKey) {
    return new Builder<>(confirm, stateKey);
  }

  /**
   * Handles one delivery from its body stream, reading at most
   * {@link CallbackNotice#MAX_BODY_BYTES} bytes of it (a longer body is answered 413). Reading
   * happens on the calling thread, before the timeout starts: your server's read timeout
   * bounds a sender that trickles its body.
   *
   * @param body the request body
   * @param headers the request headers
   * @return what to answer
   * @throws IOException if reading the body fails
   * @throws NullPointerException if an argument is null
   */
  public CallbackResponse handle(InputStream body, Map<String, ? extends List<String>> headers) throws IOException {
    Objects.requireNonNull(body, "body == null");
    byte[] bytes = body.readNBytes(CallbackNotice.MAX_BODY_BYTES + 1);
    if (bytes.length > CallbackNotice.MAX_BODY_BYTES) {
      return done(CallbackResponse.of(Result.TOO_LARGE, "body larger than " + CallbackNotice.MAX_BODY_BYTES + " bytes"));
    }
    return handle(bytes, headers);
  }

  /**
   * Handles one delivery; never waits longer than the timeout, never throws for what the
   * delivery holds or what the status call, the action, the delivery store or the executor do
   * (whatever they throw, {@code Error}s included, becomes the answer's
   * {@link CallbackResponse#failure() failure}).
   *
   * @param body the request body exactly as received
   * @param headers the request headers, names in any case
   * @return what to answer
   * @throws NullPointerException if an argument is null
   */
  public CallbackResponse handle(byte[] body, Map<String, ? extends List<String>> headers) {
    CallbackNotice notice = CallbackNotice.parse(body, headers);
    if (notice.kind() == CallbackNotice.Kind.NONE) {
      return done(CallbackResponse.of(Result.UNREADABLE, "callback names no payment, link or payout: "
          + (notice.problems().isEmpty() ? "no recognised field" : String.join("; ", notice.problems()))));
    }
    Delivery<R> delivery = new Delivery<>(parts, notice);
    FutureTask<CallbackResponse> work = new FutureTask<>(delivery);
    try {
      executor.execute(work);
    } catch (RejectedExecutionException e) {
      return done(CallbackResponse.of(Result.OVERLOADED, "too many callbacks at once; deliver again later"));
    } catch (Throwable e) { // the executor itself failed: the work ran already, or it never will
      if (delivery.abandon()) {
        work.cancel(false);
        return done(CallbackResponse.of(Result.OVERLOADED, "the executor failed to take the delivery;"
            + " deliver again later", e));
      }
    }
    return done(await(work, delivery));
  }

  /**
   * Finishes, on the calling thread, the deliveries that were claimed and never completed and whose
   * lease has run out (their process died, or their action threw), up to 100 a
   * call, oldest first, one at a time: each is taken over in the store just before it is worked
   * on (so its new lease runs from there, and a long run of them never outlasts the lease of one
   * still waiting its turn), its kept notice confirmed again with the status call, and the action
   * run once under the claim when the resource is in the same state;
   * when it moved on, the state it is in now is handled as a delivery of it would be. Nothing waits
   * for the service to deliver again, which the spec does not promise. Handlers that share a store
   * each take what lapsed; one whose confirm function cannot confirm a notice (another kind, or
   * another merchant's: the status call finds nothing) gives it back at once for the handler it
   * belongs to. Run it from your scheduler on every instance, every minute, say: a delivery lost to
   * a crash is then finished a lease and a minute later.
   *
   * @return what each finished delivery came to, as {@link #handle} would have answered it;
   *     empty when nothing had lapsed
   * @throws RuntimeException whatever the store throws while taking the lapsed claims over (a
   *     database that cannot be reached); what it took is then left for a later call
   */
  public List<CallbackResponse> resume() {
    String owner = UUID.randomUUID().toString();
    Set<String> seen = new HashSet<>();
    List<CallbackResponse> finished = new ArrayList<>();
    while (finished.size() < RESUME_BATCH) {
      List<DeliveryStore.Lapsed> next = parts.store().takeLapsed(owner, parts.lease(), 1);
      if (next.isEmpty()) {
        break;
      }
      DeliveryStore.Lapsed claim = next.get(0);
      if (!seen.add(claim.key())) { // given back earlier in this call: what is left is for a later one
        giveBackUntried(claim.key(), owner);
        break;
      }
      finished.add(done(new Delivery<>(parts, claim, owner).call()));
    }
    return finished;
  }

  /** Ends the lease of a claim taken and not worked on; should the store fail, it lapses with its lease. */
  private void giveBackUntried(String key, String owner) {
    try {
      parts.store().release(key, owner);
    } catch (RuntimeException e) {
      LOG.debug("could not give back {} untried; it lapses with its lease", key, e);
    }
  }

  /**
   * Handles, on the calling thread, a payment, payout or link whose callback may never have come,
   * as a delivery of it would be handled: confirmed by the status call, the action run once for the
   * state it is in (a state already handled is not run again). Call it from your scheduler for
   * each reference your own records hold open (orders unpaid a while after checkout, payouts not
   * yet final), with {@link CallbackNotice#of}. The action runs once per confirmed state, so a
   * payment still {@code created} gets it once in that state, as a callback for it would: act only
   * on the states that mean something to you.
   *
   * @param notice the resource, such as {@code CallbackNotice.of(Kind.PAYMENT, paymentId)}
   * @return what it came to: {@code HANDLED} (the action ran), {@code DUPLICATE} (that state was
   *     handled), {@code IN_PROGRESS}, {@code UNCONFIRMED} (the status call failed: try again
   *     later), {@code UNREADABLE} (the notice names nothing this handler confirms), {@code FAILED}
   *     (the action threw: it runs again at the next reconcile or {@link #resume()})
   * @throws NullPointerException if {@code notice} is null
   */
  public CallbackResponse reconcile(CallbackNotice notice) {
    Objects.requireNonNull(notice, "notice == null");
    return done(new Delivery<>(parts, notice).call());
  }

  /** Waits for the work at most the timeout; the answer is always definite. */
  private CallbackResponse await(FutureTask<CallbackResponse> work, Delivery<R> delivery) {
    String gaveUp;
    try {
      return work.get(timeout.toNanos(), TimeUnit.NANOSECONDS);
    } catch (TimeoutException e) {
      gaveUp = "not handled within " + timeout + "; deliver again later";
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      gaveUp = "interrupted while handling; deliver again later";
    } catch (ExecutionException | CancellationException e) { // the work itself never throws: a bug
      return CallbackResponse.of(Result.FAILED, "handling failed", thrownBy(e));
    }
    if (delivery.abandon()) {
      work.cancel(false); // work that has not started never will; work that has goes on
      return CallbackResponse.of(Result.TIMED_OUT, gaveUp);
    }
    return ended(work); // it ended just as the wait did: its answer stands
  }

  /** Returns the answer of work that has ended, waiting the moment it takes to be set. */
  private static CallbackResponse ended(FutureTask<CallbackResponse> work) {
    boolean interrupted = Thread.interrupted();
    try {
      while (true) {
        try {
          return work.get();
        } catch (InterruptedException again) {
          interrupted = true;
        } catch (ExecutionException | CancellationException e) {
          return CallbackResponse.of(Result.FAILED, "handling failed", thrownBy(e));
        }
      }
    } finally {
      if (interrupted) {
        Thread.currentThread().interrupt();
      }
    }
  }

  /** Returns what the work threw, out of the {@link ExecutionException} that carries it. */
  private static Throwable thrownBy(Exception e) {
    Throwable cause = e.getCause();
    return e instanceof ExecutionException && cause != null ? cause : e;
  }

  private static CallbackResponse done(CallbackResponse response) {
    LOG.debug("callback answered {} {}: {}", response.statusCode(), response.result(), response.message());
    return response;
  }

  /**
   * Stops the handler's own workers once their work is done; an executor you gave is left alone.
   * Deliveries after this are answered {@link Result#OVERLOADED}.
   */
  @Override
  public void close() {
    if (ownPool != null) {
      ownPool.shutdown();
    }
  }

  /**
   * Configures a {@link CallbackHandler}.
   *
   * @param <R> the confirmed resource
   */
  public static final class Builder<R> {
    private final Function<CallbackNotice, ? extends R> confirm;
    private final Function<? super R, String> stateKey;
    private @Nullable ClaimedAction<? super R> action;
    private @Nullable DeliveryStore store;
    private Duration timeout = Duration.ofSeconds(5);
    private Duration lease = Duration.ofMinutes(10);
    private @Nullable Executor executor;
    private int maxConcurrent = 8;

    private Builder(Function<CallbackNotice, ? extends R> confirm, Function<? super R, String> stateKey) {
      this.confirm = Objects.requireNonNull(confirm, "confirm == null");
      this.stateKey = Objects.requireNonNull(stateKey, "stateKey == null");
    }

    /**
     * Sets what to do with each confirmed resource state, once. Required: this or
     * {@link #action(ClaimedAction)}.
     *
     * @param action the merchant's work
     * @return this builder
     * @throws NullPointerException if {@code action} is null
     */
    public Builder<R> action(Action<? super R> action) {
      Objects.requireNonNull(action, "action == null");
      this.action = (confirmed, key, owner) -> action.accept(confirmed);
      return this;
    }

    /**
     * Sets what to do with each confirmed resource state, once, for an action that needs the
     * claim it runs under (the key and the owner); replaces an {@link #action(Action)} set before.
     *
     * @param action the merchant's work
     * @return this builder
     * @throws NullPointerException if {@code action} is null
     */
    public Builder<R> action(ClaimedAction<? super R> action) {
      this.action = Objects.requireNonNull(action, "action == null");
      return this;
    }

    /**
     * Sets where handled deliveries are remembered; default {@code DeliveryStore.inMemory(10_000)}.
     *
     * @param store the store, such as one backed by your database
     * @return this builder
     * @throws NullPointerException if {@code store} is null
     */
    public Builder<R> store(DeliveryStore store) {
      this.store = Objects.requireNonNull(store, "store == null");
      return this;
    }

    /**
     * Sets how long the receiving thread waits before answering 503; default 5 seconds. Keep it
     * below the sender's own timeout.
     *
     * @param timeout positive
     * @return this builder
     * @throws NullPointerException if {@code timeout} is null
     * @throws IllegalArgumentException if it is not positive
     */
    public Builder<R> timeout(Duration timeout) {
      this.timeout = positive(timeout, "timeout");
      return this;
    }

    /**
     * Sets how long a claim holds before it is taken to be a dead process's; default 10 minutes.
     * It must outlast the longest run of the confirm call and the action together, measured from
     * the claim on the store's clock (see {@link DeliveryStore}); it is also how long a delivery
     * lost to a crash waits before {@link #resume()} finishes it.
     *
     * @param lease positive
     * @return this builder
     * @throws NullPointerException if {@code lease} is null
     * @throws IllegalArgumentException if it is not positive
     */
    public Builder<R> lease(Duration lease) {
      this.lease = positive(lease, "lease");
      return this;
    }

    /**
     * Runs the work on your executor instead of the handler's own workers; {@link #close()}
     * leaves it alone. An executor that rejects work gets the delivery answered 503; one that
     * runs work on the calling thread makes the timeout moot.
     *
     * @param executor the executor
     * @return this builder
     * @throws NullPointerException if {@code executor} is null
     */
    public Builder<R> executor(Executor executor) {
      this.executor = Objects.requireNonNull(executor, "executor == null");
      return this;
    }

    /**
     * Sets how many deliveries the handler's own workers handle at once (four times as many
     * wait; more are answered 503); default 8. Ignored with {@link #executor}.
     *
     * @param maxConcurrent at least 1
     * @return this builder
     * @throws IllegalArgumentException if it is less than 1
     */
    public Builder<R> maxConcurrent(int maxConcurrent) {
      if (maxConcurrent < 1) {
        throw new IllegalArgumentException("maxConcurrent must be at least 1, was " + maxConcurrent);
      }
      this.maxConcurrent = maxConcurrent;
      return this;
    }

    /**
     * Builds the handler.
     *
     * @return a new handler, with its own workers unless an executor was given
     * @throws NullPointerException if no action was set
     */
    public CallbackHandler<R> build() {
      return new CallbackHandler<>(this);
    }

    private static Duration positive(Duration value, String name) {
      Objects.requireNonNull(value, name + " == null");
      if (value.isNegative() || value.isZero()) {
        throw new IllegalArgumentException(name + " must be positive, was " + value);
      }
      return value;
    }
  }
}
