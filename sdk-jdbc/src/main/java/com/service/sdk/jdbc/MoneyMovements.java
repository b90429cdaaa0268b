package com.service.sdk.jdbc;

import com.service.sdk.core.IdempotencyKey;
import com.service.sdk.core.PreparedRequest;
import com.service.sdk.core.RequestOptions;
import com.service.sdk.core.ServiceException;
import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.model.InitiatePayoutRequest;
import com.service.sdk.payouts.model.PayoutInitiation;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.plugin.model.CreateRefundRequest;
import com.service.sdk.plugin.model.Refund;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Function;
import javax.sql.DataSource;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A durable record of refunds and payouts in the merchant's own database, so that a crash at any
 * point ends with every intended refund and payout applied exactly once. Each call
 * <ol>
 *   <li>prepares the request: its idempotency key (yours, or derived from your reference) and the
 *       exact body bytes;</li>
 *   <li>records both as {@link MovementState#PENDING}, committed, under this call's lease, before
 *       anything is sent (a database that fails here means nothing is sent), and counts the call;</li>
 *   <li>sends those bytes under that key, with the SDK's own retries;</li>
 *   <li>records how the call ended, from what the row already knew: {@link MovementState#APPLIED}
 *       with the service's id, whoever sent it; {@link MovementState#UNKNOWN} when this call or any
 *       before it under the key may have taken effect (then a refusal settles nothing);
 *       {@link MovementState#NOT_APPLIED} for a refusal when nothing can have taken effect;
 *       {@link MovementState#PENDING} for a 429 or a call that never left.</li>
 * </ol>
 * {@link #resume()}, on any instance, finds what is pending or unknown and whose lease ran out (its
 * sender died, or gave up for now) and sends it again: the same key and the same bytes, so the
 * service answers with the original when the first send got through (spec 4.4, 4.12). The spec's
 * only status check for these, the payout status, needs a transaction id that only a read answer
 * gives, and a read answer is recorded at once; so the resend is the check. A sender that took a
 * row whose previous sender never recorded an outcome (it died, or its lease ran out while it
 * waited) records it {@code UNKNOWN} before it sends anything: that send may have gone through.
 *
 * <p>Leases and due times run on the database's clock. A lease should outlast a call (the
 * clients' call timeout): when it does not, {@code resume()} elsewhere may send it while the first
 * send still runs. That is safe (the same key; the first sender's answer is still recorded, an
 * applied one as the truth, a lost one as {@code UNKNOWN}, and a refusal of either never makes it
 * {@code NOT_APPLIED}), only wasteful. Thread-safe; share one per merchant account.
 *
 * <p><b>Several merchant accounts</b> (a platform with a {@code PluginClient} per merchant) share
 * one table with one {@code MoneyMovements} per account, each named by {@link Builder#account}:
 * keys are the service's per account, and {@code resume()} sends each account's movements with
 * that account's clients only.
 */
public final class MoneyMovements {
  private static final Logger LOG = LoggerFactory.getLogger(MoneyMovements.class);
  private static final String REFUND = "refunds.create";
  private static final String PAYOUT = "payouts.initiate";

  private final MovementLedger ledger;
  private final String account;
  private final @Nullable PluginClient plugin;
  private final @Nullable MerchantClient merchant;
  private final long leaseMillis;
  private final long retryMillis;

  private MoneyMovements(Builder builder) {
    this.ledger = new MovementLedger(builder.dataSource, builder.table, builder.account);
    this.account = builder.account;
    this.plugin = builder.plugin;
    this.merchant = builder.merchant;
    this.leaseMillis = JdbcDeliveryStore.positiveMillis(builder.lease, "lease");
    this.retryMillis = JdbcDeliveryStore.positiveMillis(builder.retryDelay, "retryDelay");
  }

  /**
   * Starts a record on {@code dataSource}, table {@code service_sdk_movement}.
   *
   * @param dataSource a pooled data source of the database that holds the table
   * @return a builder; give it the client of refunds, of payouts, or both
   * @throws NullPointerException if {@code dataSource} is null
   */
  public static Builder builder(DataSource dataSource) {
    return new Builder(dataSource);
  }

  /**
   * Records, sends and settles a refund whose key is derived from its {@code merchantRefundId}.
   *
   * @param request the refund
   * @return the refund the service made (or made before, under the same key)
   * @throws IllegalStateException if no {@code PluginClient} was given, the key was recorded for
   *     another request, or another instance is sending it now; nothing is sent
   * @throws IllegalArgumentException if the request has no {@code merchantRefundId}; nothing is sent
   * @throws StoreException if recording it failed (nothing is sent), or recording the outcome of a
   *     refund that was applied failed (it stays open and {@link #resume()} records it)
   * @throws ServiceException as {@code refunds().create} throws, once its outcome is recorded
   */
  public Refund refund(CreateRefundRequest request) {
    return refund(request, RequestOptions.defaults());
  }

  /**
   * Records, sends and settles a refund, with settings for this call (such as your own key).
   *
   * @param request the refund
   * @param options the call's deadline, retry budget and idempotency key
   * @return the refund the service made (or made before, under the same key)
   * @throws NullPointerException if an argument is null
   * @see #refund(CreateRefundRequest) for the other exceptions
   */
  public Refund refund(CreateRefundRequest request, RequestOptions options) {
    PluginClient refunds = client(plugin, "refunds", "refunds(PluginClient)");
    PreparedRequest prepared = refunds.refunds().prepare(request, options);
    return send(prepared, record(prepared), p -> refunds.refunds().create(p, options), Refund::refundId);
  }

  /**
   * Records, sends and settles a payout whose key is derived from its {@code externalRef}.
   *
   * @param request the payout
   * @return the initiated payout (or the one initiated before, under the same key)
   * @throws IllegalStateException if no {@code MerchantClient} was given, the key was recorded for
   *     another request, or another instance is sending it now; nothing is sent
   * @throws StoreException if recording it failed (nothing is sent), or recording the outcome of a
   *     payout that was applied failed (it stays open and {@link #resume()} records it)
   * @throws ServiceException as {@code payouts().initiate} throws, once its outcome is recorded
   */
  public PayoutInitiation payout(InitiatePayoutRequest request) {
    return payout(request, RequestOptions.defaults());
  }

  /**
   * Records, sends and settles a payout, with settings for this call (such as your own key).
   *
   * @param request the payout
   * @param options the call's deadline, retry budget and idempotency key
   * @return the initiated payout (or the one initiated before, under the same key)
   * @throws NullPointerException if an argument is null
   * @see #payout(InitiatePayoutRequest) for the other exceptions
   */
  public PayoutInitiation payout(InitiatePayoutRequest request, RequestOptions options) {
    MerchantClient payouts = client(merchant, "payouts", "payouts(MerchantClient)");
    PreparedRequest prepared = payouts.payouts().prepare(request, options);
    return send(prepared, record(prepared), p -> payouts.payouts().initiate(p, options),
        PayoutInitiation::transactionId);
  }

  /**
   * Sends again, one at a time, every refund and payout that is pending or unknown, whose lease or
   * retry delay is over and that was last changed before this call started; skips those another
   * instance is sending (leases, {@code FOR UPDATE SKIP LOCKED}), so any number of instances may
   * run it at once. Only operations this record has a client for are sent. Run it at start and
   * from your scheduler (every minute, say). Its credentials need not be good: a refusal (401
   * while a secret rotates) never settles a movement that may have been made, and the next run
   * sends it again.
   *
   * @return what it did
   * @throws StoreException if the database failed; what was settled before stays settled
   */
  public ResumeSummary resume() {
    String owner = UUID.randomUUID().toString();
    OffsetDateTime started = ledger.now();
    String first = plugin != null ? REFUND : PAYOUT;
    String second = merchant != null ? PAYOUT : REFUND;
    int sent = 0;
    int applied = 0;
    int notApplied = 0;
    MovementLedger.Row row;
    while ((row = ledger.pick(owner, leaseMillis, started, first, second)) != null) {
      MovementState state = resend(row, owner);
      sent++;
      if (state == MovementState.APPLIED) {
        applied++;
      } else if (state == MovementState.NOT_APPLIED) {
        notApplied++;
      }
    }
    ResumeSummary summary = new ResumeSummary(sent, applied, notApplied, sent - applied - notApplied);
    LOG.debug("resumed from table {}: {}", ledger.table(), summary);
    return summary;
  }

  /** Sends a picked row again; returns the state it was left in. */
  private MovementState resend(MovementLedger.Row row, String owner) {
    PreparedRequest prepared;
    try {
      prepared = row.request();
    } catch (IllegalArgumentException e) {
      ledger.settle(IdempotencyKey.of(row.key()), owner, Settlement.unknown(e), retryMillis, row.seen());
      return MovementState.UNKNOWN;
    }
    RequestOptions options = RequestOptions.defaults();
    try {
      if (prepared.operation().equals(REFUND)) {
        // resume() picks only the operations this record has a client for
        PluginClient refunds = client(plugin, "refunds", "refunds(PluginClient)");
        send(prepared, new Taken(owner, row.seen()), p -> refunds.refunds().create(p, options), Refund::refundId);
      } else {
        MerchantClient payouts = client(merchant, "payouts", "payouts(MerchantClient)");
        send(prepared, new Taken(owner, row.seen()), p -> payouts.payouts().initiate(p, options),
            PayoutInitiation::transactionId);
      }
      return MovementState.APPLIED;
    } catch (StoreException e) {
      throw e;
    } catch (RuntimeException e) { // recorded: the row says what it made of it
      return ledger.find(prepared.idempotencyKey()).map(Movement::state).orElse(MovementState.UNKNOWN);
    }
  }

  /**
   * Reads a recorded refund or payout.
   *
   * @param key its idempotency key, as the result, the exception or {@code prepare(..)} gave it
   * @return the movement, or empty when none was recorded under the key
   * @throws NullPointerException if {@code key} is null
   * @throws StoreException if the database failed
   */
  public Optional<Movement> find(IdempotencyKey key) {
    return ledger.find(Objects.requireNonNull(key, "key == null"));
  }

  @Override
  public String toString() {
    return "MoneyMovements[table=" + ledger.table() + ", account=" + account + ", refunds=" + (plugin != null)
        + ", payouts="
        + (merchant != null) + ", lease=" + Duration.ofMillis(leaseMillis) + "]";
  }

  /** A sender's lease on a row: who it is, and what it saw of the row when it took it. */
  private record Taken(String owner, MovementLedger.Seen seen) {}

  /** Records {@code prepared} under a new owner's lease. */
  private Taken record(PreparedRequest prepared) {
    String owner = UUID.randomUUID().toString();
    MovementLedger.Seen seen = ledger.record(prepared, owner, leaseMillis);
    LOG.debug("recorded {} {} in table {}", prepared.operation(), prepared.idempotencyKey(), ledger.table());
    return new Taken(owner, seen);
  }

  /** Sends under the taken lease and records how it ended; rethrows the call's failure once recorded. */
  private <T> T send(PreparedRequest prepared, Taken taken, Function<PreparedRequest, T> call, Function<T, String> id) {
    T result;
    try {
      result = call.apply(prepared);
    } catch (ServiceException e) {
      settleAfterFailure(prepared, taken, Settlement.of(e), e);
      throw e;
    } catch (RuntimeException | Error e) {
      settleAfterFailure(prepared, taken, Settlement.unknown(e), e);
      throw e;
    }
    Settlement applied = Settlement.applied(id.apply(result));
    try {
      ledger.settle(prepared.idempotencyKey(), taken.owner(), applied, 0, taken.seen());
    } catch (StoreException e) {
      throw new StoreException(prepared.operation() + " " + prepared.idempotencyKey() + " was applied as "
          + applied.resultId() + ", but recording that failed; it stays open and resume() records it: "
          + e.getMessage(), e.sqlState(), e);
    }
    LOG.debug("{} {} applied as {}", prepared.operation(), prepared.idempotencyKey(), applied.resultId());
    return result;
  }

  private void settleAfterFailure(PreparedRequest prepared, Taken taken, Settlement settlement, Throwable failure) {
    try {
      ledger.settle(prepared.idempotencyKey(), taken.owner(), settlement, retryMillis, taken.seen());
      LOG.debug("{} {} ended with evidence {}: {}", prepared.operation(), prepared.idempotencyKey(),
          settlement.evidence(), settlement.error());
    } catch (StoreException e) {
      failure.addSuppressed(e); // the call's own failure says more; the row stays open for resume()
    }
  }

  private static <C> C client(@Nullable C client, String what, String setter) {
    if (client == null) {
      throw new IllegalStateException("this MoneyMovements sends no " + what + ": give it a client with " + setter);
    }
    return client;
  }

  /** Configures {@link MoneyMovements}. */
  public static final class Builder {
    private final DataSource dataSource;
    private @Nullable PluginClient plugin;
    private @Nullable MerchantClient merchant;
    private String table = JdbcSchema.MOVEMENT_TABLE;
    private String account = "default";
    private Duration lease = Duration.ofMinutes(5);
    private Duration retryDelay = Duration.ofMinutes(1);

    private Builder(DataSource dataSource) {
      this.dataSource = Objects.requireNonNull(dataSource, "dataSource == null");
    }

    /**
     * Sends refunds with this client; without one, {@code refund(..)} is refused and
     * {@code resume()} leaves refunds alone.
     *
     * @param plugin the client of the merchant's refunds
     * @return this builder
     * @throws NullPointerException if {@code plugin} is null
     */
    public Builder refunds(PluginClient plugin) {
      this.plugin = Objects.requireNonNull(plugin, "plugin == null");
      return this;
    }

    /**
     * Sends payouts with this client; without one, {@code payout(..)} is refused and
     * {@code resume()} leaves payouts alone.
     *
     * @param merchant the client of the merchant's payouts
     * @return this builder
     * @throws NullPointerException if {@code merchant} is null
     */
    public Builder payouts(MerchantClient merchant) {
      this.merchant = Objects.requireNonNull(merchant, "merchant == null");
      return this;
    }

    /**
     * Sets the table; default {@code service_sdk_movement}. Create it with
     * {@link JdbcSchema#postgresql(String, String)}.
     *
     * @param table a lower-case identifier, optionally schema-qualified
     * @return this builder
     * @throws NullPointerException if {@code table} is null
     * @throws IllegalArgumentException if it is not such an identifier
     */
    public Builder table(String table) {
      this.table = Sql.table(table, "table", "billing.service_sdk_movement");
      return this;
    }

    /**
     * Names the merchant account whose clients these are, when one table records the movements
     * of several (a platform's); default {@code "default"}. Each account's rows are its own:
     * recorded, found and resumed only by a {@code MoneyMovements} of that account.
     *
     * @param account a name of your choosing, such as the merchant id, stable across releases
     * @return this builder
     * @throws NullPointerException if {@code account} is null
     * @throws IllegalArgumentException if it is blank or longer than 200 characters
     */
    public Builder account(String account) {
      Objects.requireNonNull(account, "account == null");
      if (account.isBlank() || account.length() > 200) {
        throw new IllegalArgumentException("account must be 1 to 200 characters and not blank, was \"" + account + "\"");
      }
      this.account = account;
      return this;
    }

    /**
     * Sets how long a sender holds a movement before {@code resume()} elsewhere takes it to be a
     * dead process's; default 5 minutes. Keep it above the clients' call timeout.
     *
     * @param lease positive
     * @return this builder
     * @throws NullPointerException if {@code lease} is null
     * @throws IllegalArgumentException if it is not positive
     */
    public Builder lease(Duration lease) {
      JdbcDeliveryStore.positiveMillis(lease, "lease");
      this.lease = lease;
      return this;
    }

    /**
     * Sets how long after a call that left a movement open (a refusal that passes, an unknown
     * outcome) {@code resume()} may send it again; default 1 minute.
     *
     * @param retryDelay positive
     * @return this builder
     * @throws NullPointerException if {@code retryDelay} is null
     * @throws IllegalArgumentException if it is not positive
     */
    public Builder retryDelay(Duration retryDelay) {
      JdbcDeliveryStore.positiveMillis(retryDelay, "retryDelay");
      this.retryDelay = retryDelay;
      return this;
    }

    /**
     * Builds the record; nothing is read or written until it is used.
     *
     * @return the record
     * @throws IllegalStateException if neither a refunds nor a payouts client was given
     * @throws IllegalArgumentException if the data source is, or says it wraps, Spring's
     *     {@code TransactionAwareDataSourceProxy}, whose connections join the caller's transaction:
     *     give it the data source behind the proxy
     */
    public MoneyMovements build() {
      if (plugin == null && merchant == null) {
        throw new IllegalStateException("MoneyMovements needs a client: refunds(PluginClient), payouts(MerchantClient)"
            + " or both");
      }
      return new MoneyMovements(this);
    }
  }
}
