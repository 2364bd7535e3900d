#!/usr/bin/env bash
# `npm test`: type check, unit tests (jest), then e2e in headless Chromium against production builds.
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

echo "== e2e (Chromium, production builds)"
SHOP_E2E_RESULTS="$results/e2e.json" npm run --silent test:e2e
