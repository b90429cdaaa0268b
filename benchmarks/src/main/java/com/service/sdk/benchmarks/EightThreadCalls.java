package com.service.sdk.benchmarks;

import org.openjdk.jmh.annotations.Threads;

/** {@link LoopbackCalls} on eight threads sharing the clients: time per call under contention. */
@Threads(8)
public class EightThreadCalls extends LoopbackCalls {
}
