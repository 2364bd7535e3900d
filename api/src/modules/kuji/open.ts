import { boxOrderOf, newSeed, sha256Hex, ticketListHash, ticketListOf, type BeaconChain } from '@shop/shared/kuji';
import type { Db } from '../../db/client';
import { beaconChains, kujiPrizes, kujis, kujiTickets } from '../../db/schema';

type Texts = { tw: string; cn: string; en: string };

export interface NewTier {
  /** `A`, `B`, … in board order. */
  tier: string;
  name: Texts;
  image: string;
  count: number;
}

export interface NewCampaign {
  title: Texts;
  description?: Texts;
  price: number;
  image: string;
  adult?: boolean;
  startsAt: Date;
  endsAt: Date;
  perOrderLimit?: number;
  /** Draws one member may buy in the campaign; absent: no cap. */
  memberLimit?: number | null;
  tiers: NewTier[];
  lastOne: { name: Texts; image: string };
  /**
   * The beacon chain whose rounds will pick the draws (v2): the tickets stay in ticket-list order and nothing is
   * secret. Without it the campaign is v1 (a secret seed fixes the box order), as campaigns opened before the beacon.
   */
  beacon?: BeaconChain;
  /** v1, tests only: a known seed. A v1 campaign otherwise gets a fresh secret one. */
  seed?: string;
}

const tierPattern = /^[A-Z]$/;

/**
 * Opens a campaign in one transaction, so its commitment exists before anything can be sold: the ticket list's
 * hash, and either the beacon chain that will pick every paid order's tickets (v2: tickets numbered in ticket-list
 * order) or a secret seed's hash and the box order it fixes (v1). Nothing changes the tickets' `position`s later.
 */
export async function openCampaign(db: Db, campaign: NewCampaign): Promise<number> {
  if (campaign.tiers.some((t) => !tierPattern.test(t.tier) || t.count < 1))
    throw new Error('Tiers are A–Z with at least one ticket');
  const ticketList = ticketListOf(campaign.tiers);
  const { beacon } = campaign;
  const seed = beacon ? null : (campaign.seed ?? newSeed());
  const [boxOrder, seedHash, listHash] = await Promise.all([
    seed === null ? ticketList : boxOrderOf(ticketList, seed),
    seed === null ? null : sha256Hex(seed),
    ticketListHash(ticketList),
  ]);
  return db.transaction(async (tx) => {
    if (beacon) {
      const { chain_hash: hash, public_key: publicKey, period, genesis_time: genesisTime, scheme } = beacon;
      await tx.insert(beaconChains).values({ hash, publicKey, period, genesisTime, scheme }).onConflictDoNothing();
    }
    const [kuji] = await tx
      .insert(kujis)
      .values({
        titleTw: campaign.title.tw,
        titleCn: campaign.title.cn,
        titleEn: campaign.title.en,
        descriptionTw: campaign.description?.tw ?? '',
        descriptionCn: campaign.description?.cn ?? '',
        descriptionEn: campaign.description?.en ?? '',
        price: campaign.price,
        image: campaign.image,
        adult: campaign.adult ?? false,
        startsAt: campaign.startsAt,
        endsAt: campaign.endsAt,
        perOrderLimit: campaign.perOrderLimit ?? 10,
        memberLimit: campaign.memberLimit ?? null,
        ticketsTotal: ticketList.length,
        algorithm: beacon ? 'drand-hmac-sha256-v2' : 'hmac-sha256-fisher-yates-v1',
        seed,
        seedHash,
        ticketListHash: listHash,
        beaconChainHash: beacon?.chain_hash ?? null,
      })
      .returning({ id: kujis.id });
    const kujiId = kuji!.id;
    const prizeRows = [
      ...campaign.tiers.map((t, sort) => ({ tier: t.tier, name: t.name, image: t.image, quantity: t.count, sort })),
      { tier: 'LAST', name: campaign.lastOne.name, image: campaign.lastOne.image, quantity: 1, sort: campaign.tiers.length },
    ];
    const prizes = await tx
      .insert(kujiPrizes)
      .values(
        prizeRows.map((p) => ({
          kujiId,
          tier: p.tier,
          sort: p.sort,
          nameTw: p.name.tw,
          nameCn: p.name.cn,
          nameEn: p.name.en,
          image: p.image,
          quantity: p.quantity,
        })),
      )
      .returning({ id: kujiPrizes.id, tier: kujiPrizes.tier });
    const prizeOf = new Map(prizes.map((p) => [p.tier, p.id]));
    const tickets = boxOrder.map((tier, i) => ({ kujiId, position: i + 1, prizeId: prizeOf.get(tier)! }));
    for (let i = 0; i < tickets.length; i += 500) await tx.insert(kujiTickets).values(tickets.slice(i, i + 500));
    return kujiId;
  });
}
