package com.service.sdk.examples;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.InvocationTargetException;

/**
 * Runs the {@code main} of each class named, one after the other, in this one JVM, as
 * {@link SnippetRunner#runAll} starts it: a page's method body is such a class. Prints a line
 * for each that failed, with what it threw, and exits with 1 if any did.
 */
final class BlockMains {
  static final String FAILED = "BLOCK FAILED ";

  private BlockMains() {}

  public static void main(String[] classNames) throws Exception {
    int failed = 0;
    for (String name : classNames) {
      try {
        Class.forName(name).getMethod("main", String[].class).invoke(null, (Object) new String[0]);
      } catch (InvocationTargetException e) {
        StringWriter trace = new StringWriter();
        e.getCause().printStackTrace(new PrintWriter(trace));
        System.out.println(FAILED + name + ": " + trace);
        failed++;
      }
    }
    System.out.flush();
    System.exit(failed == 0 ? 0 : 1);
  }
}
