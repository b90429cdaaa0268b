package com.service.sdk.examples.springboot;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The Spring Boot guide (docs/spring-boot.md) shows this application's properties file as it is. */
class SpringBootGuideTest {

  @Test
  void theGuidesPropertiesBlock_isThisApplicationsPropertiesFile() throws IOException {
    String readme = Files.readString(Path.of("..", "docs", "spring-boot.md"), StandardCharsets.UTF_8);
    int section = readme.indexOf("\n## Set it up\n");
    assertThat(section).as("the guide's Set it up section").isNotNegative();
    int start = readme.indexOf("```properties\n", section) + "```properties\n".length();
    String block = readme.substring(start, readme.indexOf("```", start));

    assertThat(block).isEqualTo(Files.readString(Path.of("src", "main", "resources", "application.properties"),
        StandardCharsets.UTF_8));
  }
}
