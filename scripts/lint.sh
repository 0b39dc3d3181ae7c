#!/usr/bin/env bash
# `npm run lint`: ESLint and Prettier's check side by side, each on a core of its own (one after the
# other they took 60 s here, side by side about 40); fails when either does. Both keep a cache of
# what passed under node_modules/.cache, so a second run reads only the files changed since (a fresh
# clone, as CI's, checks everything).
set -uo pipefail
cd "$(dirname "$0")/.."
npx prettier --check --cache --cache-location node_modules/.cache/prettier/.prettier-cache . &
prettier=$!
npx eslint --cache --cache-location node_modules/.cache/eslint/ .
eslint=$?
wait "$prettier"
formatted=$?
[ "$eslint" = 0 ] && [ "$formatted" = 0 ]
