import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { fail } from '../../platform/errors';
import type { SignedInOperator } from './access';
import { recordAudit } from './audit';

// The console's catalogue entries (categories, themes, articles, banners) are rows written one at a time: each
// create, replace and remove runs in one transaction with its audit row (`<target>.create` …), the row as the
// console reads it before and after. An id that is not there is ADMIN_CATALOGUE_ENTRY_NOT_FOUND.

type IdTable = PgTable & { id: PgColumn; $inferSelect: { id: number } };

export interface AuditedTable<T extends IdTable, View> {
  table: T;
  /** The audit log's target, e.g. `theme`. */
  target: string;
  /** The row as the console reads it (and the audit log keeps it). */
  view: (row: T['$inferSelect']) => View;
}

export function auditedRows<T extends IdTable, View>({ table, target, view }: AuditedTable<T, View>) {
  const byId = (id: number) => eq(table.id, id);
  return {
    async create(db: Db, values: T['$inferInsert'], by: SignedInOperator): Promise<View> {
      return db.transaction(async (tx) => {
        const [created] = (await tx.insert(table).values(values).returning()) as T['$inferSelect'][];
        await recordAudit(tx, by, { action: `${target}.create`, target, targetId: created!.id, after: view(created!) });
        return view(created!);
      });
    },

    /** Replaces the row's values (`values` may depend on the row as it was, read under its lock). */
    async replace(
      db: Db,
      id: number,
      values: T['$inferInsert'] | ((before: T['$inferSelect']) => T['$inferInsert']),
      by: SignedInOperator,
    ): Promise<View> {
      return db.transaction(async (tx) => {
        const [before] = (await tx
          .select()
          .from(table as PgTable)
          .where(byId(id))
          .for('update')) as T['$inferSelect'][];
        if (!before) fail('ADMIN_CATALOGUE_ENTRY_NOT_FOUND');
        const set = typeof values === 'function' ? values(before) : values;
        const [after] = (await tx.update(table).set(set).where(byId(id)).returning()) as T['$inferSelect'][];
        await recordAudit(tx, by, {
          action: `${target}.update`,
          target,
          targetId: id,
          before: view(before),
          after: view(after!),
        });
        return view(after!);
      });
    },

    /**
     * Removes the row. With `inUse`, the row is locked first and kept (CATALOGUE_ENTRY_IN_USE) while `inUse` finds
     * a use of it: a write that starts to use it locks it too, so the two never cross.
     */
    async remove(db: Db, id: number, by: SignedInOperator, inUse?: (tx: Db, id: number) => Promise<boolean>): Promise<View> {
      return db.transaction(async (tx) => {
        let before: T['$inferSelect'] | undefined;
        if (inUse) {
          [before] = (await tx
            .select()
            .from(table as PgTable)
            .where(byId(id))
            .for('update')) as T['$inferSelect'][];
          if (!before) fail('ADMIN_CATALOGUE_ENTRY_NOT_FOUND');
          if (await inUse(tx, id)) fail('CATALOGUE_ENTRY_IN_USE');
          await tx.delete(table).where(byId(id));
        } else {
          [before] = (await tx.delete(table).where(byId(id)).returning()) as T['$inferSelect'][];
          if (!before) fail('ADMIN_CATALOGUE_ENTRY_NOT_FOUND');
        }
        await recordAudit(tx, by, { action: `${target}.remove`, target, targetId: id, before: view(before) });
        return view(before);
      });
    },
  };
}
