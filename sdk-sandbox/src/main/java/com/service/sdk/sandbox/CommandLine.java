package com.service.sdk.sandbox;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;
import org.jspecify.annotations.Nullable;

/**
 * The options of the standalone sandbox ({@link SandboxMain}): each option, its help line and how
 * it sets the {@link SandboxOptions.Builder}. {@code --help} prints the table, so every option is
 * listed by construction.
 */
final class CommandLine {
  /** One option: its name, the value it takes (null for a flag), its help text and its effect (given "" for a flag). */
  private record Option(String name, @Nullable String value, String help, BiConsumer<CommandLine, String> apply) {}

  private static final List<Option> OPTIONS = List.of(
      new Option("--port", "N", "port to listen on (default 8080; 0 picks a free port)",
          (c, v) -> c.options.port(number("--port", v))),
      new Option("--host", "ADDRESS", "address to bind (default 127.0.0.1); beyond loopback only with --allow-remote",
          (c, v) -> c.options.host(v)),
      new Option("--allow-remote", null, "allow a --host that is not loopback; /_sandbox/ then needs the printed"
          + " SANDBOX_CONTROL_TOKEN", (c, v) -> c.options.allowRemoteAccess(true)),
      new Option("--control-token", "TOKEN", "require this token on /_sandbox/ (header X-Sandbox-Control-Token),"
          + " even on loopback", (c, v) -> c.options.controlToken(v)),
      new Option("--callback-allow", "HOST,...", "hosts besides loopback that callbacks may be sent to",
          (c, v) -> c.options.callbackAllow(Set.copyOf(List.of(v.split(",", -1))))),
      new Option("--max-resources", "N", "resources kept per kind before the oldest is evicted (default 100000)",
          (c, v) -> c.options.maxResources(number("--max-resources", v))),
      new Option("--max-idempotency-records", "N", "Idempotency-Key records kept before the oldest is evicted"
          + " (default 100000)", (c, v) -> c.options.maxIdempotencyRecords(number("--max-idempotency-records", v))),
      new Option("--public-url", "URL", "base URL that clients use when it is not the bound address,"
          + " e.g. http://sandbox.test:8080; a host beyond loopback turns SANDBOX_CONTROL_TOKEN on",
          (c, v) -> c.options.publicBaseUrl(v)),
      new Option("--seed", "N", "make ids and credentials reproducible (test use only: seeded secrets are"
          + " predictable; refused with --allow-remote)", (c, v) -> c.options.seed(longNumber("--seed", v))),
      new Option("--auto-pay", null, "pay every hosted payment as soon as it is created",
          (c, v) -> c.options.autoPayPayments(true)),
      new Option("--auto-settle", null, "complete every payout as soon as it is initiated",
          (c, v) -> c.options.autoSettlePayouts(true)),
      new Option("--help", null, "print this help and exit", (c, v) -> c.help = true));

  final SandboxOptions.Builder options = SandboxOptions.builder().port(8080);
  boolean help;

  private CommandLine() {}

  /**
   * Reads command-line arguments.
   *
   * @throws IllegalArgumentException naming an unknown option, a missing value or a bad value
   */
  static CommandLine parse(String[] args) {
    CommandLine line = new CommandLine();
    for (int i = 0; i < args.length; i++) {
      Option option = find(args[i]);
      String value = ""; // what a flag's action is given: it takes none
      if (option.value() != null) {
        if (i + 1 >= args.length) {
          throw new IllegalArgumentException(option.name() + " needs a value (" + option.value() + ")");
        }
        value = args[++i];
      }
      option.apply().accept(line, value);
    }
    return line;
  }

  /** The usage text: one line per option. */
  static String usage() {
    StringBuilder out = new StringBuilder("usage: java -jar sdk-sandbox-<version>-standalone.jar [options]\n");
    List<String> names = new ArrayList<>();
    for (Option option : OPTIONS) {
      names.add(option.value() == null ? option.name() : option.name() + " " + option.value());
    }
    int width = names.stream().mapToInt(String::length).max().orElse(0) + 2;
    for (int i = 0; i < OPTIONS.size(); i++) {
      out.append("  ").append(String.format("%-" + width + "s", names.get(i))).append(OPTIONS.get(i).help()).append('\n');
    }
    return out.toString();
  }

  private static Option find(String name) {
    for (Option option : OPTIONS) {
      if (option.name().equals(name)) {
        return option;
      }
    }
    throw new IllegalArgumentException("unknown option " + name + " (--help lists the options)");
  }

  private static int number(String name, String value) {
    try {
      return Integer.parseInt(value);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(name + " needs a number: " + value);
    }
  }

  private static long longNumber(String name, String value) {
    try {
      return Long.parseLong(value);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(name + " needs a number: " + value);
    }
  }
}
