package com.service.sdk.plugin;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.concurrent.atomic.AtomicLong;

/** A clock that moves one second forward every time it is read, so each attempt gets its own timestamp. */
final class SteppingClock extends Clock {
  private final AtomicLong next;

  SteppingClock(long firstEpochSecond) {
    this.next = new AtomicLong(firstEpochSecond);
  }

  @Override
  public Instant instant() {
    return Instant.ofEpochSecond(next.getAndIncrement());
  }

  @Override
  public ZoneId getZone() {
    return ZoneOffset.UTC;
  }

  @Override
  public Clock withZone(ZoneId zone) {
    throw new UnsupportedOperationException("not needed by the SDK");
  }
}
