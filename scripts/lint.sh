#!/usr/bin/env bash
# `npm run lint`: ESLint and Prettier's check side by side, each on a core of its own (one after the
# other they took 60 s here, side by side about 40); fails when either does. Both keep a cache of
# what passed under node_modules/.cache, so a second run reads only the files changed since (a fresh
# clone, as CI's, checks everything). Then no dependency may bring an install script that
# package.json's allowScripts neither approves nor denies (docs/decisions/053).
set -uo pipefail
cd "$(dirname "$0")/.."
npx prettier --check --cache --cache-location node_modules/.cache/prettier/.prettier-cache . &
prettier=$!
npx eslint --cache --cache-location node_modules/.cache/eslint/ .
eslint=$?
wait "$prettier"
formatted=$?
# npm before 11 has no such command and runs every script, as it always did: nothing to check
unreviewed=$(npm install-scripts ls 2>/dev/null | grep -A 50 'not yet covered by allowScripts')
[ -z "$unreviewed" ] || printf '%s\n%s\n' "$unreviewed" "Read each script, then allow or deny it in package.json (docs/decisions/053)." >&2
[ "$eslint" = 0 ] && [ "$formatted" = 0 ] && [ -z "$unreviewed" ]
