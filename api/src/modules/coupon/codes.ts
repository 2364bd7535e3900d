import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client';
import { coupons } from '../../db/schema';
import type { CouponRow } from './terms';

// Codes the shop hands out are claimed by whoever types them: they must not be guessable. The demo seed keeps its
// readable codes (WELCOME100…); every code made anywhere else comes from here.

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L, 2/Z, 5/S, 8/B). */
const ALPHABET = '34679ACDEFGHJKMNPQRTUVWXY';
/** 25^12 ≈ 6·10^16 codes: at 10 guesses a minute per address, finding one of a thousand live codes takes ages. */
const LENGTH = 12;

/** A random coupon code from the operating system's cryptographic generator. */
export function newCouponCode(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

export type NewCoupon = Omit<typeof coupons.$inferInsert, 'id' | 'code' | 'claimedCount' | 'usedCount'>;

/** Creates a coupon under a new random code (drawn again in the unlikely case it is taken). */
export async function createCoupon(db: Db, terms: NewCoupon): Promise<CouponRow> {
  for (;;) {
    const [row] = await db
      .insert(coupons)
      .values({ ...terms, code: newCouponCode() })
      .onConflictDoNothing({ target: coupons.code })
      .returning();
    if (row) return row;
  }
}
