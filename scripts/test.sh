#!/usr/bin/env bash
# `npm test`: static checks (types, lint, format, the singleton surface), unit tests (jest) side by side with
# the API suite (on PGlite and on a PostgreSQL it starts itself), then e2e in headless Chromium against
# production builds. Every stage writes its counts to .tmp/test-results/, and the last line adds them up.
set -euo pipefail
cd "$(dirname "$0")/.."

results=.tmp/test-results
rm -rf "$results"
mkdir -p "$results"
trap 'node scripts/summarize-tests.mjs "$results"' EXIT

bash scripts/require-system-package.sh /usr/bin/chromium chromium
# The two-replica spec (e2e/tests/replica-styles.spec.ts) puts a real round-robin balancer in front of the shop.
bash scripts/require-system-package.sh /usr/sbin/nginx nginx
# The API's sitemaps are checked against the sitemaps.org schema with xmllint (api/src/modules/seo/sitemap.test.ts).
bash scripts/require-system-package.sh /usr/bin/xmllint libxml2-utils

# Every stage runs in its own session (setsid), so a stage over its time limit is stopped whole (jest workers,
# the PostgreSQL cluster, the shop server), and its limit, not CI's, ends the run with a message.
stages=()
stage() {
  setsid "$@" &
  stages+=($!)
}
# Stages are outside the terminal's foreground group: pass Ctrl-C (or CI's SIGTERM) on to them.
trap 'for pid in "${stages[@]}"; do kill -TERM -- "-$pid" 2>/dev/null; done; exit 130' INT TERM

# Stops the stage `pid` (SIGTERM, then SIGKILL) if it still runs after `limit` seconds. A stage takes about half
# its limit on this machine (docs/decisions/015); one over it is hung, and saying so beats a silent CI timeout.
# It checks every second, so it ends with the stage and never holds the output open.
watchdog() {
  local pid="$1" limit="$2" name="$3"
  (
    for ((second = 0; second < limit; second++)); do
      sleep 1
      kill -0 "$pid" 2>/dev/null || exit 0
    done
    echo "== $name: still running after ${limit}s, stopped" | tee -a "$results/$name.log" >&2
    kill -TERM -- "-$pid" 2>/dev/null
    sleep 20
    kill -KILL -- "-$pid" 2>/dev/null
  ) &
}

# Runs the named commands at once, each into its own log and process group, within `limit` seconds, and prints
# each log when it ends (so the output of one is never interleaved with another's). Fails when any failed.
side_by_side() {
  local limit="$1" names=() pids=() failed=0
  shift
  while [ $# -gt 0 ]; do
    local name="$1" command="$2"
    shift 2
    names+=("$name")
    stage bash -c "$command" >"$results/$name.log" 2>&1
    pids+=($!)
    watchdog "$!" "$limit" "$name"
  done
  for i in "${!pids[@]}"; do
    if wait "${pids[$i]}"; then status=passed; else status=FAILED; failed=1; fi
    echo "== ${names[$i]}: $status"
    cat "$results/${names[$i]}.log"
  done
  return $failed
}

echo "== type check, lint, format (side by side)"
side_by_side 900 \
  typecheck "npm run --silent typecheck" \
  lint "npm run --silent lint" \
  format "npm run --silent format:check"

echo "== unit tests and API tests (side by side)"
side_by_side 3300 \
  unit "npm run --silent test:unit -- --json --outputFile=$results/jest-unit.json" \
  api "SHOP_TEST_RESULTS=$PWD/$results npm run --silent test -w api"

echo "== e2e (Chromium, production builds)"
SHOP_E2E_RESULTS="$PWD/$results/e2e.json" stage npm run --silent test:e2e
e2e=$!
watchdog "$e2e" 2400 e2e
wait "$e2e"
