package com.service.sdk.sandbox.internal.http;

import com.service.sdk.sandbox.SandboxRequest;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/** The latest requests to service operations, oldest first; older ones are forgotten. */
public final class RequestLog {
  /** Requests kept; the oldest is dropped when one more arrives. */
  public static final int MAX_KEPT = 1000;

  private final Deque<SandboxRequest> requests = new ArrayDeque<>();

  void add(SandboxRequest request) {
    synchronized (requests) {
      if (requests.size() == MAX_KEPT) {
        requests.removeFirst();
      }
      requests.addLast(request);
    }
  }

  /**
   * Returns the kept requests.
   *
   * @return a copy, oldest first
   */
  public List<SandboxRequest> requests() {
    synchronized (requests) {
      return new ArrayList<>(requests);
    }
  }
}
