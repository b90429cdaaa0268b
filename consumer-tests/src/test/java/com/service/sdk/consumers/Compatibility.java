package com.service.sdk.consumers;

import japicmp.cmp.JApiCmpArchive;
import japicmp.cmp.JarArchiveComparator;
import japicmp.cmp.JarArchiveComparatorOptions;
import japicmp.filter.JavadocLikePackageFilter;
import japicmp.model.AccessModifier;
import japicmp.model.JApiClass;
import japicmp.model.JApiCompatibilityChange;
import java.io.IOException;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The rule that keeps the public API compatible with the last release, as the guide's "Versions"
 * (docs/changes.md) states it: a change japicmp finds binary or source incompatible (in a package
 * the released jar exports, not {@code internal}: what PublicApiIT lists), or a package no longer
 * exported, is refused unless the version says so (while the major version is 0, a higher minor
 * version than the release's; from 1.0 on, a higher major version) and the CHANGELOG says so
 * (entries that start with {@code **Breaking:**} and name each type that breaks, under Unreleased,
 * or under the version itself in a release build, after release/cut moved them there).
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

  /**
   * Each change from {@code released} to {@code current} that breaks a caller, as "Type: CHANGE
   * member": in the packages the released jar exports (its API; what PublicApiIT lists), and each
   * of them the current jar still holds but no longer exports.
   */
  static List<Break> breaks(Path released, Path current) {
    Set<String> api = exportedPackages(descriptor(released));
    ModuleDescriptor now = descriptor(current);
    List<Break> breaks = new ArrayList<>();
    for (String gone : api) {
      if (now.packages().contains(gone) && !exportedPackages(now).contains(gone)) {
        breaks.add(new Break(gone, List.of("the package is no longer exported")));
      }
    }
    if (api.isEmpty()) {
      return breaks; // no API (a jar without classes, like the starter's): japicmp would compare everything
    }
    JarArchiveComparatorOptions options = new JarArchiveComparatorOptions();
    options.setAccessModifier(AccessModifier.PROTECTED);
    api.forEach(p -> options.getFilters().getIncludes().add(new JavadocLikePackageFilter(p, true)));
    // The jars alone, without their dependencies: a supertype from a library cannot be read.
    options.getIgnoreMissingClasses().setIgnoreAllMissingClasses(true);
    List<JApiClass> classes = new JarArchiveComparator(options)
        .compare(new JApiCmpArchive(released.toFile(), "released"), new JApiCmpArchive(current.toFile(), "current"));
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

  /**
   * The packages a module's callers can use: those it exports to everyone (all of a jar without a
   * descriptor), none of them under an {@code internal} package, where the SDK keeps what it
   * shares between its modules and what it relocates (sdk-core's OkHttp, okio and Kotlin).
   */
  static Set<String> exportedPackages(ModuleDescriptor module) {
    Stream<String> packages = module.isAutomatic() ? module.packages().stream()
        : module.exports().stream().filter(e -> !e.isQualified()).map(ModuleDescriptor.Exports::source);
    return packages.filter(p -> !p.contains(".internal")).collect(Collectors.toCollection(TreeSet::new));
  }

  private static ModuleDescriptor descriptor(Path jar) {
    return ModuleFinder.of(jar).findAll().iterator().next().descriptor();
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
    String section = current.endsWith("-SNAPSHOT") ? "Unreleased" : current;
    String breaking = breakingEntries(changelog, section);
    List<String> unnamed = breaks.stream().map(Break::simpleName).filter(n -> !breaking.contains(n)).distinct().toList();
    if (!unnamed.isEmpty()) {
      refusals.add(what + "; CHANGELOG.md's " + section + " has " + (breaking.isEmpty() ? "no **Breaking:** entry"
          : "no **Breaking:** entry naming " + unnamed) + ": say in one what breaks and what to do");
    }
    return refusals;
  }

  private static boolean versionSaysBreaking(String released, String current) {
    return major(released) == 0
        ? major(current) > 0 || minor(current) > minor(released)
        : major(current) > major(released);
  }

  /**
   * The entries under {@code ## [section]} that start with {@code - **Breaking:**}, or "": a
   * SNAPSHOT's are under Unreleased, a release's under its version, where release/cut moved them.
   */
  static String breakingEntries(String changelog, String name) {
    int start = changelog.indexOf("\n## [" + name + "]");
    if (start < 0) {
      return "";
    }
    int end = changelog.indexOf("\n## ", start + 1);
    String section = changelog.substring(start, end < 0 ? changelog.length() : end);
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
