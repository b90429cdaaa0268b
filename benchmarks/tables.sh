#!/usr/bin/env bash
# Builds the benchmarks and prints every table of README "Performance", each with the load
# average before and after it: run from the repository's root, on as quiet a machine as can be
# had (about 35 minutes when quiet). Usage: bash benchmarks/tables.sh > tables.md
set -euo pipefail
cd "$(dirname "$0")/.."
mvn -B -ntp -q -pl benchmarks -am package -DskipTests >&2
jar=benchmarks/target/benchmarks.jar
newest_java=${NEWEST_JAVA:-/usr/lib/jvm/temurin-25-jdk-amd64/bin/java}

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
