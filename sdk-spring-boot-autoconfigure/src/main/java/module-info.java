/**
 * Spring Boot auto-configuration of the Service SDK: clients from {@code service.sdk}
 * properties, the callback endpoints, sdk-jdbc on the application's data source, the health
 * indicator and observations.
 *
 * <p>Spring Boot finds the auto-configurations through
 * {@code META-INF/spring/org.springframework.boot.autoconfigure.AutoConfiguration.imports}, a
 * resource outside any package, which a module never hides; it never scans this package. On the
 * class path, where Boot applications run, this descriptor is ignored. On the module path Spring
 * reflects on the configuration classes, so the package is open. Spring's jars are automatic
 * modules (hence the suppressed warnings); the families, sdk-jdbc, the observability adapters,
 * Spring's JDBC and transactions, the actuator, Spring MVC and Boot 4's health module are optional
 * ({@code static}), as in the pom.
 */
@SuppressWarnings({"requires-automatic", "requires-transitive-automatic"})
module com.service.sdk.spring.boot.autoconfigure {
  requires static transitive org.jspecify;
  requires transitive com.service.sdk.core;
  requires static transitive com.service.sdk.plugin;
  requires static transitive com.service.sdk.payouts;
  requires static com.service.sdk.jdbc;
  requires static com.service.sdk.micrometer;
  requires static com.service.sdk.opentelemetry;
  requires java.sql;
  requires org.slf4j;
  requires spring.beans;
  requires transitive spring.boot;
  requires transitive spring.boot.autoconfigure;
  requires transitive spring.context;
  requires spring.core;
  requires static spring.jdbc;
  requires static spring.tx;
  requires static spring.boot.actuator;
  requires static spring.boot.health;
  requires static spring.web;
  requires static spring.webmvc;
  requires static jakarta.servlet;

  exports com.service.sdk.spring.boot.autoconfigure;
  opens com.service.sdk.spring.boot.autoconfigure;
}
