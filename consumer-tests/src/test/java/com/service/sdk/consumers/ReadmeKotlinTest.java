package com.service.sdk.consumers;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The Kotlin guide's code ({@code docs/kotlin.md}) is the Kotlin merchant application's
 * ({@code src/it/kotlin}), which the invoker compiles with strict JSpecify and runs against the
 * sandbox on Spring Boot 3.5's and 4's Kotlin: every {@code ```kotlin} block of the guide stands,
 * line for line (indentation aside), in that application's {@code CoroutineQuickstart.kt}, and the
 * application depends on the artifact the guide tells merchants to add.
 */
class ReadmeKotlinTest {
  private static final Path GUIDE = Path.of("..", "docs", "kotlin.md");
  private static final Path APP = Path.of("src", "it", "kotlin");
  private static final Path SOURCE = APP.resolve("src/main/kotlin/com/example/shop/CoroutineQuickstart.kt");
  private static final Pattern KOTLIN_BLOCK = Pattern.compile("```kotlin\\n(.*?)```", Pattern.DOTALL);

  @Test
  void everyKotlinBlockOfTheGuide_isCodeTheKotlinApplicationCompilesAndRuns() throws IOException {
    String guide = Files.readString(GUIDE, StandardCharsets.UTF_8);
    List<String> blocks = new ArrayList<>();
    Matcher block = KOTLIN_BLOCK.matcher(guide);
    while (block.find()) {
      blocks.add(block.group(1));
    }
    assertThat(blocks).as("kotlin blocks in %s", GUIDE).hasSizeGreaterThanOrEqualTo(3);
    String source = normalized(Files.readString(SOURCE, StandardCharsets.UTF_8));
    for (String code : blocks) {
      assertThat(source).as("%s holds the guide's block%n%s", SOURCE, code).contains(normalized(code));
    }
  }

  @Test
  void theGuidesDependency_isTheOneTheApplicationDeclares() throws IOException {
    String guide = Files.readString(GUIDE, StandardCharsets.UTF_8);
    int heading = guide.indexOf("\n## Add sdk-kotlin\n");
    assertThat(heading).as("## Add sdk-kotlin in %s", GUIDE).isNotNegative();
    String section = guide.substring(heading);
    Matcher xml = Pattern.compile("```xml\\n(.*?)```", Pattern.DOTALL).matcher(section);
    assertThat(xml.find()).as("an xml block under ## Add sdk-kotlin").isTrue();

    assertThat(xml.group(1)).contains("<artifactId>sdk-kotlin</artifactId>").doesNotContain("<version>");
    assertThat(Files.readString(APP.resolve("pom.xml"), StandardCharsets.UTF_8))
        .contains("<artifactId>sdk-kotlin</artifactId>\n    </dependency>");
  }

  /** Each line without its indentation, blank lines dropped: a block indented inside the file still matches. */
  private static String normalized(String code) {
    return code.lines().map(String::strip).filter(line -> !line.isEmpty()).collect(Collectors.joining("\n", "\n", "\n"));
  }
}
