import type { KujiDetail, KujiDrawRecord, KujiFairnessV2 } from '@shop/shared/contract';
import { leagueOfEntropyQuicknet, ticketListHash, verifyDrawRecord, type DrawCheck } from '@shop/shared/kuji';
import type { Locale } from '../../platform/locale';
import { boardMatchesList, EXIT, tally, type VerifyReport } from './verify-report';
import { recordTexts } from './verify-record-texts';

// What `npm run kuji:verify` concludes from a beacon-drawn (v2) campaign: the board against the ticket list, then
// every check of its published record (GET kuji/{kuji_id}/draws), and the caller's own order in it when given.

/** A campaign whose draws are picked by beacon rounds (v2). */
export type BeaconCampaign = KujiDetail & { fairness: KujiFairnessV2 };

/** The caller's order as the draw show gave it (GET kuji-order/{id}/draw): its id and ticket numbers. */
export interface OwnDraw {
  order_id: number;
  tickets: number[];
}

/** The board's remaining tickets per tier are the ticket list without every picked ticket. */
function remainingMatches(kuji: BeaconCampaign, record: KujiDrawRecord): boolean {
  const picked = new Set(record.draws.flatMap((d) => d.tickets));
  const left = tally(record.ticket_list.filter((_, i) => !picked.has(i + 1)));
  return kuji.tiers.every((t) => (left.get(t.tier) ?? 0) === t.remaining);
}

export async function verifyRecordReport(
  kuji: BeaconCampaign,
  record: KujiDrawRecord,
  mine: OwnDraw | null,
  locale: Locale,
): Promise<VerifyReport> {
  const say = recordTexts[locale];
  const lines = [say.heading(kuji.kuji_id, kuji.title, record.ticket_list.length, record.algorithm)];
  const check = (ok: boolean, text: string) => {
    lines.push(`${ok ? '✓' : '✗'} ${text}`);
    return ok;
  };
  const unfair = (): VerifyReport => ({ exitCode: EXIT.unfair, lines: [...lines, say.unfair] });

  const boardOk = boardMatchesList(kuji);
  if (!check(boardOk, say.board(boardOk))) return unfair();
  const listOk =
    record.ticket_list.join() === kuji.fairness.ticket_list.join() &&
    (await ticketListHash(record.ticket_list)) === kuji.fairness.ticket_list_hash;
  if (!check(listOk, say.ticketListHash(listOk, kuji.fairness.ticket_list_hash))) return unfair();
  const loe = record.beacon.chain_hash === leagueOfEntropyQuicknet.chain_hash;
  lines.push(say.chain(record.beacon.chain_hash, loe));

  const result = await verifyDrawRecord(record);
  const drawn = record.draws.filter((d) => d.signature !== null);
  const rounds = new Set(drawn.map((d) => d.round)).size;
  const outcome = (name: DrawCheck) => (result.failed === name ? false : result.passed.includes(name) ? true : null);
  const lineFor: Record<Exclude<DrawCheck, 'ticket_list_hash'>, (ok: boolean) => string> = {
    sequence: (ok) => say.sequence(ok, record.draws.length, result.place),
    signatures: (ok) => say.signatures(ok, rounds, result.place),
    picks: (ok) =>
      say.picks(
        ok,
        drawn.reduce((sum, d) => sum + d.tickets.length, 0),
        result.place,
      ),
    last_one: (ok) => say.lastOne(ok, result.place),
  };
  for (const [name, text] of Object.entries(lineFor) as [keyof typeof lineFor, (ok: boolean) => string][]) {
    const ok = outcome(name);
    if (ok === null) break;
    if (!check(ok, text(ok))) return unfair();
  }
  const waiting = record.draws.length - drawn.length;
  if (waiting > 0) lines.push(say.waiting(waiting));

  if (mine) {
    const entry = record.draws.find((d) => d.order_id === mine.order_id);
    const ok = !!entry && entry.tickets.join() === mine.tickets.join();
    if (!check(ok, say.mine(ok, mine.order_id, entry?.place ?? null, entry?.round ?? null))) return unfair();
  }
  const remaining = remainingMatches(kuji, record);
  if (!check(remaining, say.remaining(remaining))) return unfair();
  return { exitCode: EXIT.fair, lines: [...lines, say.fair] };
}
