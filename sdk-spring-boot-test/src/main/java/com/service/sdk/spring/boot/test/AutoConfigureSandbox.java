package com.service.sdk.spring.boot.test;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.springframework.boot.autoconfigure.ImportAutoConfiguration;

/**
 * Runs a Spring test's application context against an embedded sandbox: put it on a
 * {@code @SpringBootTest} class (or a test slice) that uses the starter.
 *
 * <pre>{@code
 * @SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
 * @AutoConfigureSandbox
 * class CheckoutTest {
 *   @Autowired Sandbox sandbox;           // the customer and the bank: pay, fail, settle, faults
 *   @Autowired SandboxMerchant merchant;  // whose credentials the starter's clients sign with
 *   @Autowired PluginClient plugin;       // the starter's client, pointed at the sandbox
 * }
 * }</pre>
 *
 * <p>Before the context starts, it starts a {@code Sandbox} on 127.0.0.1 (a free port) and
 * creates a ready merchant, then adds a property source named {@code serviceSdkSandbox} ahead of
 * every other (test properties included, so a test never reaches the real service by mistake)
 * with:
 *
 * <ul>
 *   <li>{@code service.sdk.base-url}, {@code service.sdk.api-key-id} and
 *       {@code service.sdk.api-secret}: the starter's clients call the sandbox as that merchant;
 *   <li>{@code SERVICE_BASE_URL}, {@code SERVICE_CHECKOUT_BASE_URL}, {@code SERVICE_MERCHANT_ID},
 *       {@code SERVICE_API_KEY_ID} and {@code SERVICE_API_SECRET}, the names the standalone
 *       sandbox prints: an {@code application.properties} that reads them
 *       ({@code shop.merchant-id=${SERVICE_MERCHANT_ID}}) resolves against the sandbox.
 * </ul>
 *
 * <p>The {@code Sandbox} and the {@code SandboxMerchant} are beans. The sandbox lives as long as
 * the context: Spring's test context cache shares both between test classes whose configuration
 * is the same (create a merchant of your own with {@code sandbox.createMerchant()} where a test
 * needs one to itself), and the sandbox stops when the context closes, or when it fails to start.
 * An application's own {@code CredentialsProvider} bean still replaces the credential properties.
 *
 * <p>It also imports the starter's client auto-configurations, so that a test slice such as
 * {@code @WebMvcTest}, which leaves them out, gets the clients too.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Inherited
@ImportAutoConfiguration
public @interface AutoConfigureSandbox {}
