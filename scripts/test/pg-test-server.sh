#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the API tests (never for real data).
#
#   scripts/test/pg-test-server.sh          start it (or reuse a running one) and print TEST_DATABASE_URL
#   scripts/test/pg-test-server.sh stop     stop it and delete its folder
#
# Then: TEST_DATABASE_URL=... npx vitest run --project api
# Each test file creates and drops its own database beside platform_test.
# Listens on 127.0.0.1 only; the password is random per cluster; fsync is off.
# Env: PG_TEST_PORT (default 54329), PG_BIN (default: the pg_ctl on PATH, else Debian's 15).
set -euo pipefail

PORT="${PG_TEST_PORT:-54329}"
export PG_PORT="$PORT" PG_DB=platform_test PG_FRESH=1 PG_OPTIONS="-c fsync=off"
export PG_STATE="${TMPDIR:-/tmp}/pg-test-server-${PORT}"
bash "$(dirname "$0")/../lib/pg-server.sh" "$@" | sed 's/^DATABASE_URL=/TEST_DATABASE_URL=/'
