#!/usr/bin/env bash
# `npm test`: types, unit and integration tests, then end-to-end tests in Debian's Chromium
# against a production build served from a fresh, seeded database.
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

npx tsc --noEmit
npx vitest run
npx next build
rm -rf .e2e-data
npx playwright test
