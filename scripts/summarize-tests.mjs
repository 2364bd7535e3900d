// Adds up the counts the test stages wrote (jest --json and Playwright's json reporter) into one
// closing line, "N passed, N failed", so a reader sees the whole run at a glance.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let files = 0;
for (const name of readdirSync(dir).filter((file) => file.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
  files += 1;
  if (typeof report.numPassedTests === 'number') {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  } else if (report.stats) {
    passed += report.stats.expected;
    failed += report.stats.unexpected + report.stats.flaky;
  }
}
if (files > 0) console.log(`${passed} passed, ${failed} failed`);
