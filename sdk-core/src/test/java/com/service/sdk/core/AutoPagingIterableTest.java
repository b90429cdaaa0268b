package com.service.sdk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class AutoPagingIterableTest {
  private final List<int[]> calls = new ArrayList<>();

  private Page<Integer> pageOf(int total, int limit, int offset) {
    calls.add(new int[] {limit, offset});
    List<Integer> items = IntStream.range(offset, Math.min(total, offset + limit)).boxed().collect(Collectors.toList());
    return new Page<>(items, total, limit, offset);
  }

  @Test
  void fetchesNothingUntilIterated() {
    AutoPagingIterable<Integer> all = AutoPagingIterable.of(2, (limit, offset) -> pageOf(5, limit, offset));

    assertThat(calls).isEmpty();
    Iterator<Integer> iterator = all.iterator();
    assertThat(calls).isEmpty();
    iterator.next();
    assertThat(calls).hasSize(1);
  }

  @Test
  void walksEveryPageAndStopsAtTheTotal() {
    List<Integer> all = AutoPagingIterable.of(2, (limit, offset) -> pageOf(5, limit, offset)).stream().toList();

    assertThat(all).containsExactly(0, 1, 2, 3, 4);
    assertThat(calls).extracting(call -> call[1]).containsExactly(0, 2, 4);
    assertThat(calls).allMatch(call -> call[0] == 2);
  }

  @Test
  void stopsOnAnEmptyPageWhenTheTotalOverstates() {
    List<Integer> all = AutoPagingIterable.<Integer>of(2, (limit, offset) ->
        offset >= 3 ? new Page<>(List.of(), 1000, limit, offset) : pageOf(3, limit, offset)).stream().toList();

    assertThat(all).containsExactly(0, 1, 2);
    assertThat(calls).hasSize(2);
  }

  @Test
  void stopsWhenAPageRepeatsThePreviousOne() {
    int[] fetches = {0};
    List<Integer> all = AutoPagingIterable.<Integer>of(2, (limit, offset) -> {
      fetches[0]++;
      return new Page<>(List.of(7, 8), 1_000_000, limit, offset); // ignores offset, claims a huge total
    }).stream().toList();

    assertThat(all).containsExactly(7, 8);
    assertThat(fetches[0]).isEqualTo(2);
  }

  @Test
  void eachIteratorStartsAgain() {
    AutoPagingIterable<Integer> all = AutoPagingIterable.of(10, (limit, offset) -> pageOf(3, limit, offset));

    assertThat(all.stream().count()).isEqualTo(3);
    assertThat(all.stream().count()).isEqualTo(3);
  }

  @Test
  void nextPastTheEnd_throws() {
    Iterator<Integer> iterator = AutoPagingIterable.<Integer>of(1, (limit, offset) -> new Page<>(List.of(), 0, 1, 0))
        .iterator();

    assertThat(iterator.hasNext()).isFalse();
    assertThatThrownBy(iterator::next).isInstanceOf(NoSuchElementException.class);
  }

  @Test
  void rejectsBadPageSize() {
    assertThatThrownBy(() -> AutoPagingIterable.of(0, (l, o) -> null)).hasMessageContaining("pageSize");
  }

  @Test
  void pageHasMore_followsTheTotal() {
    assertThat(new Page<>(List.of(1, 2), 5, 2, 0).hasMore()).isTrue();
    assertThat(new Page<>(List.of(5), 5, 2, 4).hasMore()).isFalse();
    assertThat(new Page<>(List.of(), 5, 2, 4).hasMore()).isFalse();
  }
}
