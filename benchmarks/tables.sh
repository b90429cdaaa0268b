#!/usr/bin/env bash
# Builds the benchmarks and prints every table of docs/performance.md, each with the load
# average before and after it: run from the repository's root, on as quiet a machine as can be
# had (about 75 minutes when quiet). Usage: bash benchmarks/tables.sh > tables.md
# The virtual-thread table runs on NEWEST_JAVA (default: Temurin 25's java on this project's machines).
set -euo pipefail
cd "$(dirname "$0")/.."
mvn -B -ntp -q -pl benchmarks -am package -DskipTests >&2
jar=benchmarks/target/benchmarks.jar
newest_java=${NEWEST_JAVA:-/usr/lib/jvm/temurin-25-jdk-amd64/bin/java}
if ! command -v "$newest_java" > /dev/null; then
  # Not every machine keeps a JDK there: the table then says which Java it ran on, and the rest still run.
  echo "tables.sh: no Java at $newest_java; the virtual-thread table runs on \`java\` (it needs Java 21 or" \
    "later: set NEWEST_JAVA to such a java)" >&2
  newest_java=java
fi

table() {
  echo "## $1"
  echo
  echo "\`uptime\` before: $(uptime)"
  echo
  shift
  "$@"
  echo
  echo "\`uptime\` after: $(uptime)"
  echo
}

table "Blocking calls, SDK / raw" java -cp "$jar" com.service.sdk.benchmarks.RatioTable
table "The asynchronous face, SDK / raw" \
  java -cp "$jar" com.service.sdk.benchmarks.RatioTable --benchmark AsyncCalls --threads 1,8,64
table "Blocking calls on virtual threads, SDK / raw" \
  "$newest_java" -cp "$jar" com.service.sdk.benchmarks.VirtualThreadTable
table "The observability adapters over the SDK alone" \
  java -cp "$jar" com.service.sdk.benchmarks.RatioTable --rounds 3 --threads 1 --ops pluginGet,payoutPost \
  --adapters micrometer,otel
# sdk-jdbc's delivery store against the same bookkeeping by hand (PostgreSQL's server binaries from
# .ci/postgres; without them it says so and prints no table).
table "The database store, store / hand" \
  mvn -B -ntp -q -pl sdk-jdbc -am -Pjdbc-ratio test -DskipTests
