package com.service.sdk.core;

import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.jspecify.annotations.Nullable;

/**
 * All records of a list operation, fetched lazily one page at a time: nothing is fetched
 * until iteration starts, and the next page only when the previous one is used up. Each
 * {@link #iterator()} starts again from the first page.
 *
 * <p>Iteration stops at the reported total, on an empty page, or on a page that makes no
 * progress (the same records as the page before), so a service whose total is
 * inconsistent cannot make it loop forever. Failures of a page request are thrown from
 * {@code hasNext()} as the exceptions of the operation itself.
 *
 * @param <T> the record type
 */
public final class AutoPagingIterable<T> implements Iterable<T> {

  /**
   * Fetches one page.
   *
   * @param <T> the record type
   */
  @FunctionalInterface
  public interface PageFetcher<T> {
    /**
     * {@return the page of at most {@code limit} records after the first {@code offset}}
     *
     * @param limit the most records the page may hold
     * @param offset how many records come before the page's first
     */
    Page<T> fetch(int limit, int offset);
  }

  private final int pageSize;
  private final PageFetcher<T> fetcher;

  private AutoPagingIterable(int pageSize, PageFetcher<T> fetcher) {
    this.pageSize = pageSize;
    this.fetcher = fetcher;
  }

  /**
   * {@return an iterable over every record that {@code fetcher} yields, {@code pageSize}
   * at a time}
   *
   * @param <T> the record type
   * @param pageSize the records to ask for per page, at least 1
   * @param fetcher fetches one page, called only while the records are iterated
   * @throws IllegalArgumentException if {@code pageSize} is below 1
   * @throws NullPointerException if {@code fetcher} is null
   */
  public static <T> AutoPagingIterable<T> of(int pageSize, PageFetcher<T> fetcher) {
    if (pageSize < 1) {
      throw new IllegalArgumentException("pageSize must be at least 1, was " + pageSize);
    }
    return new AutoPagingIterable<>(pageSize, Objects.requireNonNull(fetcher, "fetcher == null"));
  }

  @Override
  public Iterator<T> iterator() {
    return new PagingIterator();
  }

  /** {@return a sequential stream over the same records; pages are fetched as it is consumed} */
  public Stream<T> stream() {
    return StreamSupport.stream(spliterator(), false);
  }

  private final class PagingIterator implements Iterator<T> {
    private Iterator<T> current = List.<T>of().iterator();
    private @Nullable List<T> previousItems;
    private int offset;
    private boolean exhausted;

    @Override
    public boolean hasNext() {
      while (!current.hasNext() && !exhausted) {
        Page<T> page = fetcher.fetch(pageSize, offset);
        List<T> items = page.items();
        if (items.isEmpty() || items.equals(previousItems)) {
          exhausted = true;
          break;
        }
        previousItems = items;
        offset += items.size();
        exhausted = offset >= page.totalCount();
        current = items.iterator();
      }
      return current.hasNext();
    }

    @Override
    public T next() {
      if (!hasNext()) {
        throw new NoSuchElementException();
      }
      return current.next();
    }
  }
}
