package com.service.sdk.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The published (thin) jar carries the module descriptor: a merchant's module can require the sandbox. */
class ModuleJarIT {
  @Test
  void thinJar_isTheModule_exportingThePublicPackagesOnly() {
    String property = System.getProperty("sandbox.jar");
    assertThat(property).as("system property sandbox.jar (set by the pom)").isNotBlank();
    ModuleReference module = ModuleFinder.of(Path.of(property)).find("com.service.sdk.sandbox").orElseThrow();
    ModuleDescriptor descriptor = module.descriptor();
    assertThat(descriptor.isAutomatic()).isFalse();
    assertThat(descriptor.exports()).extracting(ModuleDescriptor.Exports::source)
        .containsExactlyInAnyOrder("com.service.sdk.sandbox", "com.service.sdk.sandbox.junit");
    assertThat(descriptor.requires()).extracting(ModuleDescriptor.Requires::name)
        .contains("jdk.httpserver", "java.net.http", "com.fasterxml.jackson.databind", "org.junit.jupiter.api")
        .doesNotContain("com.service.sdk.core");
  }
}
