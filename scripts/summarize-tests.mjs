// Adds up the counts the test stages wrote (jest --json and Playwright's json reporter) into one closing line,
// "N passed, N failed", so a reader sees the whole run at a glance, and names every failed test above it (the end
// of a long log is what a CI page shows first).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let files = 0;
const failures = [];

function playwrightFailures(suite, file) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === 'unexpected' || test.status === 'flaky') failures.push(`${file ?? suite.file}: ${spec.title}`);
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, file ?? suite.file);
}

for (const name of readdirSync(dir).filter((file) => file.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
  files += 1;
  const stage = name.replace(/\.json$/, '');
  if (typeof report.numPassedTests === 'number') {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    for (const file of report.testResults ?? []) {
      const where = path.relative(process.cwd(), file.name);
      const failedTests = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
      for (const test of failedTests) failures.push(`${stage} ${where}: ${test.fullName}`);
      // A file that failed to run at all (a syntax error, a failing beforeAll) has no failed assertion.
      if (file.status === 'failed' && failedTests.length === 0)
        failures.push(`${stage} ${where}: ${file.message.split('\n')[0]}`);
    }
  } else if (report.stats) {
    passed += report.stats.expected;
    failed += report.stats.unexpected + report.stats.flaky;
    for (const suite of report.suites ?? []) playwrightFailures(suite);
    for (const error of report.errors ?? []) failures.push(`e2e: ${(error.message ?? '').split('\n')[0]}`);
  }
}
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `  ✕ ${f}`).join('\n')}`);
if (files > 0) console.log(`${passed} passed, ${failed} failed`);
