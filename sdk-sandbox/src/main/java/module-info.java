/**
 * The sandbox: a stateful, in-memory stand-in for the payment service, for merchants' tests.
 * {@code com.service.sdk.sandbox} ({@code Sandbox}, its options, controls and the records tests
 * read) and {@code com.service.sdk.sandbox.junit} (the JUnit 5 extension) are its API; everything
 * under {@code com.service.sdk.sandbox.internal} is not, and is not exported. It depends on neither
 * SDK module: it checks signatures with its own code.
 */
module com.service.sdk.sandbox {
  requires static transitive org.jspecify;
  requires jdk.httpserver;
  requires java.net.http;
  requires com.fasterxml.jackson.core;
  requires com.fasterxml.jackson.databind;
  requires com.fasterxml.jackson.datatype.jsr310;
  // Only merchants who use SandboxExtension need JUnit, and they have it; its API names
  // JUnit's types, so a module that reads the sandbox reads JUnit too.
  requires static transitive org.junit.jupiter.api;

  exports com.service.sdk.sandbox;
  exports com.service.sdk.sandbox.junit;

  // The control answers write the public records as JSON.
  opens com.service.sdk.sandbox to com.fasterxml.jackson.databind;
}
