package com.service.sdk.sandbox.internal.http;

import java.util.concurrent.ThreadFactory;

/** The sandbox's threads are daemons with names that say what they do, so a stack dump reads. */
final class Threads {
  private Threads() {}

  static ThreadFactory daemon(String name) {
    return runnable -> {
      Thread thread = new Thread(runnable, name);
      thread.setDaemon(true);
      return thread;
    };
  }
}
