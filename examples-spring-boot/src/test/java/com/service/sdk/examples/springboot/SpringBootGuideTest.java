package com.service.sdk.examples.springboot;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The Spring Boot guide (docs/spring-boot.md) shows this application's files as they are: its
 * properties file, and its {@code @AutoConfigureSandbox} test ({@link CheckoutTest}, which surefire
 * runs here against the sandbox), without the package line.
 */
class SpringBootGuideTest {

  @Test
  void theGuidesPropertiesBlock_isThisApplicationsPropertiesFile() throws IOException {
    assertThat(block("\n## Set it up\n", "```properties\n")).isEqualTo(
        Files.readString(Path.of("src", "main", "resources", "application.properties"), StandardCharsets.UTF_8));
  }

  @Test
  void theGuidesSpringBootTest_isThisApplicationsCheckoutTest() throws IOException {
    String test = Files.readString(Path.of("src", "test", "java", "com", "service", "sdk", "examples", "springboot",
        "CheckoutTest.java"), StandardCharsets.UTF_8);
    String packageLine = "package " + CheckoutTest.class.getPackageName() + ";\n\n";
    assertThat(test).startsWith(packageLine);

    assertThat(block("\n## Test against the sandbox\n", "```java\n")).isEqualTo(
        test.substring(packageLine.length()));
  }

  /** The first block that opens with {@code fence} after {@code heading} in the guide. */
  private static String block(String heading, String fence) throws IOException {
    String guide = Files.readString(Path.of("..", "docs", "spring-boot.md"), StandardCharsets.UTF_8);
    int section = guide.indexOf(heading);
    assertThat(section).as("the guide's %s", heading.strip()).isNotNegative();
    int start = guide.indexOf(fence, section) + fence.length();
    return guide.substring(start, guide.indexOf("```", start));
  }
}
