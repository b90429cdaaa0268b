package com.service.sdk.examples;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** Standard output and error for an example's report, and what it printed on each. */
final class Console {
  private final ByteArrayOutputStream outBytes = new ByteArrayOutputStream();
  private final ByteArrayOutputStream errBytes = new ByteArrayOutputStream();
  final PrintStream out = new PrintStream(outBytes, true, StandardCharsets.UTF_8);
  final PrintStream err = new PrintStream(errBytes, true, StandardCharsets.UTF_8);

  String printed() {
    return outBytes.toString(StandardCharsets.UTF_8);
  }

  String errors() {
    return errBytes.toString(StandardCharsets.UTF_8);
  }
}
