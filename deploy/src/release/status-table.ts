/**
 * `npm run release:status` as an aligned plain-text table: one row per live version (stable, then canary),
 * so an operator reads each version's share and error rate side by side.
 */
import type { ReleaseStatus } from './status.js';
import { formatShare, formatTime, healthCells, stableShare } from './status-format.js';

const HEADER = ['remote', 'role', 'version', 'share', 'since', 'page loads', 'errors', 'error rate', 'verdict'];
/** Numbers read best right-aligned. */
const RIGHT = new Set([3, 5, 6, 7]);

export function statusTable(status: ReleaseStatus, withHealth: boolean): string {
  const rows: string[][] = [];
  for (const remote of status.remotes) {
    if (!remote.stable && !remote.canary) {
      rows.push([remote.app, '—', 'not live', '', '', '', '', '', '']);
      continue;
    }
    const versions = [
      remote.stable && {
        role: 'stable',
        ...remote.stable,
        share: stableShare(remote),
        health: remote.health?.stable,
        verdict: undefined,
      },
      remote.canary && {
        role: 'canary',
        ...remote.canary,
        share: remote.canary.percent,
        health: remote.health?.canary,
        verdict: remote.health?.verdict?.verdict,
      },
    ].filter((version) => version !== undefined);
    versions.forEach((version, index) => {
      const cells = healthCells(version.health);
      rows.push([
        index === 0 ? remote.app : '',
        version.role,
        version.version,
        formatShare(version.share),
        formatTime(version.since),
        ...(withHealth ? [cells.loads, cells.errors, cells.rate, version.verdict ?? ''] : ['', '', '', '']),
      ]);
    });
  }
  const header = withHealth ? HEADER : HEADER.slice(0, 5);
  const table = [header, ...rows.map((row) => row.slice(0, header.length))];
  const widths = header.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  return table
    .map((row) =>
      row
        .map((cell, column) => (RIGHT.has(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
