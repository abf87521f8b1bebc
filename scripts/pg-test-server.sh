#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the API tests (never for real data).
#
#   scripts/pg-test-server.sh          start it (or reuse a running one) and print TEST_DATABASE_URL
#   scripts/pg-test-server.sh stop     stop it and delete its folder
#
# Then: TEST_DATABASE_URL=... npx vitest run --project api
# Each test file creates and drops its own database beside platform_test.
# Listens on 127.0.0.1 only; the password is random per cluster.
# Env: PG_TEST_PORT (default 54329), PG_BIN (default: the pg_ctl on PATH, else Debian's 15).
set -euo pipefail

PORT="${PG_TEST_PORT:-54329}"
DB=platform_test
STATE="${TMPDIR:-/tmp}/pg-test-server-${PORT}"
if [[ -z "${PG_BIN:-}" ]]; then
  if command -v pg_ctl >/dev/null; then PG_BIN="$(dirname "$(readlink -f "$(command -v pg_ctl)")")"
  else PG_BIN=/usr/lib/postgresql/15/bin; fi
fi

# Postgres refuses to run as root: use the postgres account then.
if [[ "$(id -u)" == 0 ]]; then
  RUN_USER=postgres
  as_pg() { runuser -u "$RUN_USER" -- "$@"; }
else
  RUN_USER="$(id -un)"
  as_pg() { "$@"; }
fi

url() { cat "$STATE/url"; }

running() { [[ -f "$STATE/data/postmaster.pid" ]] && as_pg "$PG_BIN/pg_ctl" -D "$STATE/data" status >/dev/null 2>&1; }

if [[ "${1:-start}" == stop ]]; then
  if running; then as_pg "$PG_BIN/pg_ctl" -D "$STATE/data" -m fast -w stop >/dev/null; fi
  rm -rf "$STATE"
  echo "Stopped; removed $STATE" >&2
  exit 0
fi

if running; then
  echo "Already running (data in $STATE/data)." >&2
  echo "TEST_DATABASE_URL=$(url)"
  exit 0
fi

rm -rf "$STATE"
mkdir -p "$STATE"
chmod 700 "$STATE"
PASSWORD="$(od -An -N12 -tx1 /dev/urandom | tr -d ' \n')"
printf '%s\n' "$PASSWORD" >"$STATE/pwfile"
chown -R "$RUN_USER" "$STATE"

as_pg "$PG_BIN/initdb" -D "$STATE/data" -U postgres --pwfile="$STATE/pwfile" \
  --auth-local=scram-sha-256 --auth-host=scram-sha-256 -E UTF8 --locale=C.UTF-8 >"$STATE/initdb.log" 2>&1 ||
  { cat "$STATE/initdb.log" >&2; exit 1; }
rm -f "$STATE/pwfile"

as_pg "$PG_BIN/pg_ctl" -D "$STATE/data" -l "$STATE/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -c unix_socket_directories='$STATE' -c fsync=off" start >/dev/null ||
  { cat "$STATE/server.log" >&2; exit 1; }

PGPASSWORD="$PASSWORD" "$PG_BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres "$DB"
printf 'postgres://postgres:%s@127.0.0.1:%s/%s\n' "$PASSWORD" "$PORT" "$DB" >"$STATE/url"
chmod 600 "$STATE/url"

echo "PostgreSQL $("$PG_BIN/pg_ctl" --version | awk '{print $3}') on 127.0.0.1:$PORT (data in $STATE/data; stop: $0 stop)" >&2
echo "TEST_DATABASE_URL=$(url)"
