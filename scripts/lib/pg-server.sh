#!/usr/bin/env bash
# A PostgreSQL cluster of the project's own, from Debian's server binaries
# (never the system's cluster): the API tests' throwaway one
# (scripts/test/pg-test-server.sh) and the production topology's (npm run start:prod).
#
#   scripts/lib/pg-server.sh [start]   start it (or reuse a running one); prints DATABASE_URL=...
#   scripts/lib/pg-server.sh stop      stop it (PG_FRESH=1: and delete its folder)
#   scripts/lib/pg-server.sh restart   stop and start it again, data kept (the fault tests)
#
# Env: PG_STATE (its folder), PG_PORT, PG_DB (the database created in it),
#      PG_FRESH=1 (a new cluster on every start, deleted on stop; else the data
#      and its random password are kept), PG_OPTIONS (extra server settings,
#      e.g. "-c fsync=off" for tests), PG_BIN (default: the pg_ctl on PATH,
#      else Debian's 15). Listens on 127.0.0.1 only.
set -euo pipefail

STATE="${PG_STATE:?PG_STATE names the cluster folder}"
PORT="${PG_PORT:?PG_PORT names its port}"
DB="${PG_DB:?PG_DB names its database}"
FRESH="${PG_FRESH:-}"
OPTIONS="${PG_OPTIONS:-}"
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
  if [[ -n "$FRESH" ]]; then rm -rf "$STATE"; echo "Stopped; removed $STATE" >&2; else echo "Stopped (data kept in $STATE)" >&2; fi
  exit 0
fi

if [[ "${1:-start}" == restart ]]; then
  as_pg "$PG_BIN/pg_ctl" -D "$STATE/data" -m fast -w restart >/dev/null
  echo "DATABASE_URL=$(url)"
  exit 0
fi

if running; then
  echo "Already running (data in $STATE/data)." >&2
  echo "DATABASE_URL=$(url)"
  exit 0
fi

if [[ -n "$FRESH" || ! -f "$STATE/url" ]]; then
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
  NEW=1
fi

# shellcheck disable=SC2086
as_pg "$PG_BIN/pg_ctl" -D "$STATE/data" -l "$STATE/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -c unix_socket_directories='$STATE' $OPTIONS" start >/dev/null ||
  { cat "$STATE/server.log" >&2; exit 1; }

if [[ -n "${NEW:-}" ]]; then
  PGPASSWORD="$PASSWORD" "$PG_BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres "$DB"
  printf 'postgres://postgres:%s@127.0.0.1:%s/%s\n' "$PASSWORD" "$PORT" "$DB" >"$STATE/url"
  chmod 600 "$STATE/url"
fi

echo "PostgreSQL $("$PG_BIN/pg_ctl" --version | awk '{print $3}') on 127.0.0.1:$PORT (data in $STATE/data)" >&2
echo "DATABASE_URL=$(url)"
