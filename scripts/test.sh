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

# Runs the named commands at once, each into its own log, and prints each log when it ends (so the output
# of one is never interleaved with another's). Fails when any of them failed.
side_by_side() {
  local names=() pids=() failed=0
  while [ $# -gt 0 ]; do
    local name="$1" command="$2"
    shift 2
    names+=("$name")
    bash -c "$command" >"$results/$name.log" 2>&1 &
    pids+=($!)
  done
  for i in "${!pids[@]}"; do
    if wait "${pids[$i]}"; then status=passed; else status=FAILED; failed=1; fi
    echo "== ${names[$i]}: $status"
    cat "$results/${names[$i]}.log"
  done
  return $failed
}

echo "== type check, lint, format (side by side)"
side_by_side \
  typecheck "npm run --silent typecheck" \
  lint "npm run --silent lint" \
  format "npm run --silent format:check"

echo "== unit tests and API tests (side by side)"
side_by_side \
  unit "npm run --silent test:unit -- --json --outputFile=$results/jest-unit.json" \
  api "SHOP_TEST_RESULTS=$PWD/$results npm run --silent test -w api"

echo "== e2e (Chromium, production builds)"
SHOP_E2E_RESULTS="$PWD/$results/e2e.json" npm run --silent test:e2e
