package com.service.sdk.examples;

import static org.assertj.core.api.Assertions.assertThat;

import com.service.sdk.examples.ErrorMessages.Message;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The troubleshooting table (docs/troubleshooting.md) has a row for every error message the
 * published modules' code can give, and no row for a message the code no longer gives. A row's
 * message is a pattern in which "…" stands for any text; a message from the code is a template
 * in which "…" stands for a value.
 */
class ErrorMessagesTest {
  private static final String PAGE = "docs/troubleshooting.md";
  private static final Pattern ROW = Pattern.compile("(?m)^\\| `(.+?)` \\| (.+?) \\| (.+?) \\|$");
  /** Literal letters a row needs, so that no row is so loose that it covers messages it does not explain. */
  private static final int MIN_LETTERS = 4;

  record Row(String message, Pattern pattern) {}

  static List<Row> rows(String page) {
    List<Row> rows = new ArrayList<>();
    Matcher row = ROW.matcher(page);
    while (row.find()) {
      String message = row.group(1);
      String regex = Arrays.stream(message.split(Pattern.quote(ErrorMessages.ANY), -1))
          .map(Pattern::quote).collect(Collectors.joining(".*"));
      rows.add(new Row(message, Pattern.compile(regex, Pattern.DOTALL)));
    }
    return rows;
  }

  private static List<Row> tableRows() throws IOException {
    return rows(Files.readString(DocsPages.ROOT.resolve(PAGE), StandardCharsets.UTF_8));
  }

  @Test
  void everyMessageOfTheCode_hasARow() throws IOException {
    List<Message> messages = ErrorMessages.all();
    List<Row> rows = tableRows();
    assertThat(messages).as("messages read from the code").hasSizeGreaterThan(300);

    List<String> missing = messages.stream()
        .filter(m -> rows.stream().noneMatch(r -> r.pattern().matcher(m.template()).matches()))
        .map(m -> "| `" + m.template().replace("\n", " ") + "` | (what happened) | (what to do) |   <- " + m.where())
        .distinct().toList();
    assertThat(missing).as("messages without a row in %s; add these rows, with what happened and what to do",
        PAGE).isEmpty();
  }

  @Test
  void everyRow_matchesAMessageOfTheCode_andSaysSomething() throws IOException {
    List<Message> messages = ErrorMessages.all();
    List<Row> rows = tableRows();
    assertThat(rows).as("rows of %s", PAGE).hasSizeGreaterThan(200);

    assertThat(rows.stream().filter(r -> messages.stream().noneMatch(m -> r.pattern().matcher(m.template()).matches()))
        .map(Row::message)).as("rows that match no message of the code any more: remove or correct them").isEmpty();
    assertThat(rows.stream().filter(r -> r.message().replace(ErrorMessages.ANY, "").chars()
        .filter(Character::isLetter).count() < MIN_LETTERS).map(Row::message))
        .as("rows too loose to explain one message").isEmpty();
  }

  /**
   * A message reaches the merchant by more roads than a literal inside {@code new XException(..)}:
   * through a local variable (CallbackHandler's TIMED_OUT answer), through a method of the SDK
   * that hands its text on to a message (HttpTransport's {@code exchange.failed("interrupted while
   * waiting to retry")}), in an exception class of the SDK's own whose name says nothing
   * ({@code UserCode.Failure}, an {@code IOException}), and through {@code String.format}
   * with any conversion.
   */
  @Test
  void theReader_followsAMessageThroughVariablesForwardingMethodsAndTheSdksOwnThrowables() {
    List<ErrorMessages.Source> sources = List.of(new ErrorMessages.Source("sdk-x", "x/Handler.java", """
        final class Handler {
          CallbackResponse await() {
            String gaveUp;
            try {
              return work.get();
            } catch (TimeoutException e) {
              gaveUp = "not handled within " + timeout + "; deliver again later";
            }
            return CallbackResponse.of(Result.TIMED_OUT, gaveUp);
          }
          void sleep() {
            throw exchange.failed("interrupted while waiting to retry");
          }
          IOException unsigned(Throwable cause) {
            return new Failure("could not sign the request: the credentials provider failed with", cause);
          }
          void key(char c, int i) {
            throw new IllegalArgumentException("found U+" + String.format("%04X", (int) c) + " at index " + i);
          }
        }
        """), new ErrorMessages.Source("sdk-x", "x/Exchange.java", """
        final class Exchange {
          RuntimeException failed(String note) {
            String suffix = note == null ? "" : " (" + note + ")";
            return new ApiConnectionException(target + " got no answer" + suffix, history.outcome());
          }
          static final class Failure extends IOException {
            Failure(String what, Throwable cause) {
              super(what + " " + cause.getClass().getName(), cause);
            }
          }
        }
        """));

    assertThat(ErrorMessages.read(sources)).extracting(Message::template).contains(
        "not handled within …; deliver again later",
        "interrupted while waiting to retry",
        "could not sign the request: the credentials provider failed with",
        "found U+… at index …");
  }

  @Test
  void theReader_findsTemplatesWithTheirValues() {
    Map<String, String> none = Map.of();
    assertThat(ErrorMessages.templates("name + \" must be positive, was \" + value", none))
        .containsExactly("… must be positive, was …");
    assertThat(ErrorMessages.templates("header + \" is \" + skew + \" s \" + (skew < 0 ? \"behind\" : \"ahead of\")", none))
        .containsExactly("… is … s behind", "… is … s ahead of");
    assertThat(ErrorMessages.templates("MISMATCH + rule", Map.of("MISMATCH", "unknown key: ")))
        .containsExactly("unknown key: …");
    assertThat(rows("| `… must be positive, was …` | a | b |\n").get(0).pattern().matcher("… must be positive, was …")
        .matches()).isTrue();
    assertThat(rows("| ` failed with HTTP ` | a | b |\n").get(0).pattern().matcher(" failed with HTTP ").matches())
        .isTrue();
  }
}
