package com.service.sdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import com.service.sdk.core.internal.ClasspathCheck.Versions;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The SDK's own classpath passes; classpaths made of small stand-in jars (classes with OkHttp's
 * and okio's names, compiled here) show each conflict the check names.
 */
class ClasspathCheckTest {
  private static final Versions BUILT_WITH = new Versions("5.5.1", "3.18.1");

  private static final Map<String, String> OKHTTP_4 = Map.of(
      "okhttp3.OkHttp", "package okhttp3; public final class OkHttp { public static final String VERSION = \"4.12.0\"; }",
      "okhttp3.OkHttpClient", "package okhttp3; public class OkHttpClient {}");
  private static final Map<String, String> OKHTTP_5 = Map.of(
      "okhttp3.OkHttp", "package okhttp3; public final class OkHttp { public static final String VERSION = \"5.5.1\"; }",
      "okhttp3.OkHttpClient", "package okhttp3; public class OkHttpClient {}");
  /** OkHttp 3 has no okhttp3.OkHttp. */
  private static final Map<String, String> OKHTTP_3 = Map.of(
      "okhttp3.OkHttpClient", "package okhttp3; public class OkHttpClient {}");
  private static final Map<String, String> OKIO_OLD = Map.of(
      "okio.Okio", "package okio; public final class Okio { public static Object sink(java.net.Socket s) { return s; } }",
      "okio.Buffer", "package okio; public final class Buffer {}");
  private static final Map<String, String> OKIO_CURRENT = Map.of(
      "okio.Okio", "package okio; public final class Okio { public static Socket socket(java.net.Socket s) { return null; } }",
      "okio.Socket", "package okio; public interface Socket {}",
      "okio.Buffer", "package okio; public final class Buffer {}");

  @TempDir
  Path dir;

  @Test
  void theSdksOwnClasspath_passes() {
    assertThat(ClasspathCheck.problem(ClasspathCheck.class.getClassLoader(), Versions.load())).isNull();
    assertThatCode(ClasspathCheck::verify).doesNotThrowAnyException();
  }

  @Test
  void theVersionsInTheMessage_areTheOnesOnTheSdksClasspath() throws Exception {
    Versions built = Versions.load();

    assertThat(built.okhttp()).isEqualTo(okhttp3.OkHttp.class.getField("VERSION").get(null));
    URL okio = ClasspathCheck.class.getClassLoader().getResource("okio/Buffer.class");
    String manifest = okio.toString().replace("okio/Buffer.class", "META-INF/MANIFEST.MF");
    try (InputStream in = java.net.URI.create(manifest).toURL().openStream()) {
      assertThat(built.okio()).as("okio.version in the parent pom is the okio that okhttp-jvm brings")
          .isEqualTo(new Manifest(in).getMainAttributes().getValue("Bundle-Version"));
    }
  }

  @Test
  void okhttp5WithCurrentOkio_passes() throws Exception {
    assertThat(ClasspathCheck.problem(loader(jar("okhttp-jvm", OKHTTP_5), jar("okio-jvm", OKIO_CURRENT)), BUILT_WITH))
        .isNull();
  }

  @Test
  void okhttp4WithItsOkio_namesBoth_andTheFix() throws Exception {
    Path okhttp = jar("okhttp-4.12.0", OKHTTP_4);
    Path okio = jar("okio-jvm-3.6.0", OKIO_OLD, "3.6.0");

    String problem = ClasspathCheck.problem(loader(okhttp, okio), BUILT_WITH);

    assertThat(problem)
        .startsWith("The Service SDK needs OkHttp 5.x (com.squareup.okhttp3:okhttp-jvm; built with 5.5.1) and okio 3.x"
            + " with okio.Okio.socket(java.net.Socket) (built with 3.18.1), but the classpath has ")
        .contains("OkHttp 4.12.0 (" + url(okhttp))
        .contains("okio 3.6.0 without okio.Okio.socket(java.net.Socket) (" + url(okio))
        .contains("import com.squareup.okhttp3:okhttp-bom:5.5.1 and com.squareup.okio:okio-bom:3.18.1")
        .contains("exclude com.squareup.okhttp3:okhttp from the dependency that brings it");
  }

  @Test
  void okhttp5NextToAnOlderOkhttpJar_namesBothJars() throws Exception {
    Path current = jar("okhttp-jvm-5.5.1", OKHTTP_5);
    Path old = jar("okhttp-3.14.9", OKHTTP_3);

    String problem = ClasspathCheck.problem(loader(current, old, jar("okio-jvm", OKIO_CURRENT)), BUILT_WITH);

    assertThat(problem).contains("but the classpath has 2 jars holding okhttp3 classes: " + url(current) + ", "
        + url(old) + ".").doesNotContain("OkHttp 5.5.1 (");
  }

  @Test
  void okhttp3Alone_isNamedAsOlderThan4() throws Exception {
    String problem = ClasspathCheck.problem(loader(jar("okhttp-3.14.9", OKHTTP_3), jar("okio", OKIO_CURRENT)),
        BUILT_WITH);

    assertThat(problem).contains("but the classpath has OkHttp 3.x or older (no okhttp3.OkHttp)");
  }

  @Test
  void okhttp5WithAnOldOkio_namesOkio_only() throws Exception {
    String problem = ClasspathCheck.problem(loader(jar("okhttp-jvm", OKHTTP_5), jar("okio-jvm-3.6.0", OKIO_OLD)),
        BUILT_WITH);

    assertThat(problem).contains("but the classpath has okio of an unknown version without okio.Okio.socket")
        .doesNotContain("OkHttp 5.5.1 (");
  }

  @Test
  void twoOkioJars_areNamed() throws Exception {
    Path current = jar("okio-jvm-3.18.1", OKIO_CURRENT, "3.18.1");
    Path old = jar("okio-1.17.2", OKIO_OLD, "1.17.2");

    String problem = ClasspathCheck.problem(loader(jar("okhttp-jvm", OKHTTP_5), current, old), BUILT_WITH);

    assertThat(problem).contains("but the classpath has 2 jars holding okio classes: " + url(current) + ", "
        + url(old) + ".");
  }

  /** A jar's location as a class loader reports it ({@code file:/tmp/..}). */
  private static String url(Path jar) throws IOException {
    return jar.toUri().toURL().toString();
  }

  private static URLClassLoader loader(Path... jars) throws IOException {
    List<URL> urls = new ArrayList<>();
    for (Path jar : jars) {
      urls.add(jar.toUri().toURL());
    }
    // The platform loader as parent: the SDK's own OkHttp and okio stay out of sight.
    return new URLClassLoader(urls.toArray(URL[]::new), ClassLoader.getPlatformClassLoader());
  }

  private Path jar(String name, Map<String, String> sources) throws IOException {
    return jar(name, sources, null);
  }

  /** Compiles {@code sources} (class name to code) into a jar, with this Bundle-Version if given. */
  private Path jar(String name, Map<String, String> sources, String bundleVersion) throws IOException {
    Path src = Files.createDirectories(dir.resolve(name + "-src"));
    Path classes = Files.createDirectories(dir.resolve(name + "-classes"));
    List<String> arguments = new ArrayList<>(List.of("-d", classes.toString(), "--release", "17"));
    for (Map.Entry<String, String> source : sources.entrySet()) {
      Path file = src.resolve(source.getKey().replace('.', '/') + ".java");
      Files.createDirectories(file.getParent());
      Files.writeString(file, source.getValue());
      arguments.add(file.toString());
    }
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    assertThat(javac.run(null, null, null, arguments.toArray(String[]::new))).as("compiling " + name).isZero();

    Manifest manifest = new Manifest();
    manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
    if (bundleVersion != null) {
      manifest.getMainAttributes().putValue("Bundle-Version", bundleVersion);
    }
    Path jar = dir.resolve(name + ".jar");
    try (OutputStream out = Files.newOutputStream(jar); JarOutputStream zip = new JarOutputStream(out, manifest);
        Stream<Path> files = Files.walk(classes)) {
      for (Path file : (Iterable<Path>) files.filter(Files::isRegularFile).sorted()::iterator) {
        zip.putNextEntry(new JarEntry(classes.relativize(file).toString().replace('\\', '/')));
        zip.write(Files.readAllBytes(file));
        zip.closeEntry();
      }
    }
    return jar;
  }
}
