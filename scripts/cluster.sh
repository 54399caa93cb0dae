#!/usr/bin/env bash
# scripts/cluster.sh up|down|status — the scaled mode on one machine, as an operator runs it:
#
#   nginx (Debian's, CLUSTER_PORT_BASE)  →  server 1 (+1), server 2 (+2)   →  PostgreSQL + Redis
#                                             ↑ reports, test data by hash
#                                           judge workers 1..3 (own cache and sandbox uid range)
#
# PostgreSQL and Redis are the ones already running (DATABASE_URL, REDIS_URL); the cluster keeps
# to its own schema (DATABASE_SCHEMA, created by the first server) and its own Redis key prefix,
# so it never touches anyone else's data. Everything it starts is recorded under the run
# directory (CLUSTER_DIR: pids/, logs/, nginx/, data/, worker-N/), and `down` stops exactly those
# processes. `up` is idempotent: it starts only what is not running. Needs a build
# (`npm run build`), root for the sandbox, and nginx (installed here from scripts/system-packages.txt
# when missing). Settings (environment, defaults in brackets):
#   CLUSTER_DIR [.cluster]   CLUSTER_PORT_BASE [18400]   CLUSTER_SERVERS [2]   CLUSTER_WORKERS [3]
#   DATABASE_URL [postgres://postgres@127.0.0.1:5432/test]   DATABASE_SCHEMA [judge_cluster]
#   REDIS_URL [redis://127.0.0.1:6379]   REDIS_KEY_PREFIX [judge-cluster:]
#   CLUSTER_UID_BASE [64000] (worker N's sandbox uses CLUSTER_UID_BASE + 100·N + slot)
#   JUDGE_CONCURRENCY [1 per worker]   JUDGE_VERIFY_LANGUAGES [0]   LOG_LEVEL [info]
# The root password (first start of the schema) and the judge token are made once and kept in
# CLUSTER_DIR/root-password and CLUSTER_DIR/judge-token (or set ROOT_PASSWORD / JUDGE_TOKEN); the
# servers' /api/metrics token likewise in CLUSTER_DIR/metrics-token (or METRICS_TOKEN).
set -euo pipefail

ROOT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
RUN="$(mkdir -p "${CLUSTER_DIR:-$ROOT_DIR/.cluster}" && cd "${CLUSTER_DIR:-$ROOT_DIR/.cluster}" && pwd)"
BASE="${CLUSTER_PORT_BASE:-18400}"
SERVERS="${CLUSTER_SERVERS:-2}"
WORKERS="${CLUSTER_WORKERS:-3}"
DB_URL="${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
DB_SCHEMA="${DATABASE_SCHEMA:-judge_cluster}"
REDIS="${REDIS_URL:-redis://127.0.0.1:6379}"
PREFIX="${REDIS_KEY_PREFIX:-judge-cluster:}"
UID_BASE="${CLUSTER_UID_BASE:-64000}"
PROBE="$ROOT_DIR/scripts/cluster/probe.mjs"
SERVER_JS="$ROOT_DIR/packages/server/dist/main.js"
WORKER_JS="$ROOT_DIR/packages/server/dist/judging/worker/main.js"
PROXY_URL="http://127.0.0.1:$BASE"

say() { printf 'cluster: %s\n' "$*"; }
die() { printf 'cluster: %s\n' "$*" >&2; exit 1; }

server_port() { echo $((BASE + $1)); }
names() {
  echo proxy
  for i in $(seq 1 "$SERVERS"); do echo "server-$i"; done
  for i in $(seq 1 "$WORKERS"); do echo "worker-$i"; done
}

# The pid of a process this script started and that still runs that program, else nothing: a pid
# file left by a crash may name a pid the system has since given to someone else's process.
live_pid() {
  local name="$1" file="$RUN/pids/$1.pid" pid cmd
  [[ -f "$file" ]] || return 0
  pid="$(cat "$file")"
  [[ "$pid" =~ ^[0-9]+$ ]] && [[ -r "/proc/$pid/cmdline" ]] || return 0
  cmd="$(tr '\0' ' ' <"/proc/$pid/cmdline")"
  case "$name" in
    proxy) [[ "$cmd" == *nginx* && "$cmd" == *"$RUN/nginx/nginx.conf"* ]] && echo "$pid" ;;
    server-*) [[ "$cmd" == *"$SERVER_JS"* ]] && echo "$pid" ;;
    worker-*) [[ "$cmd" == *"$WORKER_JS"* ]] && echo "$pid" ;;
  esac
  return 0
}

# Starts a program in the background with its log and pid file (the env is passed by the caller).
spawn() {
  local name="$1"
  shift
  nohup "$@" >>"$RUN/logs/$name.log" 2>&1 </dev/null &
  echo $! >"$RUN/pids/$name.pid"
}

secret() {
  local file="$RUN/$1"
  [[ -s "$file" ]] || (umask 077 && node -e "process.stdout.write(require('node:crypto').randomBytes(12).toString('base64url'))" >"$file")
  cat "$file"
}

write_nginx_conf() {
  mkdir -p "$RUN/nginx/tmp"
  local upstream="" i
  for i in $(seq 1 "$SERVERS"); do upstream+="    server 127.0.0.1:$(server_port "$i") max_fails=1 fail_timeout=5s;"$'\n'; done
  # Worker processes run as nobody when started by root: they write request bodies under tmp/.
  [[ "$(id -u)" == 0 ]] && chown -R nobody "$RUN/nginx/tmp"
  cat >"$RUN/nginx/nginx.conf" <<EOF
# Written by scripts/cluster.sh (the production version with comments is deploy/nginx.conf).
$([[ "$(id -u)" == 0 ]] && echo 'user nobody nogroup;')
worker_processes 1;
daemon off;
pid $RUN/nginx/nginx.pid;
error_log $RUN/logs/proxy.log warn;
events { worker_connections 1024; }
http {
  access_log $RUN/logs/proxy-access.log;
  client_body_temp_path $RUN/nginx/tmp/body;
  proxy_temp_path $RUN/nginx/tmp/proxy;
  fastcgi_temp_path $RUN/nginx/tmp/fastcgi;
  uwsgi_temp_path $RUN/nginx/tmp/uwsgi;
  scgi_temp_path $RUN/nginx/tmp/scgi;
  client_max_body_size 512m;
  upstream judge_servers {
$upstream    keepalive 16;
  }
  server {
    listen 127.0.0.1:$BASE;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host \$host;
    proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto \$scheme;
    proxy_next_upstream error timeout http_502 http_503;
    # Server-sent events: no buffering, no caching, long reads (the servers send a ping every 15 s).
    location ~ ^/api/(submission-status-stream|test-judge-stream|msg/stream|contest-[a-z]+-events)\$ {
      proxy_pass http://judge_servers;
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout 1h;
    }
    location / {
      proxy_pass http://judge_servers;
      proxy_read_timeout 5m;
    }
  }
}
EOF
  nginx -t -q -e "$RUN/logs/proxy.log" -c "$RUN/nginx/nginx.conf" -p "$RUN/nginx" ||
    die "nginx rejects $RUN/nginx/nginx.conf (see the lines above)"
}

preflight() {
  [[ -f "$SERVER_JS" && -f "$WORKER_JS" ]] || die "no build: run \`npm run build\` (or \`npm install\`) first"
  [[ "$(id -u)" == 0 || "${SANDBOX_UNSAFE:-}" == 1 ]] || die "the judge workers' sandbox needs root (SANDBOX_UNSAFE=1 runs them without isolation: development only)"
  command -v nginx >/dev/null || node "$ROOT_DIR/scripts/cluster/ensure-nginx.mjs" || die "nginx is needed as the proxy"
  node "$PROBE" tcp "$DB_URL" || die "PostgreSQL does not answer at ${DB_URL%%\?*} (set DATABASE_URL)"
  node "$PROBE" tcp "$REDIS" || die "Redis does not answer at $REDIS (set REDIS_URL)"
}

up() {
  preflight
  mkdir -p "$RUN/pids" "$RUN/logs" "$RUN/data"
  TOKEN="${JUDGE_TOKEN:-$(secret judge-token)}"
  ROOT_PW="${ROOT_PASSWORD:-$(secret root-password)}"
  METRICS="${METRICS_TOKEN:-$(secret metrics-token)}"
  local i port pid
  # Servers one after the other: the first start of a schema migrates and seeds it once.
  for i in $(seq 1 "$SERVERS"); do
    port="$(server_port "$i")"
    pid="$(live_pid "server-$i")"
    if [[ -n "$pid" ]]; then
      say "server-$i already running (pid $pid, port $port)"
    else
      say "starting server-$i on 127.0.0.1:$port"
      PORT="$port" HOST=127.0.0.1 DATA_DIR="$RUN/data" DATABASE_URL="$DB_URL" DATABASE_SCHEMA="$DB_SCHEMA" \
        REDIS_URL="$REDIS" REDIS_KEY_PREFIX="$PREFIX" JUDGE_TOKEN="$TOKEN" ROOT_PASSWORD="$ROOT_PW" \
        METRICS_TOKEN="$METRICS" TRUST_PROXY=1 LOG_LEVEL="${LOG_LEVEL:-info}" spawn "server-$i" node "$SERVER_JS"
    fi
    node "$PROBE" wait "http://127.0.0.1:$port/api/health" 90000 >/dev/null ||
      die "server-$i did not answer /api/health within 90 s: see $RUN/logs/server-$i.log"
  done

  pid="$(live_pid proxy)"
  if [[ -n "$pid" ]]; then
    say "proxy already running (pid $pid, port $BASE)"
  else
    write_nginx_conf
    say "starting the proxy (nginx) on 127.0.0.1:$BASE"
    spawn proxy nginx -e "$RUN/logs/proxy.log" -c "$RUN/nginx/nginx.conf" -p "$RUN/nginx"
  fi
  node "$PROBE" wait "$PROXY_URL/api/health" 30000 >/dev/null || die "the proxy does not answer: see $RUN/logs/proxy.log"

  for i in $(seq 1 "$WORKERS"); do
    pid="$(live_pid "worker-$i")"
    if [[ -n "$pid" ]]; then
      say "worker-$i already running (pid $pid)"
      continue
    fi
    mkdir -p "$RUN/worker-$i/cache"
    say "starting worker-$i (cache $RUN/worker-$i/cache, sandbox uids from $((UID_BASE + 100 * i)))"
    REDIS_URL="$REDIS" REDIS_KEY_PREFIX="$PREFIX" SERVER_URL="$PROXY_URL" JUDGE_TOKEN="$TOKEN" \
      JUDGE_NAME="cluster-worker-$i" JUDGE_CACHE_DIR="$RUN/worker-$i/cache" \
      JUDGE_CONCURRENCY="${JUDGE_CONCURRENCY:-1}" JUDGE_VERIFY_LANGUAGES="${JUDGE_VERIFY_LANGUAGES:-0}" \
      SANDBOX_UID_BASE="$((UID_BASE + 100 * i))" spawn "worker-$i" node "$WORKER_JS"
  done
  # A worker reports "judge ready" once its sandbox started; a failure shows in its log at once.
  sleep 2
  for i in $(seq 1 "$WORKERS"); do
    [[ -n "$(live_pid "worker-$i")" ]] || die "worker-$i exited: see $RUN/logs/worker-$i.log"
  done
  say "up: $PROXY_URL (root password in $RUN/root-password unless ROOT_PASSWORD was set)"
}

down() {
  local name pid any=0 waited
  # Workers first (they hand their jobs back), then the proxy, then the servers.
  for name in $(names | grep worker) proxy $(names | grep server); do
    pid="$(live_pid "$name")"
    if [[ -z "$pid" ]]; then
      rm -f "$RUN/pids/$name.pid"
      continue
    fi
    any=1
    say "stopping $name (pid $pid)"
    kill -TERM "$pid" 2>/dev/null || true
    waited=0
    while [[ -n "$(live_pid "$name")" && $waited -lt 150 ]]; do
      sleep 0.2
      waited=$((waited + 1))
    done
    if [[ -n "$(live_pid "$name")" ]]; then
      say "$name did not stop within 30 s: SIGKILL"
      kill -KILL "$pid" 2>/dev/null || true
    fi
    rm -f "$RUN/pids/$name.pid"
  done
  [[ $any == 1 ]] && say "down" || say "nothing running (run directory $RUN)"
}

status() {
  local name pid port all=0 line
  for name in $(names); do
    pid="$(live_pid "$name")"
    case "$name" in
      proxy) port=":$BASE" ;;
      server-*) port=":$(server_port "${name#server-}")" ;;
      *) port="" ;;
    esac
    if [[ -n "$pid" ]]; then
      printf '%-10s alive  pid %-8s %s\n' "$name" "$pid" "$port"
    else
      printf '%-10s dead   %-12s %s\n' "$name" "" "$port"
      all=1
    fi
  done
  if line="$(node "$PROBE" health "$PROXY_URL/api/health")"; then
    printf 'health     %s/api/health → %s\n' "$PROXY_URL" "$line"
  else
    printf 'health     %s/api/health → %s\n' "$PROXY_URL" "$line"
    all=1
  fi
  return $all
}

case "${1:-}" in
  up) up ;;
  down) down ;;
  status) status ;;
  *)
    echo "usage: scripts/cluster.sh up|down|status   (settings: see the head of this file)" >&2
    exit 2
    ;;
esac
