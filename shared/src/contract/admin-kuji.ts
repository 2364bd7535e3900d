import { Type, type Static } from 'typebox';
import { Id, Nullable, PageOf, PagingQuery } from './common';
import { KujiStatus } from './kuji';

// The operator console's kuji campaigns (/api/admin/v1/kuji-drafts, /kuji): a campaign is prepared as a draft,
// then opened, which commits its box; the console never reads a ticket's place, the box order or a seed.

const DateTime = Type.String({ format: 'date-time', description: 'ISO 8601 date-time' });
const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength });

/** One text in the shop's three languages. */
export const AdminTexts = (maxLength = 200) =>
  Type.Object({ tw: Text(maxLength), cn: Text(maxLength), en: Text(maxLength) }, { additionalProperties: false });

/** A picture the console uploaded: a download URL of a file in the shop's storage bucket. */
export const AdminPictureUrl = Type.String({ minLength: 10, maxLength: 1000, pattern: '^https?://' });

export const AdminKujiTier = Type.Object(
  { name: AdminTexts(), image: AdminPictureUrl, count: Type.Integer({ minimum: 1, maximum: 1000 }) },
  { additionalProperties: false },
);

/** The waiting room the sale starts behind (modules/drop), as `npm run drops -- set` takes it. */
export const AdminKujiDrop = Type.Object(
  {
    /** When the room opens; default 30 minutes before the sale starts. */
    opens_at: Type.Optional(DateTime),
    admit_per_minute: Type.Integer({ minimum: 1, maximum: 1000000 }),
    buy_window_seconds: Type.Integer({ minimum: 10, maximum: 86400 }),
  },
  { additionalProperties: false },
);

/** POST kuji-drafts, PUT kuji-drafts/{draft_id}: a campaign's settings. Tiers are A, B, … in the order given. */
export const AdminKujiDraftBody = Type.Object(
  {
    title: AdminTexts(),
    description: Type.Optional(AdminTexts(5000)),
    image: AdminPictureUrl,
    /** TWD per draw. */
    price: Type.Integer({ minimum: 1, maximum: 100000 }),
    adult: Type.Optional(Type.Boolean()),
    starts_at: DateTime,
    ends_at: DateTime,
    per_order_limit: Type.Integer({ minimum: 1, maximum: 100 }),
    /** Draws one member may buy in the campaign; null or absent: no cap. */
    member_limit: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 10000 }))),
    tiers: Type.Array(AdminKujiTier, { minItems: 1, maxItems: 26 }),
    last_one: Type.Object({ name: AdminTexts(), image: AdminPictureUrl }, { additionalProperties: false }),
    drop: Type.Optional(Nullable(AdminKujiDrop)),
  },
  { additionalProperties: false },
);
export type AdminKujiDraftBody = Static<typeof AdminKujiDraftBody>;

export const AdminKujiDraft = Type.Object({
  draft_id: Type.Integer(),
  /** The campaign it became; null while a draft. */
  kuji_id: Nullable(Type.Integer()),
  settings: AdminKujiDraftBody,
  created_at: DateTime,
  updated_at: DateTime,
  opened_at: Nullable(DateTime),
});
export type AdminKujiDraft = Static<typeof AdminKujiDraft>;

export const AdminKujiDraftData = Type.Object({ data: AdminKujiDraft });
export const AdminKujiDraftList = PageOf(AdminKujiDraft);
export const AdminKujiDraftParams = Type.Object({ draft_id: Id }, { additionalProperties: false });
export const AdminKujiPaging = Type.Object(PagingQuery, { additionalProperties: false });

/** A campaign as the console lists it: its sale, never its box. */
export const AdminKuji = Type.Object({
  kuji_id: Type.Integer(),
  title: Type.String(),
  status: KujiStatus,
  price: Type.Integer(),
  starts_at: DateTime,
  ends_at: DateTime,
  per_order_limit: Type.Integer(),
  member_limit: Nullable(Type.Integer()),
  tickets_total: Type.Integer(),
  /** Tickets held by unpaid orders and sold to paid ones. */
  tickets_reserved: Type.Integer(),
  tickets_sold: Type.Integer(),
  algorithm: Type.String(),
});
export type AdminKuji = Static<typeof AdminKuji>;

export const AdminKujiData = Type.Object({ data: AdminKuji });
export const AdminKujiList = PageOf(AdminKuji);
export const AdminKujiParams = Type.Object({ kuji_id: Id }, { additionalProperties: false });

/** A paid order of the campaign: who bought how many draws for how much. */
export const AdminKujiOrder = Type.Object({
  kuji_order_id: Type.Integer(),
  member_id: Type.Integer(),
  email: Type.String(),
  draws: Type.Integer(),
  subtotal: Type.Integer(),
  discount: Type.Integer(),
  total: Type.Integer(),
  payment_method: Type.String(),
  paid_at: DateTime,
});
export type AdminKujiOrder = Static<typeof AdminKujiOrder>;
export const AdminKujiOrderList = PageOf(AdminKujiOrder);

/** A member's request to ship prizes from their prize box (modules/prize-box). */
export const AdminPrizeShipmentStatus = Type.Union([
  Type.Literal('pending_payment'),
  Type.Literal('paid'),
  Type.Literal('shipped'),
  Type.Literal('expired'),
]);

/** GET prize-shipments: `paid` (waiting to be shipped) unless `status` says otherwise; oldest paid first. */
export const AdminPrizeShipmentQuery = Type.Object(
  { ...PagingQuery, status: Type.Optional(AdminPrizeShipmentStatus) },
  { additionalProperties: false },
);
export type AdminPrizeShipmentQuery = Static<typeof AdminPrizeShipmentQuery>;

export const AdminPrizeShipment = Type.Object({
  shipment_id: Type.Integer(),
  shipment_number: Type.String(),
  status: AdminPrizeShipmentStatus,
  member_id: Type.Integer(),
  email: Type.String(),
  country_code: Type.String(),
  delivery_method: Type.String(),
  shipping_fee: Type.Integer(),
  /** Prizes in the parcel. */
  prizes: Type.Integer(),
  created_at: DateTime,
  paid_at: Nullable(DateTime),
  carrier: Nullable(Type.String()),
  tracking_code: Nullable(Type.String()),
  shipped_at: Nullable(DateTime),
});
export type AdminPrizeShipment = Static<typeof AdminPrizeShipment>;
export const AdminPrizeShipmentList = PageOf(AdminPrizeShipment);
export const AdminPrizeShipmentData = Type.Object({ data: AdminPrizeShipment });
export const AdminPrizeShipmentParams = Type.Object({ shipment_id: Id }, { additionalProperties: false });
