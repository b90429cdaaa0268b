package com.service.sdk.sandbox.junit;

import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * JUnit 5 extension that starts one {@link Sandbox} per test class (default options) and stops
 * it after the class; {@code @Nested} classes use the sandbox of their outermost enclosing class. Test methods and constructors may declare parameters of type
 * {@link Sandbox} (the class's sandbox) and {@link SandboxMerchant} (a fresh ready merchant per
 * resolution, so tests do not share state through a merchant).
 *
 * <pre>{@code
 * @ExtendWith(SandboxExtension.class)
 * class CheckoutIT {
 *   @Test
 *   void pays(Sandbox sandbox, SandboxMerchant merchant) { ... }
 * }
 * }</pre>
 */
public final class SandboxExtension implements BeforeAllCallback, AfterAllCallback, ParameterResolver {
  private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(SandboxExtension.class);

  /** Creates the extension; JUnit calls this. */
  public SandboxExtension() {}

  @Override
  public void beforeAll(ExtensionContext context) {
    sandbox(context);
  }

  @Override
  public void afterAll(ExtensionContext context) {
    Class<?> testClass = context.getRequiredTestClass();
    if (owner(testClass) != testClass) {
      return;
    }
    Sandbox sandbox = store(context).remove(testClass, Sandbox.class);
    if (sandbox != null) {
      sandbox.close();
    }
  }

  @Override
  public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
    Class<?> type = parameter.getParameter().getType();
    return type == Sandbox.class || type == SandboxMerchant.class;
  }

  @Override
  public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
    Sandbox sandbox = sandbox(context);
    return parameter.getParameter().getType() == Sandbox.class ? sandbox : sandbox.createMerchant();
  }

  /**
   * The test class's sandbox, started on first use: before all tests, or earlier when a
   * per-class test instance asks for it in its constructor. {@code @Nested} classes share the
   * sandbox of their outermost enclosing test class.
   */
  private static Sandbox sandbox(ExtensionContext context) {
    return store(context).getOrComputeIfAbsent(owner(context.getRequiredTestClass()), type -> Sandbox.start(),
        Sandbox.class);
  }

  /** The class whose sandbox a test class uses: itself, or for a {@code @Nested} class the outermost enclosing one. */
  private static Class<?> owner(Class<?> testClass) {
    Class<?> owner = testClass;
    while (owner.isAnnotationPresent(Nested.class) && owner.getEnclosingClass() != null) {
      owner = owner.getEnclosingClass();
    }
    return owner;
  }

  private static ExtensionContext.Store store(ExtensionContext context) {
    return context.getRoot().getStore(NAMESPACE);
  }
}
