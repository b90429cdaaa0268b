package com.service.sdk.sandbox;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.TestInstance;

/** One default sandbox per test class, spoken to over raw HTTP by {@link #wire}. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class SandboxWireTest {
  final Sandbox sandbox = Sandbox.start();
  final WireClient wire = new WireClient(sandbox);

  @AfterAll
  void stopSandbox() {
    sandbox.close();
  }
}
