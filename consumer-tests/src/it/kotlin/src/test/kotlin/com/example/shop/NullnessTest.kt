package com.example.shop

import java.io.ByteArrayOutputStream
import java.io.File
import java.io.PrintStream
import java.nio.file.Files
import org.jetbrains.kotlin.cli.common.ExitCode
import org.jetbrains.kotlin.cli.jvm.K2JVMCompiler
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNotEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/**
 * What the application's own Kotlin makes of the SDK: strict JSpecify nullness, compiled by the
 * application's Kotlin compiler (its Boot line's) as its build compiles the application; and its
 * Kotlin and coroutines at run time, beside the Kotlin that sdk-core carries relocated.
 */
class NullnessTest {

  @Test
  fun `a nullable return used as non-null does not compile, and only that line fails`() {
    val (exit, messages) = compile(
      "fun reason(transaction: LedgerTransaction): String = transaction.failureReason()", // line 2
      "fun handled(transaction: LedgerTransaction): String = transaction.failureReason() ?: \"none\"",
      "fun id(transaction: LedgerTransaction): String = transaction.id()") // a required field: a plain String

    assertEquals(ExitCode.COMPILATION_ERROR, exit, messages)
    val errors = messages.lines().filter { it.contains("error:") }
    assertEquals(1, errors.size, messages)
    // Kotlin 1.9: "Type mismatch: inferred type is String? but String was expected";
    // Kotlin 2: "Return type mismatch: expected 'String', actual 'String?'".
    assertTrue(Regex("Nullness\\d*\\.kt:2:.*(?i)type mismatch.*String\\?").containsMatchIn(errors[0]), messages)
  }

  @Test
  fun `the application's Kotlin and coroutines run sdk-kotlin, beside sdk-core's relocated Kotlin`() {
    assertEquals(System.getProperty("app.kotlin.version"), KotlinVersion.CURRENT.toString())
    val classpath = System.getProperty("java.class.path").split(File.pathSeparator).map { File(it).name }
    assertEquals(listOf("kotlin-stdlib-${KotlinVersion.CURRENT}.jar"), classpath.filter { it.startsWith("kotlin-stdlib") })
    assertEquals(listOf("kotlinx-coroutines-core-jvm-${System.getProperty("app.coroutines.version")}.jar"),
      classpath.filter { it.startsWith("kotlinx-coroutines-core") })

    val relocated = Class.forName("com.service.sdk.core.internal.shaded.kotlin.KotlinVersion")
    val relocatedVersion = relocated.getField("CURRENT").get(null).toString()
    assertTrue(relocatedVersion.startsWith("2."), relocatedVersion)
    assertNotEquals(KotlinVersion.CURRENT.toString(), relocatedVersion)
  }

  /**
   * Compiles one file, LedgerTransaction imported on line 1 and [lines] from line 2, against the
   * test class path with strict JSpecify, as the build compiles the application.
   */
  private fun compile(vararg lines: String): Pair<ExitCode, String> {
    val source = Files.createTempFile("Nullness", ".kt")
    val classes = Files.createTempDirectory("nullness-classes")
    Files.writeString(source, "import com.service.sdk.payouts.model.LedgerTransaction\n" + lines.joinToString("\n"))
    val messages = ByteArrayOutputStream()
    val exit = K2JVMCompiler().exec(PrintStream(messages, true), "-classpath", System.getProperty("java.class.path"),
      "-d", classes.toString(), "-no-stdlib", "-no-reflect", "-jvm-target", "17", "-Xjspecify-annotations=strict",
      source.toString())
    return exit to messages.toString()
  }
}
