package com.service.sdk.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.module.ModuleDescriptor;
import org.junit.jupiter.api.Test;

/**
 * The sandbox is a named module that exports its public packages only: these tests run inside it
 * (surefire on the module path), so every other test also proves that its descriptor requires
 * what the sandbox uses.
 */
class ModuleDescriptorTest {
  @Test
  void testsRunInsideTheNamedModule() {
    assertThat(Sandbox.class.getModule().isNamed()).as("the sandbox runs on the module path").isTrue();
    assertThat(Sandbox.class.getModule().getName()).isEqualTo("com.service.sdk.sandbox");
    assertThat(getClass().getModule()).isSameAs(Sandbox.class.getModule());
  }

  @Test
  void exportsThePublicPackagesOnly_toEveryone() {
    ModuleDescriptor descriptor = Sandbox.class.getModule().getDescriptor();
    assertThat(descriptor.exports()).allSatisfy(e -> assertThat(e.isQualified()).as(e.source()).isFalse())
        .extracting(ModuleDescriptor.Exports::source)
        .containsExactlyInAnyOrder("com.service.sdk.sandbox", "com.service.sdk.sandbox.junit");
    assertThat(descriptor.packages()).contains("com.service.sdk.sandbox.internal",
        "com.service.sdk.sandbox.internal.http", "com.service.sdk.sandbox.internal.http.operations",
        "com.service.sdk.sandbox.internal.http.controls", "com.service.sdk.sandbox.internal.state");
  }
}
