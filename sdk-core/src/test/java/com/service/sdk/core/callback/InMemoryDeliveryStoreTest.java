package com.service.sdk.core.callback;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.core.callback.DeliveryStore.Claim;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class InMemoryDeliveryStoreTest {
  /** What the claims here were confirmed from: any notice does, for the store. */
  private static final CallbackNotice NOTICE = CallbackNotice.of(CallbackNotice.Kind.PAYMENT, "pay_1");
  private static final Duration LEASE = Duration.ofSeconds(10);

  private final AtomicLong now = new AtomicLong();
  private final InMemoryDeliveryStore store = new InMemoryDeliveryStore(3, now::get);

  @Test
  void aClaimHeld_isInProgressForOthers_andDoneOnceCompleted() {
    assertThat(store.claim("pay_1 paid", "a", LEASE, NOTICE)).isEqualTo(Claim.CLAIMED);
    assertThat(store.claim("pay_1 paid", "b", LEASE, NOTICE)).isEqualTo(Claim.IN_PROGRESS);

    store.complete("pay_1 paid", "a");

    assertThat(store.claim("pay_1 paid", "b", LEASE, NOTICE)).isEqualTo(Claim.DONE);
  }

  @Test
  void takeLapsed_takesOverClaimsWhoseLeaseEndedOrThatWereReleased_withTheirNotices_oldestFirst() {
    CallbackNotice second = CallbackNotice.of(CallbackNotice.Kind.PAYMENT, "pay_2");
    store.claim("died", "a", LEASE, NOTICE);
    store.claim("released", "b", LEASE, second);
    store.claim("live", "c", LEASE.multipliedBy(3), NOTICE);
    store.release("released", "b");

    List<DeliveryStore.Lapsed> released = store.takeLapsed("resumer-1", LEASE, 10);
    now.addAndGet(LEASE.toNanos());
    List<DeliveryStore.Lapsed> both = store.takeLapsed("resumer-2", LEASE, 1);

    assertThat(released).singleElement().satisfies(l -> {
      assertThat(l.key()).isEqualTo("released");
      assertThat(l.notice().toJson()).isEqualTo(second.toJson());
    });
    assertThat(both).as("at most max, oldest first; the one taken a moment ago holds its new lease")
        .extracting(DeliveryStore.Lapsed::key).containsExactly("died");
    assertThat(store.claim("died", "a redelivery", LEASE, NOTICE)).as("resumer-2 holds it")
        .isEqualTo(Claim.IN_PROGRESS);
    store.complete("died", "resumer-2");
    store.complete("live", "c");
    now.addAndGet(LEASE.multipliedBy(5).toNanos());
    assertThat(store.takeLapsed("resumer-3", LEASE, 10)).extracting(DeliveryStore.Lapsed::key)
        .containsExactly("released");
  }

  @Test
  void whenFull_handledKeysAreForgottenBeforeLapsedClaims() {
    store.claim("lapsed", "a", Duration.ofNanos(1), NOTICE);
    store.claim("done", "b", LEASE, NOTICE);
    store.complete("done", "b");
    store.claim("live", "c", LEASE, NOTICE);
    now.addAndGet(1);

    assertThat(store.claim("new", "d", LEASE, NOTICE)).isEqualTo(Claim.CLAIMED);

    assertThat(store.takeLapsed("resumer", LEASE, 10)).extracting(DeliveryStore.Lapsed::key).containsExactly("lapsed");
  }

  @Test
  void release_byTheOwner_letsTheNextDeliveryClaim() {
    store.claim("k", "a", LEASE, NOTICE);

    store.release("k", "a");

    assertThat(store.claim("k", "b", LEASE, NOTICE)).isEqualTo(Claim.CLAIMED);
  }

  @Test
  void release_byAnotherOwner_orOfADoneKey_changesNothing() {
    store.claim("k", "a", LEASE, NOTICE);
    store.release("k", "b");
    assertThat(store.claim("k", "c", LEASE, NOTICE)).isEqualTo(Claim.IN_PROGRESS);

    store.complete("k", "a");
    store.release("k", "a");
    assertThat(store.claim("k", "c", LEASE, NOTICE)).isEqualTo(Claim.DONE);
  }

  @Test
  void aClaimWhoseLeaseRanOut_isTakenOver_andTheDeadOwnersLateReleaseCannotFreeIt() {
    store.claim("k", "dead", LEASE, NOTICE);
    now.addAndGet(LEASE.toNanos() - 1);
    assertThat(store.claim("k", "b", LEASE, NOTICE)).isEqualTo(Claim.IN_PROGRESS);

    now.addAndGet(1);
    assertThat(store.claim("k", "b", LEASE, NOTICE)).isEqualTo(Claim.CLAIMED);
    store.release("k", "dead");

    assertThat(store.claim("k", "c", LEASE, NOTICE)).isEqualTo(Claim.IN_PROGRESS);
  }

  @Test
  void complete_byAnOwnerWhoseClaimWasTakenOver_stillMarksDone_theActionDidSucceed() {
    store.claim("k", "slow", LEASE, NOTICE);
    now.addAndGet(LEASE.toNanos());
    store.claim("k", "b", LEASE, NOTICE);

    store.complete("k", "slow");

    assertThat(store.claim("k", "c", LEASE, NOTICE)).isEqualTo(Claim.DONE);
  }

  @Test
  void atTheBound_theOldestHandledKeyIsForgotten() {
    for (String key : List.of("k1", "k2", "k3")) {
      store.claim(key, "a", LEASE, NOTICE);
      store.complete(key, "a");
    }

    assertThat(store.claim("k4", "a", LEASE, NOTICE)).isEqualTo(Claim.CLAIMED);

    assertThat(store.size()).isEqualTo(3);
    assertThat(store.claim("k1", "b", LEASE, NOTICE)).isEqualTo(Claim.CLAIMED);
    assertThat(store.claim("k3", "b", LEASE, NOTICE)).isEqualTo(Claim.DONE);
  }

  @Test
  void atTheBound_liveClaimsAreNeverForgotten_aNewKeyWaits() {
    store.claim("k1", "a", LEASE, NOTICE);
    store.claim("k2", "a", LEASE, NOTICE);
    store.claim("k3", "a", LEASE, NOTICE);

    assertThat(store.claim("k4", "a", LEASE, NOTICE)).isEqualTo(Claim.IN_PROGRESS);
    assertThat(store.size()).isEqualTo(3);
    assertThat(store.claim("k1", "b", LEASE, NOTICE)).isEqualTo(Claim.IN_PROGRESS);

    now.addAndGet(LEASE.toNanos());
    assertThat(store.claim("k4", "a", LEASE, NOTICE)).isEqualTo(Claim.CLAIMED);
    assertThat(store.size()).isEqualTo(3);
  }

  @Test
  void aHugeLease_doesNotOverflowIntoThePast() {
    assertThat(store.claim("k", "a", Duration.ofDays(365 * 1000), NOTICE)).isEqualTo(Claim.CLAIMED);

    assertThat(store.claim("k", "b", LEASE, NOTICE)).isEqualTo(Claim.IN_PROGRESS);
  }

  @Test
  void concurrentClaimsOfOneKey_exactlyOneWins() throws Exception {
    InMemoryDeliveryStore shared = new InMemoryDeliveryStore(100, System::nanoTime);
    ExecutorService pool = Executors.newFixedThreadPool(8);
    try {
      CountDownLatch start = new CountDownLatch(1);
      List<Callable<Claim>> claims = new ArrayList<>();
      for (int i = 0; i < 8; i++) {
        String owner = "o" + i;
        claims.add(() -> {
          start.await();
          return shared.claim("k", owner, LEASE, NOTICE);
        });
      }
      List<Future<Claim>> results = new ArrayList<>();
      for (Callable<Claim> claim : claims) {
        results.add(pool.submit(claim));
      }
      start.countDown();
      List<Claim> got = new ArrayList<>();
      for (Future<Claim> result : results) {
        got.add(result.get());
      }

      assertThat(got).containsOnlyOnce(Claim.CLAIMED).filteredOn(c -> c != Claim.CLAIMED)
          .containsOnly(Claim.IN_PROGRESS);
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void inMemory_refusesABoundBelowOne() {
    assertThatThrownBy(() -> DeliveryStore.inMemory(0))
        .isInstanceOf(IllegalArgumentException.class).hasMessage("maxEntries must be at least 1, was 0");
  }
}
