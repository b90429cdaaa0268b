package com.service.sdk.core;

import java.util.List;
import java.util.Objects;

/**
 * One page of a list operation.
 *
 * @param items the records on this page, in the service's order
 * @param totalCount the number of records across all pages, as the service reports it
 * @param limit the page size that was asked for
 * @param offset the number of records before this page
 * @param <T> the record type
 */
public record Page<T>(List<T> items, long totalCount, int limit, int offset) {

  /**
   * Copies {@code items}; a page never changes after it is made.
   *
   * @param items the records on this page, in the service's order
   * @param totalCount the number of records across all pages, as the service reports it
   * @param limit the page size that was asked for
   * @param offset the number of records before this page
   */
  public Page {
    items = List.copyOf(Objects.requireNonNull(items, "items == null"));
  }

  /** {@return true when records remain after this page according to {@link #totalCount()}} */
  public boolean hasMore() {
    return !items.isEmpty() && (long) offset + items.size() < totalCount;
  }
}
