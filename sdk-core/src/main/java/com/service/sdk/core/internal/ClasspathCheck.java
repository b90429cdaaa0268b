package com.service.sdk.core.internal;

import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.net.URI;
import java.net.URL;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Properties;
import java.util.jar.Manifest;

/**
 * Checks, once per JVM, that the OkHttp and okio on the classpath are ones the SDK works
 * with, so that a conflict fails at once, when a client is built, with the fix in its
 * message, instead of a {@code NoSuchMethodError} in the middle of the first call.
 *
 * <p>The usual cause: an application that already has OkHttp 4 (Retrofit, an OkHttp 4
 * library). OkHttp 4 is {@code com.squareup.okhttp3:okhttp}, OkHttp 5 for Maven is
 * {@code okhttp-jvm}: Maven sees two artifacts and keeps both jars, and its nearest-wins
 * rule may keep the older okio of OkHttp 4.
 */
public final class ClasspathCheck {
  /** What OkHttp 5 calls on its first connection and okio added in 3.x: its absence is the NoSuchMethodError. */
  static final String OKIO_MARKER = "okio.Okio.socket(java.net.Socket)";
  private static final String OKHTTP_CLIENT = "okhttp3/OkHttpClient.class";
  private static final String OKIO_BUFFER = "okio/Buffer.class";

  private ClasspathCheck() {}

  /**
   * Returns normally if the classpath's OkHttp and okio are ones the SDK works with; the
   * classpath is examined on the first call only.
   *
   * @throws IllegalStateException naming what was found, what the SDK needs, and the fix
   */
  public static void verify() {
    String problem = Once.PROBLEM;
    if (problem != null) {
      throw new IllegalStateException(problem);
    }
  }

  /** Computed when first used, so once per JVM (per class loader of the SDK). */
  private static final class Once {
    static final String PROBLEM = problemOrNull();

    private static String problemOrNull() {
      try {
        return problem(ClasspathCheck.class.getClassLoader(), Versions.load());
      } catch (RuntimeException e) {
        return null; // A check that cannot look (a security manager, an odd class loader) stays silent.
      }
    }
  }

  /** The OkHttp and okio versions the SDK is built with, from the build (a filtered resource). */
  record Versions(String okhttp, String okio) {
    static Versions load() {
      Properties properties = new Properties();
      try (InputStream in = ClasspathCheck.class.getResourceAsStream("dependencies.properties")) {
        if (in != null) {
          properties.load(in);
        }
      } catch (IOException e) {
        // Only the message loses the exact versions.
      }
      return new Versions(properties.getProperty("okhttp", "5.x"), properties.getProperty("okio", "3.x"));
    }

    String okhttpMajor() {
      int dot = okhttp.indexOf('.');
      return dot < 0 ? okhttp : okhttp.substring(0, dot);
    }
  }

  /**
   * Returns what is wrong with the OkHttp and okio that {@code loader} sees, as the message of
   * the exception to throw, or null when nothing is.
   */
  static String problem(ClassLoader loader, Versions needed) {
    List<String> found = new ArrayList<>();
    String okhttp = okhttpVersion(loader);
    if (okhttp == null || !okhttp.startsWith(needed.okhttpMajor() + ".")) {
      found.add("OkHttp " + (okhttp == null ? "3.x or older (no okhttp3.OkHttp)" : okhttp)
          + where(loader, "okhttp3/OkHttp.class", OKHTTP_CLIENT));
    }
    List<URL> clients = resources(loader, OKHTTP_CLIENT);
    if (clients.size() > 1) {
      found.add(clients.size() + " jars holding okhttp3 classes: " + jars(clients, OKHTTP_CLIENT));
    }
    String okioProblem = okioProblem(loader);
    if (okioProblem != null) {
      found.add(okioProblem);
    }
    List<URL> buffers = resources(loader, OKIO_BUFFER);
    if (buffers.size() > 1) {
      found.add(buffers.size() + " jars holding okio classes: " + jars(buffers, OKIO_BUFFER));
    }
    if (found.isEmpty()) {
      return null;
    }
    return "The Service SDK needs OkHttp " + needed.okhttpMajor() + ".x (com.squareup.okhttp3:okhttp-jvm; built with "
        + needed.okhttp() + ") and okio 3.x with " + OKIO_MARKER + " (built with " + needed.okio()
        + "), but the classpath has " + String.join("; ", found) + ". Another dependency (Retrofit, an OkHttp 4"
        + " library) brings an older OkHttp, and Maven kept it and its okio. Fix it in your pom:"
        + " (1) in <dependencyManagement>, import com.squareup.okhttp3:okhttp-bom:" + needed.okhttp()
        + " and com.squareup.okio:okio-bom:" + needed.okio() + " (<type>pom</type>, <scope>import</scope>);"
        + " (2) exclude com.squareup.okhttp3:okhttp from the dependency that brings it"
        + " (mvn dependency:tree -Dincludes=com.squareup.okhttp3 names it), and depend on okhttp-jvm"
        + " if you use OkHttp yourself. The SDK's README shows both, under \"OkHttp 4 or Retrofit in the same"
        + " application\".";
  }

  /** Returns {@code okhttp3.OkHttp.VERSION} (OkHttp 4 and later), or null when there is no such class. */
  private static String okhttpVersion(ClassLoader loader) {
    try {
      Object version = Class.forName("okhttp3.OkHttp", true, loader).getField("VERSION").get(null);
      return String.valueOf(version);
    } catch (ClassNotFoundException | NoSuchFieldException | IllegalAccessException | LinkageError e) {
      return null;
    }
  }

  private static String okioProblem(ClassLoader loader) {
    try {
      Class.forName("okio.Okio", false, loader).getMethod("socket", Socket.class);
      return null;
    } catch (ClassNotFoundException e) {
      return "no okio";
    } catch (NoSuchMethodException | LinkageError e) {
      String version = okioVersion(loader);
      return "okio " + (version == null ? "of an unknown version" : version) + " without " + OKIO_MARKER
          + where(loader, OKIO_BUFFER, OKIO_BUFFER);
    }
  }

  /** Returns the OSGi {@code Bundle-Version} of the jar holding okio, which okio's jars carry, or null. */
  private static String okioVersion(ClassLoader loader) {
    URL buffer = loader.getResource(OKIO_BUFFER);
    if (buffer == null || !buffer.toString().startsWith("jar:")) {
      return null;
    }
    String jar = buffer.toString();
    String manifest = jar.substring(0, jar.length() - OKIO_BUFFER.length()) + "META-INF/MANIFEST.MF";
    try (InputStream in = URI.create(manifest).toURL().openStream()) {
      return new Manifest(in).getMainAttributes().getValue("Bundle-Version");
    } catch (IOException | IllegalArgumentException e) {
      return null;
    }
  }

  private static String where(ClassLoader loader, String entry, String fallbackEntry) {
    URL url = loader.getResource(entry);
    String at = url != null ? jar(url, entry) : null;
    if (at == null) {
      URL fallback = loader.getResource(fallbackEntry);
      at = fallback == null ? null : jar(fallback, fallbackEntry);
    }
    return at == null ? "" : " (" + at + ")";
  }

  private static List<URL> resources(ClassLoader loader, String entry) {
    try {
      return Collections.list(loader.getResources(entry));
    } catch (IOException e) {
      return List.of();
    }
  }

  private static String jars(List<URL> urls, String entry) {
    List<String> jars = new ArrayList<>();
    for (URL url : urls) {
      jars.add(jar(url, entry));
    }
    return String.join(", ", jars);
  }

  /** {@code jar:file:/m2/okhttp-4.12.0.jar!/okhttp3/OkHttp.class} as {@code file:/m2/okhttp-4.12.0.jar}. */
  private static String jar(URL url, String entry) {
    String text = url.toString();
    if (text.endsWith("!/" + entry)) {
      text = text.substring(0, text.length() - entry.length() - 2);
      return text.startsWith("jar:") ? text.substring(4) : text;
    }
    return text.endsWith(entry) ? text.substring(0, text.length() - entry.length()) : text;
  }
}
