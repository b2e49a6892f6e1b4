#!/usr/bin/env bash
# Runs jobs side by side and fails if any fails:
#   bash scripts/parallel.sh NAME 'COMMAND' [NAME 'COMMAND' …]
# Each job's output goes to a file of its own and is printed whole, in one block under its
# name, when the job ends, so that one failure reads in one piece; then a line per job with its
# exit code and seconds. Every job is waited for, whatever the others do; the exit code is that
# of the first job seen to fail (128 + the signal for one killed by a signal), or 0.
set -uo pipefail

if [ $(($# % 2)) -ne 0 ] || [ $# -eq 0 ]; then
  echo "usage: parallel.sh NAME COMMAND [NAME COMMAND …]" >&2
  exit 2
fi

logs=$(mktemp -d "${TMPDIR:-/tmp}/fb8-jobs-XXXXXX")
names=()
pids=()
started=()
while [ $# -gt 0 ]; do
  names+=("$1")
  started+=("$(date +%s)")
  # Each job in its own process group, so that an interrupt of this script ends it whole.
  # The job's CPU time (its processes', user + system) is written beside its log by `times`,
  # which counts every descendant the job waited for: on a shared machine CPU time swings far
  # less than wall time, so it is the figure to compare between runs.
  setsid bash -c "bash -c \"\$1\"; code=\$?; times >\"\$2\"; exit \$code" job "$2" "$logs/${#pids[@]}.cpu" \
    >"$logs/${#pids[@]}.log" 2>&1 </dev/null &
  pids+=("$!")
  echo "== started: $1 ($(date -u +%T))"
  shift 2
done
# Interrupted (CI's time is up, Ctrl-C): every job is stopped and what each printed so far shown.
stop_all() {
  for pid in "${pids[@]}"; do kill -TERM -- "-$pid" 2>/dev/null; done
  for i in "${!names[@]}"; do
    echo "==================== ${names[$i]}: interrupted; its output so far ===================="
    cat "$logs/$i.log"
  done
  exit 130
}
trap stop_all INT TERM

declare -A codes seconds
result=0
pending=("${pids[@]}")
# Blocks are printed in the order the jobs end (to the second). A job that has ended is seen by
# `kill -0` failing once bash has reaped it; `wait PID` then gives its saved exit code.
while [ "${#pending[@]}" -gt 0 ]; do
  still=()
  for pid in "${pending[@]}"; do
    if kill -0 "$pid" 2>/dev/null; then
      still+=("$pid")
      continue
    fi
    wait "$pid"
    code=$?
    for i in "${!pids[@]}"; do
      [ "${pids[$i]}" = "$pid" ] || continue
      name=${names[$i]}
      codes[$i]=$code
      seconds[$i]=$(($(date +%s) - started[i]))
      verdict=$([ "$code" -eq 0 ] && echo passed || echo "FAILED (exit $code)")
      echo
      echo "==================== $name: $verdict in ${seconds[$i]} s ===================="
      cat "$logs/$i.log"
      echo "==================== end of $name ===================="
      if [ "$code" -ne 0 ] && [ "$result" -eq 0 ]; then result=$code; fi
    done
  done
  pending=("${still[@]}")
  [ "${#pending[@]}" -eq 0 ] || sleep 1
done

# `times` prints two lines (the shell's own, then its children's), each "user system" as
# "1m2.345s 0m6.789s"; the sum of the children's line, in whole seconds, or "?".
cpu_seconds() {
  [ -s "$1" ] || { echo "?"; return; }
  tail -1 "$1" | tr 'ms' '  ' | awk '{ printf "%.0f", $1 * 60 + $2 + $3 * 60 + $4 }'
}

echo
echo "Jobs:"
for i in "${!names[@]}"; do
  printf '  %-12s %s, %s s wall, %s s CPU\n' "${names[$i]}" \
    "$([ "${codes[$i]}" -eq 0 ] && echo passed || echo "FAILED (exit ${codes[$i]})")" "${seconds[$i]}" \
    "$(cpu_seconds "$logs/$i.cpu")"
done
rm -rf "$logs"
exit "$result"
