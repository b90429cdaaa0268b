package com.service.sdk.benchmarks;

import org.openjdk.jmh.annotations.Threads;

/** {@link LoopbackCalls} on one thread: the latency of a call. */
@Threads(1)
public class SingleThreadCalls extends LoopbackCalls {
}
