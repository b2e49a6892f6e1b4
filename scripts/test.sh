#!/usr/bin/env bash
# npm test: Chromium's check, one build, the size budget, then the unit and server suites
# (Vitest) beside the browser journeys (Playwright), each job's output printed in one block
# under its name (scripts/parallel.sh). Any failure fails the run.
#
#   npm test -- --also typecheck:types,audit:ci,test:node24
#
# runs those npm scripts too, beside the suites on the same build: what CI does (.ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."

also=()
while [ $# -gt 0 ]; do
  case "$1" in
    --also)
      IFS=, read -ra scripts <<<"${2:-}"
      also+=("${scripts[@]}")
      shift 2
      ;;
    *)
      echo "npm test: unknown option $1 (known: --also SCRIPT[,SCRIPT…])" >&2
      exit 2
      ;;
  esac
done

step() {
  local started=$SECONDS
  echo "== $1"
  shift
  "$@"
  echo "== ($((SECONDS - started)) s)"
}
# The reporters' durations of this run only (scripts/test-times.ts prints them at the end).
rm -rf .cache/test-times
step "check test tools" npx tsx scripts/check-test-tools.ts
step "build" npm run build
step "size" npm run size

# The journeys that run the site's real build (scripts/real-build-tests.sh), minutes of build
# each, leave the Vitest job, the one CI waited for last, and run after Playwright in its job:
# a job of their own ran them beside four others and overloaded the two cores
# (docs/decisions/0040). Both suites run whatever the other's outcome; either failing fails it.
mapfile -t real_builds < <(bash scripts/real-build-tests.sh)
jobs=(unit "npm run test:unit" e2e "npm run test:e2e")
if [ "${#real_builds[@]}" -gt 0 ]; then
  excluded=""
  for file in "${real_builds[@]}"; do excluded+=" --exclude $file"; done
  builds="npm run test:unit -- ${real_builds[*]} --outputFile.json=.cache/test-times/vitest-builds.json"
  jobs=(
    unit "npm run test:unit --$excluded"
    "e2e, then builds" "npm run test:e2e; e2e=\$?; $builds && exit \$e2e"
  )
fi
# "a+b" is one job that runs a, then b if a passed.
for lane in "${also[@]}"; do jobs+=("$lane" "npm run ${lane//+/ \&\& npm run }"); done
echo "== side by side: ${jobs[*]}"
code=0
bash scripts/parallel.sh "${jobs[@]}" || code=$?
npx tsx scripts/test-times.ts || true
exit "$code"
