#!/usr/bin/env bash
# `.ci/run` on clean clones of this checkout's HEAD, N times in a row (default 3), while another
# process keeps both cores busy (one busy loop per core, normal priority). Prints each run's wall
# time, its step summary and its pass/fail line; exits non-zero when any run failed.
#
#   tools/bench/ci-under-load.sh [runs] [work folder]   # e.g. tools/bench/ci-under-load.sh 3 /tmp/ci-load
set -uo pipefail
runs=${1:-3}
work=${2:-/tmp/ci-under-load}
repo=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
cores=$(nproc)

# The load: one busy loop per core in a process of its own, for as long as the runs take.
node -e "
  const { Worker } = require('node:worker_threads');
  for (let i = 1; i < $cores; i++) new Worker('for (;;) {}', { eval: true });
  for (;;) {}
" &
load=$!
run=
# Each run is a session of its own: what it leaves behind (a server still holding its ports, when
# the run failed or this script was stopped) ends with it, and cannot fail the next run.
trap 'kill $load 2>/dev/null; [ -n "$run" ] && kill -- -$run 2>/dev/null' EXIT
trap 'exit 130' INT TERM

failed=0
for i in $(seq 1 "$runs"); do
  rm -rf "$work/$i" && mkdir -p "$work" && git clone -q "$repo" "$work/$i"
  started=$(date +%s)
  setsid bash -c 'cd "$1" && exec .ci/run' _ "$work/$i" > "$work/$i.log" 2>&1 &
  run=$!
  wait $run
  rc=$?
  kill -- -$run 2>/dev/null
  run=
  echo "run $i: exit $rc, $(( $(date +%s) - started )) s wall ($(uptime | sed 's/.*load average: //') load)"
  sed -n '/^Summary/,$p' "$work/$i.log"
  # A run with a failure or a flaky test keeps its clone (test-results/ with screenshots and traces).
  if [ $rc -eq 0 ] && ! grep -q "flaky" "$work/$i.log"; then rm -rf "$work/$i"; else failed=1; echo "  kept $work/$i"; fi
done
exit $failed
