#!/usr/bin/env bash
# Installs, from Debian's packages, what the production topology (npm run
# start:prod) needs and this machine lacks: PostgreSQL's server, nginx and
# nginx's brotli modules, Prometheus and its node exporter, and any package
# named as an argument (bench:prod's wrk). Does nothing when all are there.
set -euo pipefail

need=()
for pkg in "$@"; do command -v "$pkg" >/dev/null || need+=("$pkg"); done
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
command -v nginx >/dev/null || [[ -x /usr/sbin/nginx ]] || need+=(nginx-light)
[[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ]] ||
  need+=(libnginx-mod-http-brotli-static libnginx-mod-http-brotli-filter)
# Metrics and alerts (issue 38): Prometheus (with promtool, which the tests run) and the node exporter.
command -v promtool >/dev/null || need+=(prometheus)
command -v prometheus-node-exporter >/dev/null || need+=(prometheus-node-exporter)
[[ ${#need[@]} -eq 0 ]] && exit 0

SUDO=()
if [[ "$(id -u)" != 0 ]]; then
  if command -v sudo >/dev/null; then SUDO=(sudo); else
    echo "Needs Debian's ${need[*]}: run as root: apt-get install ${need[*]}" >&2
    exit 1
  fi
fi
echo "Installing from Debian's packages: ${need[*]}" >&2
"${SUDO[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${SUDO[@]}" apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
