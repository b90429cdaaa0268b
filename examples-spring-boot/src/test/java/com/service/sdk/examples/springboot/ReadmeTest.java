package com.service.sdk.examples.springboot;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The README's "Spring Boot" section shows this application's files as they are: its properties
 * file, and its {@code @AutoConfigureSandbox} test ({@link CheckoutTest}, which surefire runs
 * here against the sandbox), without the package line.
 */
class ReadmeTest {

  @Test
  void theReadmesPropertiesBlock_isThisApplicationsPropertiesFile() throws IOException {
    assertThat(block("\n## Spring Boot\n", "```properties\n")).isEqualTo(
        Files.readString(Path.of("src", "main", "resources", "application.properties"), StandardCharsets.UTF_8));
  }

  @Test
  void theReadmesSpringBootTest_isThisApplicationsCheckoutTest() throws IOException {
    String test = Files.readString(Path.of("src", "test", "java", "com", "service", "sdk", "examples", "springboot",
        "CheckoutTest.java"), StandardCharsets.UTF_8);
    String packageLine = "package " + CheckoutTest.class.getPackageName() + ";\n\n";
    assertThat(test).startsWith(packageLine);

    assertThat(block("\n**Testing against the sandbox.**", "```java\n")).isEqualTo(
        test.substring(packageLine.length()));
  }

  /** The first block that opens with {@code fence} after {@code heading} in the README. */
  private static String block(String heading, String fence) throws IOException {
    String readme = Files.readString(Path.of("..", "README.md"), StandardCharsets.UTF_8);
    int section = readme.indexOf(heading);
    assertThat(section).as("the README's %s", heading.strip()).isNotNegative();
    int start = readme.indexOf(fence, section) + fence.length();
    return readme.substring(start, readme.indexOf("```", start));
  }
}
