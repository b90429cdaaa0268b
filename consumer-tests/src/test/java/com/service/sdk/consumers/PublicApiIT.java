package com.service.sdk.consumers;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReader;
import java.lang.module.ModuleReference;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The public API of every published module, as a listing checked in under {@code api/} (one
 * file per module): each public or protected type of an exported package, with its public and
 * protected members' full signatures. A change to the API fails this test until the listing is
 * regenerated, so that every change shows in review and gets its line in CHANGELOG.md:
 *
 * <pre>mvn -B -ntp -q -pl consumer-tests -am verify -Dtest=none -Dsurefire.failIfNoSpecifiedTests=false -Dit.test=PublicApiIT -Dfailsafe.failIfNoSpecifiedTests=false -Dinvoker.skip -Dapi.update=true</pre>
 *
 * <p>({@code mvn -B -ntp verify -Dapi.update=true}, the whole suite, does it too.)
 *
 * <p>An integration test (failsafe, in {@code verify}): it reads the packaged jars, the ones
 * that are published.
 *
 * <p>A listing shows the API itself, not only its difference from a release: it is the review
 * aid. Whether a change breaks callers of the last release is CompatibilityIT's question.
 */
class PublicApiIT {
  private static final Path LISTINGS = Path.of("..", "api");
  private static final String UPDATE = "mvn -B -ntp -q -pl consumer-tests -am verify -Dtest=none"
      + " -Dsurefire.failIfNoSpecifiedTests=false -Dit.test=PublicApiIT -Dfailsafe.failIfNoSpecifiedTests=false"
      + " -Dinvoker.skip -Dapi.update=true";

  @Test
  void thePublicApi_isTheCheckedInListing() throws Exception {
    Map<String, String> listings = listings();
    assertThat(listings.keySet()).containsExactly("com.service.sdk.core", "com.service.sdk.jdbc",
        "com.service.sdk.micrometer", "com.service.sdk.opentelemetry", "com.service.sdk.payouts",
        "com.service.sdk.plugin", "com.service.sdk.sandbox");
    List<String> changed = new ArrayList<>();
    for (Map.Entry<String, String> module : listings.entrySet()) {
      Path file = LISTINGS.resolve(module.getKey() + ".txt");
      if (Boolean.getBoolean("api.update")) {
        Files.createDirectories(LISTINGS);
        Files.writeString(file, module.getValue(), StandardCharsets.UTF_8);
      } else if (!Files.isRegularFile(file) || !Files.readString(file, StandardCharsets.UTF_8).equals(module.getValue())) {
        changed.add(file.normalize().toString());
      }
    }
    assertThat(changed).as("The public API changed (%s). Regenerate the listings with%n  %s%nreview their diff,"
        + " and say what changed for users in CHANGELOG.md under Unreleased.", changed, UPDATE).isEmpty();
  }

  @Test
  void thePublicApi_namesNoRelocatedOrInternalType() throws Exception {
    for (String listing : listings().values()) {
      assertThat(listing).doesNotContain("okhttp3.", "okio.", "kotlin.", ".internal.");
    }
  }

  /** Module name to listing, for the SDK's modules on the test class path. */
  private static Map<String, String> listings() throws IOException, ClassNotFoundException {
    Map<String, String> listings = new TreeMap<>();
    for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
      for (ModuleReference module : ModuleFinder.of(Path.of(entry)).findAll()) {
        String name = name(module.descriptor());
        if (name.startsWith("com.service.sdk.")) {
          listings.put(name, listing(module));
        }
      }
    }
    return listings;
  }

  /**
   * A module's name; for a jar without a descriptor (sdk-sandbox), which Java names after the
   * file, the shortest of its packages.
   */
  private static String name(ModuleDescriptor descriptor) {
    if (!descriptor.isAutomatic()) {
      return descriptor.name();
    }
    return descriptor.packages().stream().min((a, b) -> Integer.compare(a.length(), b.length())).orElse("");
  }

  /**
   * The exported packages (CompatibilityIT compares the same ones with the last release): of a
   * jar without a descriptor, those outside an {@code internal} package (the sandbox's rule, which
   * its Javadoc follows too).
   */
  private static String listing(ModuleReference module) throws IOException, ClassNotFoundException {
    Set<String> exported = Compatibility.exportedPackages(module.descriptor());
    List<String> classes;
    try (ModuleReader reader = module.open(); Stream<String> resources = reader.list()) {
      classes = resources.filter(r -> r.endsWith(".class") && !r.endsWith("module-info.class"))
          .filter(r -> exported.contains(r.substring(0, r.lastIndexOf('/')).replace('/', '.')))
          .map(r -> r.substring(0, r.length() - ".class".length()).replace('/', '.')).sorted().toList();
    }
    StringBuilder out = new StringBuilder();
    for (String name : classes) {
      Class<?> type = Class.forName(name, false, PublicApiIT.class.getClassLoader());
      if (visible(type)) {
        out.append(describe(type));
      }
    }
    return out.toString();
  }

  /** Public or protected, and so is every class it is nested in; not anonymous or local. */
  private static boolean visible(Class<?> type) {
    for (Class<?> c = type; c != null; c = c.getDeclaringClass()) {
      if (c.isAnonymousClass() || c.isLocalClass() || !exposed(c.getModifiers())) {
        return false;
      }
    }
    return true;
  }

  private static boolean exposed(int modifiers) {
    return Modifier.isPublic(modifiers) || Modifier.isProtected(modifiers);
  }

  private static String describe(Class<?> type) {
    StringBuilder out = new StringBuilder(header(type));
    if (type.getGenericSuperclass() != null && type.getSuperclass() != Object.class && !type.isEnum()
        && !type.isRecord()) {
      out.append(" extends ").append(type.getGenericSuperclass().getTypeName());
    }
    Type[] interfaces = type.getGenericInterfaces();
    if (interfaces.length > 0) {
      out.append(type.isInterface() ? " extends " : " implements ")
          .append(Arrays.stream(interfaces).map(Type::getTypeName).collect(Collectors.joining(", ")));
    }
    out.append('\n');
    List<String> members = new ArrayList<>();
    for (Field field : type.getDeclaredFields()) {
      add(members, field, field.toGenericString());
    }
    for (Constructor<?> constructor : type.getDeclaredConstructors()) {
      add(members, constructor, constructor.toGenericString());
    }
    for (Method method : type.getDeclaredMethods()) {
      if (!method.isBridge()) {
        add(members, method, method.toGenericString());
      }
    }
    members.stream().sorted().forEach(member -> out.append("  ").append(member).append('\n'));
    return out.toString();
  }

  /**
   * The type's modifiers, kind and name, the same on every JDK: Java 17's {@code toGenericString}
   * leaves out {@code sealed}, newer ones print it, also for an enum whose constants have bodies
   * (which no one can extend anyway). So {@code sealed} is written here, for classes and interfaces
   * only.
   */
  private static String header(Class<?> type) {
    String header = type.toGenericString().replace("non-sealed ", "").replace("sealed ", "");
    return type.isSealed() && !type.isEnum()
        ? header.replaceFirst("(^|\\s)(interface|class|record) ", "$1sealed $2 ")
        : header;
  }

  private static void add(List<String> members, Member member, String signature) {
    if (!member.isSynthetic() && exposed(member.getModifiers())) {
      members.add(signature);
    }
  }
}
