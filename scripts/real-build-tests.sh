#!/usr/bin/env bash
# Prints the Vitest files that run the site's real build in a child process (a publish and its
# rollback, the upgrade from an earlier version, the festival's rename): those with a line
# `// @real-build` at their top. npm test runs them as a job of their own beside the other
# Vitest files (scripts/test.sh); the Node 24 run leaves them out (scripts/test-node24.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
grep -rlE --include='*.test.ts' --include='*.test.tsx' -m1 '^// @real-build' \
  app common content server scripts deploy 2>/dev/null | sort || true
