#!/usr/bin/env bash
# `npm test`: type check, unit tests (jest), the API suite on PGlite and on a PostgreSQL it starts itself,
# then e2e in headless Chromium against production builds.
# Every stage writes its counts to .tmp/test-results/, and the last line adds them up.
set -euo pipefail
cd "$(dirname "$0")/.."

results=.tmp/test-results
rm -rf "$results"
mkdir -p "$results"
trap 'node scripts/summarize-tests.mjs "$results"' EXIT

bash scripts/require-system-package.sh /usr/bin/chromium chromium

echo "== type check"
npm run --silent typecheck

echo "== unit tests"
npm run --silent test:unit -- --json --outputFile="$results/jest-unit.json"

echo "== API tests (PGlite, then PostgreSQL)"
SHOP_TEST_RESULTS="$PWD/$results" npm run --silent test -w api

echo "== e2e (Chromium, production builds)"
SHOP_E2E_RESULTS="$PWD/$results/e2e.json" npm run --silent test:e2e
