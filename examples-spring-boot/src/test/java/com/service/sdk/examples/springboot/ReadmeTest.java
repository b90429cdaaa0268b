package com.service.sdk.examples.springboot;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The README's "Spring Boot" section shows this application's properties file as it is. */
class ReadmeTest {

  @Test
  void theReadmesPropertiesBlock_isThisApplicationsPropertiesFile() throws IOException {
    String readme = Files.readString(Path.of("..", "README.md"), StandardCharsets.UTF_8);
    int section = readme.indexOf("\n## Spring Boot\n");
    assertThat(section).as("the README's Spring Boot section").isNotNegative();
    int start = readme.indexOf("```properties\n", section) + "```properties\n".length();
    String block = readme.substring(start, readme.indexOf("```", start));

    assertThat(block).isEqualTo(Files.readString(Path.of("src", "main", "resources", "application.properties"),
        StandardCharsets.UTF_8));
  }
}
