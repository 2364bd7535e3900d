/**
 * /ops/releases: per remote, the stable and canary versions with their shares and health, the buttons that
 * move a canary (the same functions as the CLIs), the published versions and the recent history.
 */
import type { ReleaseEvent } from '../../manifest/history.js';
import type { ReleaseStatus, RemoteStatus, VersionHealth } from '../../release/status.js';
import { describeEvent, formatShare, formatTime, healthCells, stableShare } from '../../release/status-format.js';
import { messageBlock, opsDocument, text } from './ops-html.js';

export interface ReleasesPageMessages {
  notice?: string;
  error?: string;
}

export const actionPath = (app: string, action: string) => `/ops/releases/${encodeURIComponent(app)}/${action}`;

function versionCard(
  role: 'Stable' | 'Canary',
  version: string,
  share: number,
  since: string | undefined,
  health?: VersionHealth,
) {
  const cells = healthCells(health);
  return `<div class="ops-version ops-version--${role.toLowerCase()}">
<h3 class="ops-version__role">${role}</h3>
<p class="ops-version__id"><code>${text(version)}</code> <span>since ${text(formatTime(since))}</span></p>
<dl class="ops-facts">
<div><dt>Share</dt><dd data-field="share">${text(formatShare(share))}</dd></div>
<div><dt>Page loads</dt><dd data-field="loads">${text(cells.loads)}</dd></div>
<div><dt>Errors</dt><dd data-field="errors">${text(cells.errors)}</dd></div>
<div><dt>Error rate</dt><dd data-field="error-rate">${text(cells.rate)}</dd></div>
</dl>
</div>`;
}

function actionForm(app: string, action: string, label: string, style: 'primary' | 'danger' | 'plain', extra = '') {
  return `<form method="post" action="${text(actionPath(app, action))}" class="ops-action">${extra}<button type="submit" class="ops-button ops-button--${style}">${text(label)}</button></form>`;
}

function actions(remote: RemoteStatus): string {
  const forms: string[] = [];
  if (remote.canary) {
    const id = `share-${remote.app}`;
    forms.push(
      actionForm(
        remote.app,
        'rollout',
        'Set share',
        'plain',
        `<label for="${text(id)}">Canary share</label><span class="ops-percent"><input id="${text(id)}" name="percent" type="number" inputmode="decimal" min="0.01" max="100" step="0.01" value="${text(remote.canary.percent)}" required><span aria-hidden="true">%</span></span>`,
      ),
      actionForm(remote.app, 'promote', `Promote ${remote.canary.version}`, 'primary'),
      actionForm(remote.app, 'abort', 'Abort canary', 'danger'),
    );
  }
  if (remote.stable) {
    forms.push(
      actionForm(
        remote.app,
        'rollback',
        remote.canary ? 'Roll back (drops the canary)' : 'Roll back to the previous version',
        'danger',
      ),
    );
  }
  return forms.length ? `<div class="ops-actions">${forms.join('\n')}</div>` : '';
}

const VERDICTS = { healthy: 'healthy', 'too-few': 'too few page loads to judge', failing: 'failing' } as const;

function historyItem(event: ReleaseEvent): string {
  const reason = event.reason && event.action !== 'prune' ? ` — ${text(event.reason)}` : '';
  return `<li><time datetime="${text(event.at)}">${text(formatTime(event.at))}</time> <span class="ops-history__what">${text(describeEvent(event))}</span> <span class="ops-history__who">by ${text(event.operator)}${reason}</span></li>`;
}

function remoteSection(remote: RemoteStatus): string {
  const heading = `<h2 id="h-${text(remote.app)}">${text(remote.app)}${remote.name ? ` <small>${text(remote.name)}</small>` : ''}</h2>`;
  const versions = [
    remote.stable &&
      versionCard('Stable', remote.stable.version, stableShare(remote), remote.stable.since, remote.health?.stable),
    remote.canary &&
      versionCard('Canary', remote.canary.version, remote.canary.percent, remote.canary.since, remote.health?.canary),
  ].filter(Boolean);
  const window = remote.health
    ? `<p class="ops-hint">Health since ${text(formatTime(remote.health.since))}${remote.canary ? ' (the canary’s start)' : ' (last 24 h)'}.</p>`
    : '';
  const verdict = remote.health?.verdict;
  const check = verdict
    ? `<p class="ops-verdict ops-verdict--${verdict.verdict}">Automatic rollback check: <strong>${VERDICTS[verdict.verdict]}</strong> — ${text(verdict.reason)}</p>`
    : '';
  const published = remote.published.length
    ? `<details class="ops-published"><summary>Published versions (${remote.published.length})</summary><ul>${remote.published
        .map((each) => `<li><code>${text(each.version)}</code> <span>${text(formatTime(each.publishedAt))}</span></li>`)
        .join('')}</ul></details>`
    : '';
  const history = remote.events.length
    ? `<h3 class="ops-subhead">History</h3><ol class="ops-history">${remote.events.map(historyItem).join('\n')}</ol>`
    : '<p class="ops-hint">No history yet.</p>';
  return `<section class="ops-remote" id="${text(remote.app)}" aria-labelledby="h-${text(remote.app)}">
${heading}
${versions.length ? `<div class="ops-versions">${versions.join('\n')}</div>${window}${check}` : '<p class="ops-hint">Not live: nothing of it is served.</p>'}
${actions(remote)}
${published}
${history}
</section>`;
}

export function releasesPage(status: ReleaseStatus, messages: ReleasesPageMessages = {}): string {
  const health = status.healthError
    ? `<p class="ops-hint ops-hint--warning">${text(status.healthError)}</p>`
    : '<p class="ops-hint">Error rate: errors per 100 page loads, as the shell reports them to the API.</p>';
  return opsDocument(
    'Releases',
    `<header class="ops-bar">
<h1>Releases</h1>
<form method="post" action="/ops/sign-out"><button type="submit" class="ops-button ops-button--plain">Sign out</button></form>
</header>
<main class="ops-main">
${messageBlock('error', messages.error)}${messageBlock('notice', messages.notice)}
${health}
${status.remotes.map(remoteSection).join('\n')}
</main>`,
  );
}
