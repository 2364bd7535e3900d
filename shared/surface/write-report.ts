/**
 * `npm run surface:report`: records the singleton surface in shared/singletons.api.md, refusing when the
 * surface changed without the version bump it needs (see surface.ts).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { currentSurface, parseReport, renderReport, reportFile, versionProblem } from './surface';

const surface = currentSurface();
if (existsSync(reportFile)) {
  const problem = versionProblem(parseReport(readFileSync(reportFile, 'utf8')), surface);
  if (problem) {
    console.error(`error: ${problem}`);
    process.exit(1);
  }
}
writeFileSync(reportFile, renderReport(surface));
console.log(`wrote ${reportFile} (version ${surface.version})`);
