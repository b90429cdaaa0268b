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
  private static final Duration LEASE = Duration.ofSeconds(10);

  private final AtomicLong now = new AtomicLong();
  private final InMemoryDeliveryStore store = new InMemoryDeliveryStore(3, now::get);

  @Test
  void aClaimHeld_isInProgressForOthers_andDoneOnceCompleted() {
    assertThat(store.claim("pay_1 paid", "a", LEASE)).isEqualTo(Claim.CLAIMED);
    assertThat(store.claim("pay_1 paid", "b", LEASE)).isEqualTo(Claim.IN_PROGRESS);

    store.complete("pay_1 paid", "a");

    assertThat(store.claim("pay_1 paid", "b", LEASE)).isEqualTo(Claim.DONE);
  }

  @Test
  void release_byTheOwner_letsTheNextDeliveryClaim() {
    store.claim("k", "a", LEASE);

    store.release("k", "a");

    assertThat(store.claim("k", "b", LEASE)).isEqualTo(Claim.CLAIMED);
  }

  @Test
  void release_byAnotherOwner_orOfADoneKey_changesNothing() {
    store.claim("k", "a", LEASE);
    store.release("k", "b");
    assertThat(store.claim("k", "c", LEASE)).isEqualTo(Claim.IN_PROGRESS);

    store.complete("k", "a");
    store.release("k", "a");
    assertThat(store.claim("k", "c", LEASE)).isEqualTo(Claim.DONE);
  }

  @Test
  void aClaimWhoseLeaseRanOut_isTakenOver_andTheDeadOwnersLateReleaseCannotFreeIt() {
    store.claim("k", "dead", LEASE);
    now.addAndGet(LEASE.toNanos() - 1);
    assertThat(store.claim("k", "b", LEASE)).isEqualTo(Claim.IN_PROGRESS);

    now.addAndGet(1);
    assertThat(store.claim("k", "b", LEASE)).isEqualTo(Claim.CLAIMED);
    store.release("k", "dead");

    assertThat(store.claim("k", "c", LEASE)).isEqualTo(Claim.IN_PROGRESS);
  }

  @Test
  void complete_byAnOwnerWhoseClaimWasTakenOver_stillMarksDone_theActionDidSucceed() {
    store.claim("k", "slow", LEASE);
    now.addAndGet(LEASE.toNanos());
    store.claim("k", "b", LEASE);

    store.complete("k", "slow");

    assertThat(store.claim("k", "c", LEASE)).isEqualTo(Claim.DONE);
  }

  @Test
  void atTheBound_theOldestHandledKeyIsForgotten() {
    for (String key : List.of("k1", "k2", "k3")) {
      store.claim(key, "a", LEASE);
      store.complete(key, "a");
    }

    assertThat(store.claim("k4", "a", LEASE)).isEqualTo(Claim.CLAIMED);

    assertThat(store.size()).isEqualTo(3);
    assertThat(store.claim("k1", "b", LEASE)).isEqualTo(Claim.CLAIMED);
    assertThat(store.claim("k3", "b", LEASE)).isEqualTo(Claim.DONE);
  }

  @Test
  void atTheBound_liveClaimsAreNeverForgotten_aNewKeyWaits() {
    store.claim("k1", "a", LEASE);
    store.claim("k2", "a", LEASE);
    store.claim("k3", "a", LEASE);

    assertThat(store.claim("k4", "a", LEASE)).isEqualTo(Claim.IN_PROGRESS);
    assertThat(store.size()).isEqualTo(3);
    assertThat(store.claim("k1", "b", LEASE)).isEqualTo(Claim.IN_PROGRESS);

    now.addAndGet(LEASE.toNanos());
    assertThat(store.claim("k4", "a", LEASE)).isEqualTo(Claim.CLAIMED);
    assertThat(store.size()).isEqualTo(3);
  }

  @Test
  void aHugeLease_doesNotOverflowIntoThePast() {
    assertThat(store.claim("k", "a", Duration.ofDays(365 * 1000))).isEqualTo(Claim.CLAIMED);

    assertThat(store.claim("k", "b", LEASE)).isEqualTo(Claim.IN_PROGRESS);
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
          return shared.claim("k", owner, LEASE);
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
