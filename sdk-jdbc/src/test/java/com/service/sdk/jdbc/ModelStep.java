package com.service.sdk.jdbc;

import com.service.sdk.jdbc.ModelInstance.CrashPoint;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * One step of a {@link MovementModelTest} sequence, and how sequences are drawn from a seed.
 *
 * @param kind what happens
 * @param movement the movement it concerns (or the operation of a fault: a refund's or a payout's)
 * @param instance the application instance that acts
 * @param fault the fault armed, for {@link Kind#FAULT}
 * @param crash where the instance's next call dies, for {@link Kind#CRASH}
 */
record ModelStep(Kind kind, int movement, int instance, Fault fault, CrashPoint crash) {
  /** What a step does. */
  enum Kind {
    /** The instance calls {@code refund(..)} or {@code payout(..)} for the movement, and the step waits for it. */
    SEND,
    /**
     * The instance sends the movement with its answer held back (300 ms, past the 200 ms lease, or
     * 800 ms, past the 500 ms read timeout), and the sequence goes on while it waits: its lease
     * runs out while it still waits.
     */
    SLOW,
    /** The instance runs {@code resume()}. */
    RESUME,
    /** The service's next request of the movement's operation meets a fault. */
    FAULT,
    /** The service rotates the merchant's secret: instances that have not learnt it get 401. */
    ROTATE,
    /** The instance learns the secret the service takes now. */
    LEARN,
    /** The instance's next call dies at a point: a process killed there. */
    CRASH,
    /** Time passes beyond a lease. */
    WAIT
  }

  /** What the service does to one request. */
  enum Fault {
    /** Carries it out, then closes the connection without answering: an answer lost. */
    LOST,
    /** Carries it out, then sends half of the answer. */
    CUT,
    /** Carries it out, then holds the answer past the read timeout. */
    HELD,
    /** Closes the connection before doing anything. */
    DROPPED,
    S500, S503, S429, S400, S422, S401, S403;

    /** The status of a status fault, else 0. */
    int status() {
      return name().startsWith("S") ? Integer.parseInt(name().substring(1)) : 0;
    }
  }

  static final int MOVEMENTS = 4;
  static final int INSTANCES = 3;

  /** Movements 0 and 1 are refunds, 2 and 3 payouts. */
  static boolean refund(int movement) {
    return movement < MOVEMENTS / 2;
  }

  /** Draws {@code count} steps from {@code random}. */
  static List<ModelStep> draw(Random random, int count) {
    List<ModelStep> steps = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      int movement = random.nextInt(MOVEMENTS);
      int instance = random.nextInt(INSTANCES);
      int roll = random.nextInt(100);
      Kind kind = roll < 28 ? Kind.SEND : roll < 34 ? Kind.SLOW : roll < 50 ? Kind.RESUME : roll < 74 ? Kind.FAULT
          : roll < 78 ? Kind.ROTATE : roll < 84 ? Kind.LEARN : roll < 94 ? Kind.CRASH : Kind.WAIT;
      Fault fault = kind == Kind.FAULT ? Fault.values()[random.nextInt(Fault.values().length)] : null;
      CrashPoint crash = kind == Kind.CRASH ? CrashPoint.values()[random.nextInt(CrashPoint.values().length)] : null;
      steps.add(new ModelStep(kind, movement, instance, fault, crash));
    }
    return steps;
  }

  @Override
  public String toString() {
    switch (kind) {
      case SEND:
      case SLOW:
        return kind + " m" + movement + " by i" + instance;
      case RESUME:
      case LEARN:
        return kind + " i" + instance;
      case FAULT:
        return "FAULT " + fault + " on " + (refund(movement) ? "refunds" : "payouts");
      case CRASH:
        return "CRASH i" + instance + " at " + crash;
      default:
        return kind.name();
    }
  }
}
