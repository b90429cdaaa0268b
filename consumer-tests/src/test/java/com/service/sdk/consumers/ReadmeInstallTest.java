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
 * The README's Install block names the version a merchant can have, and so does its way to the
 * standalone sandbox, which the standalone-sandbox consumer runs: the version this build makes
 * when it is a release, else the last release RELEASES records (a SNAPSHOT is on no repository),
 * else, before the first release, this build's version.
 */
class ReadmeInstallTest {
  private static final Path README = Path.of("..", "README.md");
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
    String install = xmlBlockUnder("## Install");

    assertThat(version(install, "sdk-bom")).isEqualTo(VERSION);
    assertThat(install).contains("<artifactId>sdk-plugin</artifactId>", "<artifactId>sdk-payouts</artifactId>");
  }

  @Test
  void theSpringBootBlockImportsThisVersionOfTheBom_andAddsTheStarter() throws IOException {
    String springBoot = xmlBlockUnder("## Spring Boot");

    assertThat(version(springBoot, "sdk-bom")).isEqualTo(VERSION);
    assertThat(springBoot).contains("<artifactId>sdk-spring-boot-starter</artifactId>");
  }

  @Test
  void theStandaloneSandboxIsCopiedFromThisVersionsStandaloneClassifier_thenRun() throws IOException {
    String version = VERSION;
    String readme = Files.readString(README, StandardCharsets.UTF_8);

    assertThat(readme).contains("mvn -B -ntp org.apache.maven.plugins:maven-dependency-plugin:"
        + System.getProperty("dependency-plugin.version") + ":copy -Dartifact=com.service.sdk:sdk-sandbox:" + version
        + ":jar:standalone -DoutputDirectory=.\njava -jar sdk-sandbox-" + version + "-standalone.jar ");
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
