package com.service.sdk.examples;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.InvocationTargetException;

/**
 * Runs the {@code main} of each class named, one after the other, in this one JVM, as
 * {@link SnippetRunner#runAll} starts it: a page's method body is such a class. Prints a line
 * for each that failed, with what it threw, and a line for each that ended (failed or not), so
 * that a block that ends the JVM cannot pass off the blocks after it as run; exits with 1 if any
 * failed.
 */
final class BlockMains {
  static final String FAILED = "BLOCK FAILED ";
  static final String ENDED = "BLOCK ENDED ";

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
      System.out.println();
      System.out.println(ENDED + name);
    }
    System.out.flush();
    System.exit(failed == 0 ? 0 : 1);
  }
}
