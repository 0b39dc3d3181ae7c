#!/usr/bin/env bash
# `npm run lint`: ESLint and Prettier's check side by side, each on a core of its own (one after the
# other they took 60 s here, side by side about 40); fails when either does.
set -uo pipefail
cd "$(dirname "$0")/.."
npx prettier --check . &
prettier=$!
npx eslint .
eslint=$?
wait "$prettier"
formatted=$?
[ "$eslint" = 0 ] && [ "$formatted" = 0 ]
