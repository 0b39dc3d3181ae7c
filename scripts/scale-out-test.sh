#!/usr/bin/env bash
# The scale-out test: PostgreSQL + Redis + an S3 server (s3rver) + two instances of the current
# production build + nginx with deploy/nginx's configuration, all on loopback ports, then the
# checks of tests/scale-out/check.ts. Needs a build of this source (`npm run build`); installs missing Debian
# packages when run as root. Stops only what it started.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD

PG_PORT=${SCALE_PG_PORT:-5532}
REDIS_PORT=${SCALE_REDIS_PORT:-6479}
S3_PORT=${SCALE_S3_PORT:-4669}
NGINX_PORT=${SCALE_NGINX_PORT:-8280}
PORT_A=${SCALE_PORT_A:-3201}
PORT_B=${SCALE_PORT_B:-3202}
PORT_C=${SCALE_PORT_C:-3203}
# each instance its own metrics port: two on one machine cannot share the default 9464
METRICS_PORT_A=${SCALE_METRICS_PORT_A:-9564}
METRICS_PORT_B=${SCALE_METRICS_PORT_B:-9565}

# both instances run `npm start`, which would each build again over a missing or older build
node -e "import('./scripts/buildFingerprint.mjs').then((m) => process.exit(m.buildIsCurrent() ? 0 : 1))" ||
  { echo "scale-out test: no production build of this source; run 'npm run build' first" >&2; exit 1; }

pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
missing=()
[ -n "$pg_bin" ] && [ -x "$pg_bin/initdb" ] || missing+=(postgresql)
command -v redis-server >/dev/null || missing+=(redis-server)
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || missing+=(nginx)
source scripts/debianPackages.sh
install_missing "for the scale-out test" "${missing[@]}"
pg_bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
NGINX=$(command -v nginx || echo /usr/sbin/nginx)

WORK=$(mktemp -d /tmp/scale-out.XXXXXX)
pids=()
pg_started=
cleanup() {
  touch "$WORK/stopping"
  # the instances first (SIGTERM: they drain), then their supervisors and the services
  for name in a b c redis; do [ -f "$WORK/$name.pid" ] && kill "$(cat "$WORK/$name.pid")" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  [ -f "$WORK/nginx.pid" ] && kill "$(cat "$WORK/nginx.pid")" 2>/dev/null || true
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  [ -n "$pg_started" ] && as_db_user "$pg_bin/pg_ctl" -D "$WORK/pg" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT

# initdb refuses root: the cluster belongs to the postgres user then
as_db_user() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
if [ "$(id -u)" = 0 ]; then chown postgres "$WORK"; chmod 755 "$WORK"; fi
wait_for() { # url seconds
  for _ in $(seq $(($2 * 10))); do curl -fso /dev/null "$1" && return 0; sleep 0.1; done
  echo "scale-out test: $1 did not answer within $2 s" >&2; return 1
}
started=$(date +%s)

as_db_user "$pg_bin/initdb" -D "$WORK/pg" -U postgres --auth=trust -E UTF8 >"$WORK/initdb.log"
as_db_user "$pg_bin/pg_ctl" -D "$WORK/pg" -l "$WORK/pg.log" -w \
  -o "-p $PG_PORT -k $WORK -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
pg_started=1
as_db_user psql -h 127.0.0.1 -p "$PG_PORT" -U postgres -qc 'create database site' >/dev/null
# the empty database a SQLite site is moved into (npm run move-data), beside the one A and B start on
as_db_user psql -h 127.0.0.1 -p "$PG_PORT" -U postgres -qc 'create database site_moved' >/dev/null

# Redis restarted 3 s after it stops, so that the checks can take it away for a moment (what it saved
# on the way down is loaded again, as a Redis with persistence would)
supervise_redis() {
  while [ ! -e "$WORK/stopping" ]; do
    redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --save "" --appendonly no --dir "$WORK" >>"$WORK/redis.log" 2>&1 &
    echo $! >"$WORK/redis.pid"
    wait $! || true
    sleep 3
  done
}
supervise_redis & pids+=($!)
mkdir -p "$WORK/s3"
node_modules/.bin/s3rver -d "$WORK/s3" -a 127.0.0.1 -p "$S3_PORT" --silent --configure-bucket site-files --configure-bucket site-moved &
pids+=($!)

export DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/site"
export REDIS_URL="redis://127.0.0.1:$REDIS_PORT"
export S3_BUCKET=site-files S3_ENDPOINT="http://127.0.0.1:$S3_PORT" S3_REGION=us-east-1 S3_FORCE_PATH_STYLE=true
export S3_ACCESS_KEY_ID=S3RVER S3_SECRET_ACCESS_KEY=S3RVER
export PAYLOAD_SECRET=scale-out-test-secret-0123456789abcdef
export ADMIN_EMAIL=scale@example.com ADMIN_PASSWORD=scale-out-pass
export TRUST_PROXY=loopback SITE_URL="http://127.0.0.1:$NGINX_PORT" HOSTNAME_BIND=127.0.0.1 DRAIN_SECONDS=5 SMS_PROVIDER=outbox
export NODE_NO_WARNINGS=1
wait_for "http://127.0.0.1:$S3_PORT/site-files" 20
for _ in $(seq 50); do redis-cli -p "$REDIS_PORT" ping >/dev/null 2>&1 && break; sleep 0.1; done

# A company's site that ran alone on SQLite (own data folder, own generated secret, no Redis or
# bucket) with people's data in it, moved by `npm run move-data` into site_moved and the bucket
# site-moved (the seed's file names are the same in both sites: one bucket would mix them); then a
# second move into the now occupied database, which must refuse; then instance C on the moved data.
# In the background while A and B start: it finishes within their start, on two cores.
MOVED_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/site_moved"
moved_counts() { # every table's rows in site_moved, one line
  psql -h 127.0.0.1 -p "$PG_PORT" -U postgres -d site_moved -Atc "select string_agg(table_name || '=' ||
    (xpath('/row/n/text()', query_to_xml(format('select count(*) as n from %I', table_name), false, true, '')))[1]::text, ',' order by table_name)
    from information_schema.tables where table_schema = 'public'"
}
# a step that fails says which one and how: a process that dies of a signal or an unsettled
# top-level await (exit 13) prints nothing of its own
step() {
  local label=$1 rc=0
  shift
  "$@" || rc=$?
  [ "$rc" = 0 ] || echo "scale-out test: $label failed with exit code $rc" >&2
  return "$rc"
}
move_sqlite_site() {
  local site="$WORK/sqlite-site" began
  began=$(date +%s)
  mkdir -p "$site"
  local alone=(env -u DATABASE_URL -u REDIS_URL -u PAYLOAD_SECRET -u S3_BUCKET -u S3_ENDPOINT -u S3_REGION -u S3_FORCE_PATH_STYLE
    -u S3_ACCESS_KEY_ID -u S3_SECRET_ACCESS_KEY -u TRUST_PROXY -u SITE_URL DATA_DIR="$site")
  step "prepare-db of the SQLite site" "${alone[@]}" node scripts/commands.mjs prepare-db
  step "writing the SQLite site's records" "${alone[@]}" node scripts/tsx.mjs tests/scale-out/sqliteSite.ts "$WORK/moved-facts.json"
  DATA_DIR="$site" DATABASE_URL="$MOVED_DATABASE_URL" S3_BUCKET=site-moved step "move-data" npm run -s move-data
  echo "sqlite site made and moved in $(($(date +%s) - began)) s"
  moved_counts >"$WORK/moved-counts-before.txt"
  local rc=0
  DATA_DIR="$site" DATABASE_URL="$MOVED_DATABASE_URL" S3_BUCKET=site-moved npm run -s move-data >"$WORK/second-move.log" 2>&1 || rc=$?
  echo "$rc" >"$WORK/second-move.rc"
  moved_counts >"$WORK/moved-counts-after.txt"
  mkdir -p "$WORK/c"
  DATA_DIR="$WORK/c" PORT=$PORT_C METRICS_PORT=0 DATABASE_URL="$MOVED_DATABASE_URL" S3_BUCKET=site-moved REDIS_KEY_PREFIX=moved: \
    node scripts/start.mjs >>"$WORK/c.log" 2>&1 &
  echo $! >"$WORK/c.pid"
}
move_sqlite_site >"$WORK/moved.log" 2>&1 &
moving=$!

# An instance as an operator's service manager runs it: `npm start`, restarted when it dies.
supervise() { # name port metrics-port
  local name=$1 port=$2 metrics_port=$3
  mkdir -p "$WORK/$name"
  while [ ! -e "$WORK/stopping" ]; do
    DATA_DIR="$WORK/$name" PORT=$port METRICS_PORT=$metrics_port node scripts/start.mjs >>"$WORK/$name.log" 2>&1 &
    echo $! >"$WORK/$name.pid"
    wait $! || true
    sleep 0.2
  done
}
# both at once, on the empty database
supervise a "$PORT_A" "$METRICS_PORT_A" & pids+=($!)
supervise b "$PORT_B" "$METRICS_PORT_B" & pids+=($!)
wait_for "http://127.0.0.1:$PORT_A/healthz" 240 || { tail -20 "$WORK/a.log"; exit 1; }
wait_for "http://127.0.0.1:$PORT_B/healthz" 240 || { tail -20 "$WORK/b.log"; exit 1; }
ready=$(date +%s)

# nginx as on a Debian server: its stock /etc/nginx with the site's files dropped in as
# docs/deploy.md §6 says, every absolute path moved into the work folder
cp -r /etc/nginx "$WORK/nginx"
rm -f "$WORK/nginx/sites-enabled/"*
mkdir -p "$WORK/nginx/site" "$WORK/nginx-cache"
cp deploy/nginx/cache-zone.conf deploy/nginx/cache-rules.generated.conf deploy/nginx/page-cache.conf "$WORK/nginx/site/"
cp deploy/nginx/site.conf "$WORK/nginx/sites-available/site"
ln -s ../sites-available/site "$WORK/nginx/sites-enabled/site"
sed -i -e "s#/etc/nginx/#$WORK/nginx/#g" -e "s#^pid .*#pid $WORK/nginx.pid;#" -e "s#/var/log/nginx/#$WORK/nginx-#g" \
  -e '/^user /d' "$WORK/nginx/nginx.conf"
sed -i -e "s#server 127.0.0.1:3000 #server 127.0.0.1:$PORT_A #" -e "s#server 127.0.0.1:3001 #server 127.0.0.1:$PORT_B #" \
  -e "s#listen 80;#listen 127.0.0.1:$NGINX_PORT;#" -e "s#/var/log/nginx/#$WORK/nginx-#g" "$WORK/nginx/sites-available/site"
sed -i -e "s#/var/cache/nginx/#$WORK/nginx-cache/#g" "$WORK/nginx/site/cache-zone.conf"
"$NGINX" -p "$WORK/nginx" -c "$WORK/nginx/nginx.conf" -e "$WORK/nginx-error.log" -t -q
"$NGINX" -p "$WORK/nginx" -c "$WORK/nginx/nginx.conf" -e "$WORK/nginx-error.log"
wait_for "http://127.0.0.1:$NGINX_PORT/healthz" 10

echo "scale-out: services and two instances ready in $((ready - started)) s (migrated and seeded under the lock)"

# The moved site is made, moved and served by C while the checks of A and B run: the checks that
# need C wait for $WORK/c.ready (or c.failed), written below once C answers (or the chain failed).
moved_site() {
  wait "$moving" || { echo "scale-out test: making and moving the SQLite site failed" >&2; tail -20 "$WORK/moved.log"; return 1; }
  grep -E '^\[move-data\] [0-9]|^sqlite site' "$WORK/moved.log" || true
  wait_for "http://127.0.0.1:$PORT_C/healthz" 120 || { tail -20 "$WORK/c.log"; return 1; }
  echo "scale-out: the moved SQLite site served by C $(($(date +%s) - started)) s after the start"
}
if [ -n "${SCALE_OUT_KEEP:-}" ]; then # for a person looking into a failure: everything stays up until Ctrl-C
  moved_site || true
  echo "SCALE_OUT_KEEP: A :$PORT_A (metrics :$METRICS_PORT_A), B :$PORT_B (metrics :$METRICS_PORT_B), C :$PORT_C, nginx :$NGINX_PORT, work folder $WORK"; sleep infinity & wait $!
fi
MOVED_URL="http://127.0.0.1:$PORT_C" MOVED_WORK="$WORK" \
  INSTANCE_A_URL="http://127.0.0.1:$PORT_A" INSTANCE_B_URL="http://127.0.0.1:$PORT_B" \
  INSTANCE_A_METRICS_URL="http://127.0.0.1:$METRICS_PORT_A/metrics" INSTANCE_B_METRICS_URL="http://127.0.0.1:$METRICS_PORT_B/metrics" \
  INSTANCE_A_OUTBOX="$WORK/a/outbox/sms.jsonl" INSTANCE_A_PIDFILE="$WORK/a.pid" INSTANCE_B_PIDFILE="$WORK/b.pid" \
  SCALE_OUT_LOGS="$WORK/a.log $WORK/b.log $WORK/c.log $WORK/moved.log $WORK/nginx-site.access.log $WORK/nginx-site.error.log" \
  SITE_URL="http://127.0.0.1:$NGINX_PORT" node scripts/tsx.mjs tests/scale-out/check.ts &
checks=$!
pids+=("$checks")
moved_status=0
moved_site || moved_status=$?
if [ "$moved_status" = 0 ]; then touch "$WORK/c.ready"; else touch "$WORK/c.failed"; fi
checks_status=0
wait "$checks" || checks_status=$?
if [ "$checks_status" != 0 ] || [ "$moved_status" != 0 ]; then
  for log in nginx-error.log nginx-site.error.log a.log b.log c.log moved.log; do echo "--- last lines of $log"; tail -n 8 "$WORK/$log"; done
  exit 1
fi
echo "scale-out test: $(($(date +%s) - started)) s in all"
