import { sql } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import type { BeaconChain } from '@shop/shared/kuji';
import type { Db } from '../db/client';
import * as s from '../db/schema';
import { keywords } from './data';
import { buildCatalogue, buildCoupons, seedDay } from './catalogue';
import { imageSpecs } from './image-specs';
import { ensureImages } from './images';
import { seedKuji } from './kuji';
import { seedDemoOrders } from './orders';
import { buildSetOffers } from './sets';

export const DEMO_MEMBER = { email: 'demo@shop.local', password: 'Demo1234', name: '展示會員' };
const OTHER_MEMBER = { email: 'collector@shop.local', password: 'Collect5678', name: 'Collector' };

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 200) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** What the seed needs from the running shop: the beacon chain new campaigns are drawn by (none: all open as v1). */
export interface SeedOptions {
  beacon?: BeaconChain;
}

/** The kuji campaigns and the demo members' draws (the members must exist). */
async function seedKujiFor(tx: Db, options: SeedOptions): Promise<void> {
  const members = await tx.select({ id: s.users.id, email: s.users.email }).from(s.users);
  const idOf = (email: string) => members.find((m) => m.email === email)?.id;
  const demo = idOf(DEMO_MEMBER.email);
  const other = idOf(OTHER_MEMBER.email);
  if (demo && other) await seedKuji(tx, { demo, other }, options.beacon);
}

/**
 * A shop seeded before kuji orders existed lost its campaigns in migration 0005 (nothing had been sold from
 * them): they are opened again, with committed boxes.
 */
export async function seedKujiIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(s.kujis);
  if ((row?.n ?? 0) > 0) return false;
  await db.transaction((tx) => seedKujiFor(tx, options));
  return true;
}

/** Fills an empty database with the demo shop; does nothing when products already exist. */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(s.products);
  if ((row?.n ?? 0) > 0) return false;
  const today = seedDay();
  const cat = buildCatalogue(today);
  const [demoHash, otherHash] = await Promise.all([hash(DEMO_MEMBER.password), hash(OTHER_MEMBER.password)]);
  await db.transaction(async (tx) => {
    await tx.insert(s.categories).values(cat.categories);
    await tx.insert(s.themes).values(cat.themes);
    await insertChunked(cat.products, (c) => tx.insert(s.products).values(c));
    await insertChunked(cat.links, (c) => tx.insert(s.productThemes).values(c));
    await tx.insert(s.setOffers).values(buildSetOffers(cat));
    await tx.insert(s.articles).values(cat.articles);
    await tx.insert(s.banners).values(cat.banners);
    await tx
      .insert(s.searchKeywords)
      .values(Object.entries(keywords).flatMap(([locale, ks]) => ks.map((keyword, sort) => ({ locale, keyword, sort }))));
    await tx.insert(s.coupons).values(buildCoupons(today));
    await tx.insert(s.users).values([
      {
        email: DEMO_MEMBER.email,
        passwordHash: demoHash,
        accountName: DEMO_MEMBER.name,
        phoneCode: '886',
        phoneNumber: '912345678',
        gender: 'female',
        birthdayTimestamp: 631152000,
      },
      { email: OTHER_MEMBER.email, passwordHash: otherHash, accountName: OTHER_MEMBER.name, locale: 'en' },
    ]);
    // DEMOCLAIMED: claimed by the demo member; LIMITED1: its single claim taken by the other member.
    await tx.execute(sql`insert into coupon_claims (coupon_id, user_id)
      select c.id, u.id from coupons c join users u on (c.code = 'DEMOCLAIMED' and u.email = ${DEMO_MEMBER.email}) or (c.code = 'LIMITED1' and u.email = ${OTHER_MEMBER.email})`);
    await seedDemoOrders(tx, DEMO_MEMBER.email, cat.products);
    await seedKujiFor(tx, options);
  });
  await db.execute(sql`analyze`);
  return true;
}

export const seedImages = (dir: string) => ensureImages(dir, imageSpecs());
