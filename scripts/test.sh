#!/usr/bin/env bash
# `npm test`: types, lint and format, unit and integration tests, then end-to-end tests in Debian's Chromium
# against a production build served from a fresh, seeded database; between them, the scale-out
# test of that build (two instances behind nginx, see docs/deploy.md).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's chromium for the browser tests…"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk >/dev/null
  else
    echo "The browser tests need Debian's chromium at /usr/bin/chromium: run 'sudo apt-get install chromium fonts-noto-cjk'." >&2
    exit 1
  fi
fi

# the datasheet test reads the generated PDFs' text with poppler's pdftotext
if ! command -v pdftotext >/dev/null; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's poppler-utils for the datasheet test…"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils >/dev/null
  else
    echo "The datasheet test needs pdftotext: run 'sudo apt-get install poppler-utils'." >&2
    exit 1
  fi
fi

npx tsc --noEmit
# eslint and prettier over the whole repository (the same as `npm run lint`)
npm run lint
# The unit and integration tests run beside the production build: neither reads what the other
# writes (the tests use temporary folders and databases), and together they keep both cores busy.
# Their report is printed whole once they end, after the build's.
vitest_log=$(mktemp)
npx vitest run > "$vitest_log" 2>&1 &
vitest=$!
trap 'kill "$vitest" 2>/dev/null || true; rm -f "$vitest_log"' EXIT
# records the source it was built from, so the scale-out test's `npm start` serves this build
npm run build
vitest_status=0
wait "$vitest" || vitest_status=$?
cat "$vitest_log"
if [ "$vitest_status" != 0 ]; then
  echo "The unit and integration tests failed (above)." >&2
  exit "$vitest_status"
fi
# the same build, twice, on PostgreSQL + Redis + S3 behind nginx (installs what is missing)
bash scripts/scale-out-test.sh
rm -rf .e2e-data
npx playwright test
