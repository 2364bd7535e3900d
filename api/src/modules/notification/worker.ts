import { sql } from 'drizzle-orm';
import type { OutboxConfig } from '../../config';
import type { Database, Db } from '../../db/client';
import { allColumns, rowsOf, tableRow } from '../../db/hand-written';
import { outbox } from '../../db/schema';
import type { ErrorLog } from '../../platform/every';
import type { Locale } from '../../platform/locale';
import { startNotifiedLoop, type NotifiedLoop } from '../../platform/notified-loop';
import type { Mailer } from '../../providers/mail';
import { renderNotice } from './mail/render';
import type { DeliveredNotice, NoticeEvent } from './notices';
import { outboxChannel } from './outbox';

// Delivers the outbox: a worker takes due notices under a lease (so two workers never send one at once and a
// crashed one's are taken again when its lease ends), writes each mail from its subject's row, sends it and marks it
// sent. At least once: a notice is sent twice only when its worker dies (or loses the database) between the mail
// server accepting it and the mark, and then once more per such death. Its Message-ID is the same each time.

/** A notice as the outbox keeps it (its event and facts typed). */
export type OutboxRow = Omit<typeof outbox.$inferSelect, 'event' | 'facts'> & {
  event: NoticeEvent;
  facts: Record<string, unknown>;
};

/** A notice ready to write: to whom, in which language, and what (null: nobody to tell, e.g. no e-mail address). */
export interface ComposedNotice {
  to: string;
  locale: Locale;
  notice: DeliveredNotice;
}

export type NoticeReader = (row: OutboxRow) => Promise<ComposedNotice | null>;

/** How each kind of subject's notices are written (the order, kuji order and account modules own theirs). */
export interface NoticeReaders {
  order: NoticeReader;
  kujiOrder: NoticeReader;
  member: NoticeReader;
  arrivalNotice: NoticeReader;
  /** The prize box's notices (events `prize_box.*`, about a member). */
  prizeBox: NoticeReader;
}

export interface Delivery {
  db: Db;
  mailer: Mailer;
  readers: NoticeReaders;
  config: OutboxConfig;
  /** The Message-ID's domain (the shop's public host). */
  host: string;
  log: ErrorLog;
}

const BATCH = 20;

/** Takes up to a batch of due notices and delivers them; how many it took. */
export async function deliverDue(d: Delivery): Promise<number> {
  const taken = await rowsOf<Record<string, unknown>>(
    d.db,
    sql`update ${outbox} set due_at = now() + make_interval(secs => ${d.config.leaseSeconds}), attempts = attempts + 1
      where id in (select id from ${outbox} where state = 'pending' and due_at <= now()
        order by due_at, id limit ${BATCH} for update skip locked)
      returning ${allColumns(outbox)}`,
  );
  // UPDATE … RETURNING answers in no order: the notices go as they were written.
  const rows = taken.map((r) => tableRow(outbox, r) as OutboxRow).sort((a, b) => a.id - b.id);
  // Side by side, except one subject's notices, which go in the order they were written (paid before shipped).
  const bySubject = new Map<string, OutboxRow[]>();
  for (const row of rows) {
    const key = `${row.orderId}:${row.kujiOrderId}:${row.userId}:${row.arrivalNoticeId}`;
    bySubject.set(key, [...(bySubject.get(key) ?? []), row]);
  }
  await Promise.all(
    [...bySubject.values()].map(async (group) => {
      for (const row of group) await deliver(d, row);
    }),
  );
  return rows.length;
}

async function deliver(d: Delivery, row: OutboxRow): Promise<void> {
  try {
    const reader = row.event.startsWith('prize_box.')
      ? d.readers.prizeBox
      : row.orderId !== null
        ? d.readers.order
        : row.kujiOrderId !== null
          ? d.readers.kujiOrder
          : row.arrivalNoticeId !== null
            ? d.readers.arrivalNotice
            : d.readers.member;
    const composed = await reader(row);
    if (!composed) {
      // Not a failure: no mailbox to write to (a WeChat member's reserved address), or the subject is gone.
      await finish(d.db, row.id, 'skipped', 'nobody to tell: the subject has no e-mail address');
      return;
    }
    const mail = await renderNotice(composed.notice, composed.locale, composed.to);
    await d.mailer.send({ ...mail, messageId: `<outbox-${row.id}@${d.host}>` });
    await finish(d.db, row.id, 'sent');
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    d.log.error({ err, outboxId: row.id, attempts: row.attempts }, 'notice not delivered');
    await retryLater(d, row, message).catch((e: unknown) => d.log.error({ err: e, outboxId: row.id }, 'notice not rescheduled'));
  }
}

function finish(db: Db, id: number, state: 'sent' | 'skipped', error: string | null = null) {
  return db.execute(
    // A notice sent after a failed try keeps that try's error: what the operator may want to know of its delay.
    sql`update ${outbox} set state = ${state}, last_error = coalesce(${error}, last_error),
        sent_at = ${state === 'sent' ? sql`now()` : null}
      where id = ${id}`,
  );
}

/** After a failed try: due again after a back-off that doubles (at most an hour), or dead after the last try. */
function retryLater(d: Delivery, row: OutboxRow, error: string) {
  const waitSeconds = Math.min(3600, d.config.retrySeconds * 2 ** (row.attempts - 1));
  return d.db.execute(
    sql`update ${outbox} set last_error = ${error.slice(0, 500)},
        state = ${row.attempts >= d.config.maxAttempts ? 'dead' : 'pending'},
        due_at = now() + make_interval(secs => ${waitSeconds})
      where id = ${row.id}`,
  );
}

/**
 * Delivers notices in this process until stopped: as soon as a change that wrote some commits (NOTIFY), every
 * `pollSeconds` for retries and anything a lost connection kept from it, and once at the start.
 */
export function startOutboxWorker(d: Delivery, listen: Database['listen']): Promise<NotifiedLoop> {
  return startNotifiedLoop({
    listen,
    channel: outboxChannel,
    everyMs: d.config.pollSeconds * 1000,
    // Batch after batch while they come full, unless stopping: what is left waits for the next worker's sweep.
    job: async (_wake, stopping) => {
      while (!stopping.aborted && (await deliverDue(d)) === BATCH);
    },
    log: d.log,
    what: 'outbox worker',
  });
}
