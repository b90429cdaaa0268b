package com.service.sdk.consumers;

import japicmp.cmp.JApiCmpArchive;
import japicmp.cmp.JarArchiveComparator;
import japicmp.cmp.JarArchiveComparatorOptions;
import japicmp.filter.JavadocLikePackageFilter;
import japicmp.model.AccessModifier;
import japicmp.model.JApiClass;
import japicmp.model.JApiCompatibilityChange;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The rule that keeps the public API compatible with the last release, as the README's "Changes
 * and versions" states it: a change japicmp finds binary or source incompatible (in any package
 * that is not {@code internal}) is refused unless the version says so (while the major version is
 * 0, a higher minor version than the release's; from 1.0 on, a higher major version) and the
 * CHANGELOG says so (entries under Unreleased that start with {@code **Breaking:**} and name each
 * type that breaks).
 */
final class Compatibility {
  private static final Pattern RELEASE = Pattern.compile("(\\d+\\.\\d+\\.\\d+) ([0-9a-f]{40})");
  private static final Pattern VERSION = Pattern.compile("(\\d+)\\.(\\d+)\\.(\\d+).*");
  /** A list entry of the CHANGELOG: its first line and the indented lines that continue it. */
  private static final Pattern ENTRY = Pattern.compile("(?m)^- .*(\\n {2}.*)*");

  private Compatibility() {}

  /** A line of RELEASES: a released version and the full id of the commit it was built from. */
  record Release(String version, String commit) {}

  /** The last release RELEASES records, if any; a line that is not one is an error. */
  static Optional<Release> lastRelease(Path releases) throws IOException {
    Release last = null;
    for (String line : Files.readAllLines(releases)) {
      if (line.isBlank() || line.startsWith("#")) {
        continue;
      }
      Matcher release = RELEASE.matcher(line.trim());
      if (!release.matches()) {
        throw new IllegalStateException(releases + ": \"" + line + "\" is not \"<version> <full commit id>\"");
      }
      last = new Release(release.group(1), release.group(2));
    }
    return Optional.ofNullable(last);
  }

  /** Each change from {@code released} to {@code current} that breaks a caller, as "Type: CHANGE member". */
  static List<Break> breaks(Path released, Path current) {
    JarArchiveComparatorOptions options = new JarArchiveComparatorOptions();
    options.setAccessModifier(AccessModifier.PROTECTED);
    options.getFilters().getExcludes().add(new JavadocLikePackageFilter("*.internal", true));
    // The jars alone, without their dependencies: a supertype from a library cannot be read.
    options.getIgnoreMissingClasses().setIgnoreAllMissingClasses(true);
    List<JApiClass> classes = new JarArchiveComparator(options)
        .compare(new JApiCmpArchive(released.toFile(), "released"), new JApiCmpArchive(current.toFile(), "current"));
    List<Break> breaks = new ArrayList<>();
    for (JApiClass type : classes) {
      if (type.isBinaryCompatible() && type.isSourceCompatible()) {
        continue;
      }
      List<String> changes = new ArrayList<>();
      type.getCompatibilityChanges().stream().filter(Compatibility::breaking).forEach(c -> changes.add(c.getType().name()));
      type.getMethods().forEach(m -> m.getCompatibilityChanges().stream().filter(Compatibility::breaking)
          .forEach(c -> changes.add(c.getType() + " " + m.getName() + "(..)")));
      type.getConstructors().forEach(m -> m.getCompatibilityChanges().stream().filter(Compatibility::breaking)
          .forEach(c -> changes.add(c.getType() + " constructor")));
      type.getFields().forEach(f -> f.getCompatibilityChanges().stream().filter(Compatibility::breaking)
          .forEach(c -> changes.add(c.getType() + " " + f.getName())));
      breaks.add(new Break(type.getFullyQualifiedName(), changes));
    }
    return breaks;
  }

  /** A type whose change breaks callers, and how. */
  record Break(String type, List<String> changes) {
    String simpleName() {
      return type.substring(type.lastIndexOf('.') + 1).replace('$', '.');
    }

    @Override
    public String toString() {
      return type + ": " + String.join(", ", changes);
    }
  }

  private static boolean breaking(JApiCompatibilityChange change) {
    return !change.isBinaryCompatible() || !change.isSourceCompatible();
  }

  /**
   * Why {@code breaks} may not be released as {@code current} after {@code released} with this
   * CHANGELOG: nothing when there are none, or when both the version and the CHANGELOG say so.
   */
  static List<String> refusals(String released, String current, List<Break> breaks, String changelog) {
    if (breaks.isEmpty()) {
      return List.of();
    }
    List<String> refusals = new ArrayList<>();
    String what = breaks.size() + " public type(s) break callers of " + released + ": " + breaks;
    if (!versionSaysBreaking(released, current)) {
      refusals.add(what + "; " + current + " does not say so: " + (major(released) == 0
          ? "while the major version is 0, a breaking change needs a higher minor version (" + major(released) + "."
              + (minor(released) + 1) + ".0)"
          : "a breaking change needs a higher major version (" + (major(released) + 1) + ".0.0)"));
    }
    String breaking = breakingEntries(changelog);
    List<String> unnamed = breaks.stream().map(Break::simpleName).filter(n -> !breaking.contains(n)).distinct().toList();
    if (!unnamed.isEmpty()) {
      refusals.add(what + "; CHANGELOG.md's Unreleased has " + (breaking.isEmpty() ? "no **Breaking:** entry"
          : "no **Breaking:** entry naming " + unnamed) + ": say in one what breaks and what to do");
    }
    return refusals;
  }

  private static boolean versionSaysBreaking(String released, String current) {
    return major(released) == 0
        ? major(current) > 0 || minor(current) > minor(released)
        : major(current) > major(released);
  }

  /** The entries under {@code ## [Unreleased]} that start with {@code - **Breaking:**}, or "". */
  static String breakingEntries(String changelog) {
    int unreleased = changelog.indexOf("\n## [Unreleased]");
    if (unreleased < 0) {
      return "";
    }
    int end = changelog.indexOf("\n## ", unreleased + 1);
    String section = changelog.substring(unreleased, end < 0 ? changelog.length() : end);
    StringBuilder breaking = new StringBuilder();
    Matcher entry = ENTRY.matcher(section);
    while (entry.find()) {
      if (entry.group().startsWith("- **Breaking:**")) {
        breaking.append(entry.group());
      }
    }
    return breaking.toString();
  }

  private static int major(String version) {
    return part(version, 1);
  }

  private static int minor(String version) {
    return part(version, 2);
  }

  private static int part(String version, int group) {
    Matcher matcher = VERSION.matcher(version);
    if (!matcher.matches()) {
      throw new IllegalArgumentException(version + " is not MAJOR.MINOR.PATCH");
    }
    return Integer.parseInt(matcher.group(group));
  }
}
