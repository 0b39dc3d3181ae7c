#!/usr/bin/env bash
# `npm test`: types, lint and format, unit and integration tests, a production build, the scale-out
# test of that build (two instances behind nginx, see docs/deploy.md) and the browser tests in
# Debian's Chromium against that build served from fresh, seeded databases. Stages that neither
# read what the other writes run side by side, so both cores stay busy; a table of the seconds each
# stage took ends the output, passed or failed.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
stage_rows=()
# .ci/run times `npm ci` and hands the figure on
[ -n "${TEST_INSTALL_SECONDS:-}" ] && stage_rows+=("install|$TEST_INSTALL_SECONDS|passed")
logs=$(mktemp -d)
# The machine's CPU time in all its processes and the time its hypervisor kept from it (steal), in
# seconds, from /proc/stat: this machine's speed moves from hour to hour, and these two say whether a
# slower run did more work or was given less of the machine.
cpu_seconds() {
  [ -r /proc/stat ] || { echo "- -"; return; }
  local _ user nice system idle iowait irq softirq steal ticks
  read -r _ user nice system idle iowait irq softirq steal _ </proc/stat
  ticks=$(getconf CLK_TCK)
  echo "$(((user + nice + system + irq + softirq) / ticks)) $((steal / ticks))"
}
read -r cpu_start steal_start <<<"$(cpu_seconds)"
print_stages() {
  echo
  echo "stage                                seconds  result"
  for row in "${stage_rows[@]}"; do
    IFS='|' read -r name seconds result <<<"$row"
    printf '%-36s %7s  %s\n' "$name" "$seconds" "$result"
  done
  printf '%-36s %7s\n' "npm test in all" "$((SECONDS - started))"
  local cpu_end steal_end
  read -r cpu_end steal_end <<<"$(cpu_seconds)"
  [ "$cpu_start" = - ] || printf '%-36s %7s\n' "CPU-seconds used (all processes)" "$((cpu_end - cpu_start))" \
    "CPU-seconds the hypervisor kept" "$((steal_end - steal_start))"
}
cleanup() {
  local status=$?
  jobs -p | xargs -r kill 2>/dev/null || true
  rm -rf "$logs"
  print_stages
  exit "$status"
}
trap cleanup EXIT

# `stage NAME COMMAND…`: runs a stage in the foreground and records its time and result.
stage() {
  local name=$1 start=$SECONDS status=0
  shift
  "$@" || status=$?
  stage_rows+=("$name|$((SECONDS - start))|$([ "$status" = 0 ] && echo passed || echo "failed ($status)")")
  return "$status"
}
# `beside NAME COMMAND…`: starts a stage in the background, its output kept until `joined NAME`.
beside() {
  local name=$1
  shift
  (
    start=$SECONDS
    status=0
    "$@" >"$logs/$name.log" 2>&1 || status=$?
    echo "$((SECONDS - start)) $status" >"$logs/$name.done"
  ) &
}
# `joined NAME`: waits for a stage started with `beside`, prints its output and records it.
joined() {
  local name=$1 seconds status
  while [ ! -f "$logs/$name.done" ]; do sleep 1; done
  read -r seconds status <"$logs/$name.done"
  echo "── $name ──"
  cat "$logs/$name.log"
  stage_rows+=("$name|$seconds|$([ "$status" = 0 ] && echo passed || echo "failed ($status)")")
  return "$status"
}

# What the stages need from Debian, installed at once before any stage starts (run as root on
# Debian), or named when missing: Chromium's headless shell and CJK fonts for the browser tests
# (playwright.config.ts), poppler's pdftotext for the datasheet tests, nginx for the cache-rule tests
# (tests/server) and the scale-out test, which also needs PostgreSQL and Redis.
missing=()
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell fonts-noto-cjk)
command -v pdftotext >/dev/null || missing+=(poppler-utils)
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || missing+=(nginx)
command -v redis-server >/dev/null || missing+=(redis-server)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
source scripts/debianPackages.sh
install_missing "for the tests" "${missing[@]}"
# nginx lives in /usr/sbin, outside a user's PATH on Debian
case ":$PATH:" in *:/usr/sbin:*) ;; *) export PATH="$PATH:/usr/sbin" ;; esac

# types and lint (eslint and prettier over the whole repository, as `npm run lint`) side by side
beside lint npm run lint
stage types npx tsc --noEmit
joined lint
# The unit and integration tests run beside the production build: neither reads what the other
# writes (the tests use temporary folders and databases). The build records the source it was built
# from, so the scale-out test's `npm start` serves this build; it skips the type check tsc just did.
# (vitest takes one core less than the machine has by default: all of them, as the build ends first)
beside "unit and integration" npx vitest run --maxWorkers="$(nproc)"
stage build env BUILD_TYPECHECK=false npm run build
joined "unit and integration"
# Each browser-test server runs on a copy of the build and a data folder of its own
# (e2e/support/servers.ts); the data is seeded once and copied, beside the scale-out test's first
# minute, which starts its services and seeds PostgreSQL before any of its timed checks.
rm -rf .e2e-data .e2e-data-* .e2e-server-*
workers=${E2E_WORKERS:-2}
stage "build copies" node e2e/support/buildCopy.mjs $(seq -f '.e2e-server-%g' 0 $((workers - 1)))
beside "browser data" node e2e/support/prepareData.mjs "$workers"
# The scale-out test (the build, twice, on PostgreSQL + Redis + S3 behind nginx; installs what is
# missing) without the browser tests beside it: its checks of Redis going away and of instances
# killed under load are timed, and beside the browser tests' two busy cores one of them missed its moment.
stage scale-out bash scripts/scale-out-test.sh
joined "browser data"
stage browser env E2E_PREPARED=1 npx playwright test
