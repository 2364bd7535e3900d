import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { kujis } from '../db/schema';
import { openCampaign, type NewCampaign } from '../modules/kuji/open';

// Campaigns the kuji tests open for themselves, with the sale window and box they need, through the one way
// a box is made (openCampaign).

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** A known seed, so a test can check what is revealed against what it gave. */
export const TEST_SEED = 'ab'.repeat(32);

const texts = (name: string) => ({ tw: `${name}（繁）`, cn: `${name}（简）`, en: name });

/**
 * A campaign open now for a week, tiers A, B, C… with `counts` tickets each (default 1, 2, 3), every prize
 * with its own picture.
 */
export function testCampaign(over: Partial<NewCampaign> & { counts?: number[] } = {}): NewCampaign {
  const { counts = [1, 2, 3], ...rest } = over;
  const now = Date.now();
  return {
    title: texts('Test kuji'),
    description: texts('Rules'),
    price: 300,
    image: 'k-1',
    startsAt: new Date(now - DAY),
    endsAt: new Date(now + 7 * DAY),
    tiers: counts.map((count, i) => {
      const tier = String.fromCharCode(65 + i);
      return { tier, name: texts(`Prize ${tier}`), image: `kp-1-${tier.toLowerCase()}`, count };
    }),
    lastOne: { name: texts('Last One'), image: 'kp-1-last' },
    seed: TEST_SEED,
    ...rest,
  };
}

/** Opens it and returns its id. */
export const openTestCampaign = (db: Db, over: Parameters<typeof testCampaign>[0] = {}) => openCampaign(db, testCampaign(over));

/** `reserved` tickets held by unpaid orders (none drawn), as kuji-order leaves a box while orders await payment. */
export async function holdTickets(db: Db, kujiId: number, reserved: number): Promise<void> {
  await db.update(kujis).set({ reserved }).where(eq(kujis.id, kujiId));
}

/** The seeded campaign whose picture is `image` (`k-1` … `k-6`; api/src/seed/kuji.ts). */
export async function seededCampaign(db: Db, image: string) {
  const [row] = await db.select().from(kujis).where(eq(kujis.image, image));
  if (!row) throw new Error(`no seeded campaign ${image}`);
  return row;
}
