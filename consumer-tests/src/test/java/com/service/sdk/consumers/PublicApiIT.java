package com.service.sdk.consumers;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReader;
import java.lang.module.ModuleReference;
import java.lang.annotation.Annotation;
import java.lang.reflect.AnnotatedArrayType;
import java.lang.reflect.AnnotatedParameterizedType;
import java.lang.reflect.AnnotatedType;
import java.lang.reflect.AnnotatedWildcardType;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
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
 * protected members' full signatures and where their types say {@code @Nullable} (a Kotlin
 * caller sees {@code String?} there and {@code String} elsewhere, so moving an annotation
 * changes the API as much as changing a type does). A change to the API fails this test until the listing is
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
  private static final String NULLABLE = "org.jspecify.annotations.Nullable";
  private static final String UPDATE = "mvn -B -ntp -q -pl consumer-tests -am verify -Dtest=none"
      + " -Dsurefire.failIfNoSpecifiedTests=false -Dit.test=PublicApiIT -Dfailsafe.failIfNoSpecifiedTests=false"
      + " -Dinvoker.skip -Dapi.update=true";

  @Test
  void thePublicApi_isTheCheckedInListing() throws Exception {
    Map<String, String> listings = listings();
    assertThat(listings.keySet()).containsExactly("com.service.sdk.core", "com.service.sdk.jdbc",
        "com.service.sdk.kotlin", "com.service.sdk.micrometer", "com.service.sdk.opentelemetry", "com.service.sdk.payouts",
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

  /** No module's API names a relocated or internal type; only sdk-kotlin's names Kotlin's own (Continuation, Flow). */
  @Test
  void thePublicApi_namesNoRelocatedOrInternalType() throws Exception {
    for (Map.Entry<String, String> module : listings().entrySet()) {
      assertThat(module.getValue()).as(module.getKey()).doesNotContain("okhttp3.", "okio.", ".internal.", ".shaded.");
      if (!module.getKey().equals("com.service.sdk.kotlin")) {
        assertThat(module.getValue()).as(module.getKey()).doesNotContain("kotlin.");
      }
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
      members.add(signature + nullness(member));
    }
  }

  /**
   * Where the member's types say {@code @Nullable}, after its signature: {@code return},
   * {@code parameter 2}, {@code type} (a field), and inside them {@code element} (of an array)
   * and {@code argument 1} (of a generic type); nothing when no type of the member does.
   */
  private static String nullness(Member member) {
    List<String> places = new ArrayList<>();
    if (member instanceof Field field) {
      nullable(field.getAnnotatedType(), "type", places);
    } else if (member instanceof Executable executable) {
      if (executable instanceof Method method) {
        nullable(method.getAnnotatedReturnType(), "return", places);
      }
      AnnotatedType[] parameters = executable.getAnnotatedParameterTypes();
      for (int i = 0; i < parameters.length; i++) {
        nullable(parameters[i], "parameter " + (i + 1), places);
      }
    }
    return places.isEmpty() ? "" : " // @Nullable: " + String.join(", ", places);
  }

  private static void nullable(AnnotatedType type, String place, List<String> places) {
    for (Annotation annotation : type.getDeclaredAnnotations()) {
      if (annotation.annotationType().getName().equals(NULLABLE)) {
        places.add(place);
      }
    }
    if (type instanceof AnnotatedArrayType array) {
      nullable(array.getAnnotatedGenericComponentType(), place + " element", places);
    } else if (type instanceof AnnotatedParameterizedType generic) {
      AnnotatedType[] arguments = generic.getAnnotatedActualTypeArguments();
      for (int i = 0; i < arguments.length; i++) {
        nullable(arguments[i], place + " argument " + (i + 1), places);
      }
    } else if (type instanceof AnnotatedWildcardType wildcard) {
      for (AnnotatedType bound : wildcard.getAnnotatedUpperBounds()) {
        nullable(bound, place + " bound", places);
      }
      for (AnnotatedType bound : wildcard.getAnnotatedLowerBounds()) {
        nullable(bound, place + " bound", places);
      }
    }
  }
}
