package com.service.sdk.spring.boot.test;

import java.util.List;
import org.jspecify.annotations.Nullable;
import org.springframework.test.context.ContextConfigurationAttributes;
import org.springframework.test.context.ContextCustomizer;
import org.springframework.test.context.ContextCustomizerFactory;
import org.springframework.test.context.TestContextAnnotationUtils;

/**
 * Gives the context of a test annotated {@link AutoConfigureSandbox} (on the class, a superclass
 * or, for a {@code @Nested} class, an enclosing one) its sandbox. Registered in
 * {@code META-INF/spring.factories}, as Spring Boot registers its own test customizers.
 */
final class SandboxCustomizerFactory implements ContextCustomizerFactory {

  @Override
  public @Nullable ContextCustomizer createContextCustomizer(Class<?> testClass, List<ContextConfigurationAttributes> attributes) {
    return TestContextAnnotationUtils.hasAnnotation(testClass, AutoConfigureSandbox.class) ? new SandboxCustomizer()
        : null;
  }
}
