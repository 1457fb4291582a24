#!/usr/bin/env bash
# API tests. With TEST_DATABASE_URL set, the PGlite and PostgreSQL runs go side by side (each
# file's tests for one database in each run), their lines prefixed; either failing fails both.
set -uo pipefail
cd "$(dirname "$0")/.."
vitest=../../node_modules/.bin/vitest
if [ -z "${TEST_DATABASE_URL:-}" ] || [ -n "${TEST_DATABASES:-}" ]; then
  exec "$vitest" run --project api "$@"
fi
run() {
  TEST_DATABASES="$1" "$vitest" run --project api "${@:2}" 2>&1 | sed -u "s/^/[$1] /"
  return "${PIPESTATUS[0]}"
}
run pglite "$@" &
pglite=$!
run postgres "$@" &
postgres=$!
status=0
wait "$pglite" || status=1
wait "$postgres" || status=1
exit "$status"
