package com.service.sdk.examples.springboot;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * A shop on Spring Boot with the SDK's starter: {@link Checkout} takes payments and refunds with
 * the {@code PluginClient} the starter builds from {@code application.properties},
 * {@link Fulfilment} is the one bean the payments callback endpoint runs, and the actuator shows
 * the SDK's calls as metrics and its health. Run it with the {@code SERVICE_...} variables of a
 * standalone sandbox (see docs/sandbox.md) set.
 */
@SpringBootApplication
public class ShopApplication {

  /**
   * Starts the shop.
   *
   * @param args Spring Boot's arguments
   */
  public static void main(String[] args) {
    SpringApplication.run(ShopApplication.class, args);
  }
}
