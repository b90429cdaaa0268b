/**
 * What every client of the SDK shares: builders, per-call options, credentials, listeners,
 * exceptions and the failure model, idempotency keys, paging and the two signers.
 * {@code com.service.sdk.core.internal} is exported only to the SDK's own client modules:
 * it is not API. (The two modules it is exported to are built after this one, hence the
 * suppressed "module not found" warning.)
 */
@SuppressWarnings("module")
module com.service.sdk.core {
  // The nullness annotations on the API (JSpecify): read by the compilers of the modules that
  // read this one (transitive: Kotlin and NullAway see them without a requires of their own),
  // never needed at run time (static: an application may leave the jar off its module path).
  requires static transitive org.jspecify;
  // Relocated into the published jar (com.service.sdk.core.internal.shaded), with the okio and
  // kotlin.stdlib it reads: the descriptor the jar carries, src/main/module-descriptor/module-info.java,
  // is this one without this line.
  requires okhttp3;
  requires java.logging; // RelocatedOkHttp filters OkHttp's java.util.logging loggers
  requires com.fasterxml.jackson.annotation;
  requires transitive com.fasterxml.jackson.databind;
  requires com.fasterxml.jackson.datatype.jsr310;
  requires org.slf4j;

  exports com.service.sdk.core;
  exports com.service.sdk.core.auth;
  exports com.service.sdk.core.callback;
  exports com.service.sdk.core.internal to com.service.sdk.plugin, com.service.sdk.payouts;

  opens com.service.sdk.core to com.fasterxml.jackson.databind;
  opens com.service.sdk.core.internal to com.fasterxml.jackson.databind;
}
