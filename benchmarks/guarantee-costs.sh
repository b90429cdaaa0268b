#!/usr/bin/env bash
# What two of the SDK's guarantees cost, in RatioTable's terms (issue 31): the same table for the
# SDK as committed and for three copies of it, each with one line changed, that give up
#   no-sent-mark        the network interceptor that proves an attempt reached a connection
#                       (Wire.client: NOT_SENT only when nothing did, and OkHttp's own resend of
#                       a 503 with Retry-After disarmed);
#   no-duplicate-check  the refusal of a name twice in one JSON object (Json.readValue: the
#                       UniqueNames parser taken out, nothing in its place);
#   neither             both.
# The copies are experiments, never shipped: each is a git worktree of the commit HEAD names when
# the script starts (what is committed, not what is edited; the output names it) under a
# temporary directory, removed at the end, also when the script is stopped (Ctrl-C, kill), which
# stops the build or table it was running. Run from the repository, on a quiet machine; about 30
# minutes with the defaults (32 on 2026-12-07). Usage:
#   bash benchmarks/guarantee-costs.sh > costs.md
#   ROUNDS=6 OPS=pluginGet,refundPost bash benchmarks/guarantee-costs.sh   # the defaults
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
rounds=${ROUNDS:-6}
ops=${OPS:-pluginGet,refundPost}
# Every copy is of this one commit, whatever happens to HEAD during the half hour.
head=$(git rev-parse --verify HEAD)
if [ -n "$(git status --porcelain --untracked-files=no)" ]; then
  echo "guarantee-costs.sh: the working tree has uncommitted changes; the copies are of $head without them" >&2
fi
work=$(mktemp -d)
trap 'cd "$root"; for tree in "$work"/*/; do git worktree remove --force "$tree" 2> /dev/null || true; done; rm -rf "$work"' EXIT

# The build or table running now: a long child, waited for in the background so that a signal
# to the script (Ctrl-C, kill, a cancelled job) stops it before the copies are removed, instead
# of leaving it running, orphaned, on a machine meant to be quiet.
child=
in_background() {
  "$@" &
  child=$!
  local status=0
  wait "$child" || status=$?
  child=
  return "$status"
}
stop() {
  if [ -n "$child" ]; then
    kill "$child" 2> /dev/null || true
    wait "$child" 2> /dev/null || true
  fi
  exit "$1"
}
trap 'stop 130' INT
trap 'stop 143' TERM

sent_mark='s|^\( *\)\.addNetworkInterceptor(Wire::markSent)$|\1// guarantee-costs.sh: no network interceptor|'
duplicate_check='s|new UniqueNames(NAMES_CHECKED_APART\.createParser(body))|NAMES_CHECKED_APART.createParser(body)|'
wire=sdk-core/src/main/java/com/service/sdk/core/internal/Wire.java
json=sdk-core/src/main/java/com/service/sdk/core/internal/Json.java

# Applies one sed edit to one file of a worktree, failing when it changes nothing (the code moved
# on: this script then needs the new line).
edit() {
  local tree=$1 file=$2 script=$3
  sed -i "$script" "$tree/$file"
  if git -C "$tree" diff --quiet -- "$file"; then
    echo "guarantee-costs.sh: the edit '$script' no longer changes $file; update this script" >&2
    exit 1
  fi
}

variants=(as-committed no-sent-mark no-duplicate-check neither)
for variant in "${variants[@]}"; do
  tree=$work/$variant
  git worktree add --quiet --detach "$tree" "$head"
  case $variant in
    no-sent-mark) edit "$tree" "$wire" "$sent_mark" ;;
    no-duplicate-check) edit "$tree" "$json" "$duplicate_check" ;;
    neither) edit "$tree" "$wire" "$sent_mark"; edit "$tree" "$json" "$duplicate_check" ;;
  esac
  cd "$tree"
  in_background mvn -B -ntp -q -pl benchmarks -am package -DskipTests >&2
  cd "$root"
done

echo "Every copy is of commit $head ($(git log -1 --format=%cd --date=iso "$head"))."
echo
for variant in "${variants[@]}"; do
  echo "## $variant"
  echo
  # What the copy changed, lines added and taken out per file, the same on any terminal and git config.
  git -C "$work/$variant" -c color.ui=never diff --numstat | sed 's/^/    /'
  echo
  cd "$work/$variant"
  in_background java -cp benchmarks/target/benchmarks.jar com.service.sdk.benchmarks.RatioTable \
    --rounds "$rounds" --threads 1 --ops "$ops"
  cd "$root"
  echo
done
