package com.service.sdk.consumers;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The README's pom snippets name the versions this build has: the SDK's in the Install block,
 * and in the OkHttp 4 recipe the OkHttp, okio and Retrofit versions that the retrofit-recipe
 * consumer proves.
 */
class ReadmeInstallTest {
  private static final Path README = Path.of("..", "README.md");

  @Test
  void theInstallBlockImportsThisVersionOfTheBom() throws IOException {
    String install = xmlBlockUnder("## Install");

    assertThat(version(install, "sdk-bom")).isEqualTo(System.getProperty("sdk.version"));
    assertThat(install).contains("<artifactId>sdk-plugin</artifactId>", "<artifactId>sdk-payouts</artifactId>");
  }

  @Test
  void theSpringBootBlockImportsThisVersionOfTheBom_andAddsTheStarter() throws IOException {
    String springBoot = xmlBlockUnder("## Spring Boot");

    assertThat(version(springBoot, "sdk-bom")).isEqualTo(System.getProperty("sdk.version"));
    assertThat(springBoot).contains("<artifactId>sdk-spring-boot-starter</artifactId>");
  }

  @Test
  void theRecipeManagesOkHttpAndOkioToTheSdksVersions() throws IOException {
    String recipe = xmlBlockUnder("## OkHttp 4 or Retrofit in the same application");

    assertThat(version(recipe, "okhttp-bom")).isEqualTo(System.getProperty("okhttp.version"));
    assertThat(version(recipe, "okio-bom")).isEqualTo(System.getProperty("okio.version"));
    assertThat(version(recipe, "retrofit")).isEqualTo(System.getProperty("retrofit.version"));
    assertThat(recipe).contains("<exclusion>\n        <groupId>com.squareup.okhttp3</groupId>\n"
        + "        <artifactId>okhttp</artifactId>");
  }

  private static String xmlBlockUnder(String heading) throws IOException {
    String readme = Files.readString(README, StandardCharsets.UTF_8);
    int at = readme.indexOf("\n" + heading + "\n");
    assertThat(at).as("heading %s in the README", heading).isNotNegative();
    Matcher block = Pattern.compile("```xml\n(.*?)```", Pattern.DOTALL).matcher(readme);
    assertThat(block.find(at)).as("an xml block under %s", heading).isTrue();
    return block.group(1);
  }

  private static String version(String pom, String artifactId) {
    Matcher version = Pattern.compile("<artifactId>" + artifactId + "</artifactId>\\s*<version>([^<]+)</version>")
        .matcher(pom);
    assertThat(version.find()).as("a version of %s", artifactId).isTrue();
    return version.group(1);
  }
}
