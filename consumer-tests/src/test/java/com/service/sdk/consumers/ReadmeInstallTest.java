package com.service.sdk.consumers;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The README's Install block and the Spring Boot guide's name the version a merchant can have, and
 * so does the sandbox guide's way to the standalone sandbox, which the standalone-sandbox consumer
 * runs: the version this build makes when it is a release, else the last release RELEASES records
 * (a SNAPSHOT is on no repository), else, before the first release, this build's version.
 */
class ReadmeInstallTest {
  private static final Path README = Path.of("..", "README.md");
  private static final Path SPRING_BOOT = Path.of("..", "docs", "spring-boot.md");
  private static final Path SANDBOX = Path.of("..", "docs", "sandbox.md");
  private static final String VERSION = documentedVersion();

  private static String documentedVersion() {
    String build = System.getProperty("sdk.version");
    try {
      return build.endsWith("-SNAPSHOT")
          ? Compatibility.lastRelease(Path.of("..", "RELEASES")).map(Compatibility.Release::version).orElse(build)
          : build;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Test
  void theInstallBlockImportsThisVersionOfTheBom() throws IOException {
    String install = xmlBlockUnder(README, "## Install");

    assertThat(version(install, "sdk-bom")).isEqualTo(VERSION);
    assertThat(install).contains("<artifactId>sdk-plugin</artifactId>", "<artifactId>sdk-payouts</artifactId>");
  }

  @Test
  void theSpringBootBlockImportsThisVersionOfTheBom_andAddsTheStarter() throws IOException {
    String springBoot = xmlBlockUnder(SPRING_BOOT, "## Set it up");

    assertThat(version(springBoot, "sdk-bom")).isEqualTo(VERSION);
    assertThat(springBoot).contains("<artifactId>sdk-spring-boot-starter</artifactId>");
  }

  @Test
  void theStandaloneSandboxIsCopiedFromThisVersionsStandaloneClassifier_thenRun() throws IOException {
    String version = VERSION;
    String guide = Files.readString(SANDBOX, StandardCharsets.UTF_8);

    assertThat(guide).contains("mvn -B -ntp org.apache.maven.plugins:maven-dependency-plugin:"
        + System.getProperty("dependency-plugin.version") + ":copy -Dartifact=com.service.sdk:sdk-sandbox:" + version
        + ":jar:standalone -DoutputDirectory=.\njava -jar sdk-sandbox-" + version + "-standalone.jar ");
  }

  private static String xmlBlockUnder(Path page, String heading) throws IOException {
    String readme = Files.readString(page, StandardCharsets.UTF_8);
    int at = readme.indexOf("\n" + heading + "\n");
    assertThat(at).as("heading %s in %s", heading, page).isNotNegative();
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
