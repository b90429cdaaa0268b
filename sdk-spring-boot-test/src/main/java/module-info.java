/**
 * Spring Boot test support for the Service SDK: {@code @AutoConfigureSandbox} starts an embedded
 * sandbox for a test's application context and points the starter at it.
 *
 * <p>Spring instantiates the context customizer factory reflectively, so the package is open.
 * Spring's jars are automatic modules (hence the suppressed warnings). The annotation's
 * meta-annotations are Spring's, and the beans it registers the sandbox's, so a test module
 * reads all three through this one.
 */
@SuppressWarnings({"requires-automatic", "requires-transitive-automatic"})
module com.service.sdk.spring.boot.test {
  requires static transitive org.jspecify;
  requires transitive com.service.sdk.sandbox;
  requires transitive spring.test;
  requires transitive spring.boot.autoconfigure;
  requires com.service.sdk.core;
  requires com.service.sdk.spring.boot.autoconfigure;
  requires spring.beans;
  requires spring.boot;
  requires spring.context;
  requires spring.core;

  exports com.service.sdk.spring.boot.test;
  opens com.service.sdk.spring.boot.test;
}
