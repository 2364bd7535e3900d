/**
 * A kuji draft's editor form: its values as the inputs hold them (strings for numbers and datetime-local moments)
 * and the API's request (POST/PUT kuji-drafts) made from them. Tiers are A, B, … in the order listed.
 */
import type { AdminKujiDraftBody } from '@shop/shared/contract';
import { localInputValue, type InLanguages } from '../catalogue/productForm';

export interface TierValues {
  name: InLanguages;
  image: string;
  count: string;
}

export interface KujiDraftValues {
  title: InLanguages;
  /** All three empty: the campaign has no description. */
  description: InLanguages;
  image: string;
  price: string;
  adult: boolean;
  starts_at: string;
  ends_at: string;
  per_order_limit: string;
  /** Empty: no cap per member. */
  member_limit: string;
  tiers: TierValues[];
  last_one: { name: InLanguages; image: string };
  /** Whether the sale starts behind a waiting room. */
  drop: boolean;
  /** Empty: the room opens 30 minutes before the sale (the API's default). */
  drop_opens_at: string;
  admit_per_minute: string;
  buy_window_seconds: string;
}

const blank = (): InLanguages => ({ tw: '', cn: '', en: '' });
const DAY_MS = 24 * 60 * 60_000;

export const emptyTier = (): TierValues => ({ name: blank(), image: '', count: '' });

export function emptyDraft(now: Date = new Date()): KujiDraftValues {
  return {
    title: blank(),
    description: blank(),
    image: '',
    price: '',
    adult: false,
    starts_at: localInputValue(now.toISOString()),
    ends_at: localInputValue(new Date(now.getTime() + 14 * DAY_MS).toISOString()),
    per_order_limit: '10',
    member_limit: '',
    tiers: [emptyTier()],
    last_one: { name: blank(), image: '' },
    drop: false,
    drop_opens_at: '',
    admit_per_minute: '100',
    buy_window_seconds: '300',
  };
}

/** A saved draft's settings as the form shows them. */
export function draftValues(s: AdminKujiDraftBody): KujiDraftValues {
  const empty = emptyDraft();
  return {
    title: { ...s.title },
    description: s.description ? { ...s.description } : blank(),
    image: s.image,
    price: String(s.price),
    adult: s.adult ?? false,
    starts_at: localInputValue(s.starts_at),
    ends_at: localInputValue(s.ends_at),
    per_order_limit: String(s.per_order_limit),
    member_limit: s.member_limit == null ? '' : String(s.member_limit),
    tiers: s.tiers.map((t) => ({ name: { ...t.name }, image: t.image, count: String(t.count) })),
    last_one: { name: { ...s.last_one.name }, image: s.last_one.image },
    drop: Boolean(s.drop),
    drop_opens_at: s.drop?.opens_at ? localInputValue(s.drop.opens_at) : '',
    admit_per_minute: s.drop ? String(s.drop.admit_per_minute) : empty.admit_per_minute,
    buy_window_seconds: s.drop ? String(s.drop.buy_window_seconds) : empty.buy_window_seconds,
  };
}

const trimmed = (t: InLanguages): InLanguages => ({ tw: t.tw.trim(), cn: t.cn.trim(), en: t.en.trim() });
const isBlank = (t: InLanguages) => !t.tw.trim() && !t.cn.trim() && !t.en.trim();
const iso = (local: string) => new Date(local).toISOString();

/** The request for POST kuji-drafts and PUT kuji-drafts/{draft_id}: the whole of the draft's settings. */
export function draftRequest(v: KujiDraftValues): AdminKujiDraftBody {
  return {
    title: trimmed(v.title),
    ...(!isBlank(v.description) && { description: trimmed(v.description) }),
    image: v.image,
    price: Number(v.price),
    adult: v.adult,
    starts_at: iso(v.starts_at),
    ends_at: iso(v.ends_at),
    per_order_limit: Number(v.per_order_limit),
    member_limit: v.member_limit.trim() === '' ? null : Number(v.member_limit),
    tiers: v.tiers.map((t) => ({ name: trimmed(t.name), image: t.image, count: Number(t.count) })),
    last_one: { name: trimmed(v.last_one.name), image: v.last_one.image },
    drop: v.drop
      ? {
          ...(v.drop_opens_at !== '' && { opens_at: iso(v.drop_opens_at) }),
          admit_per_minute: Number(v.admit_per_minute),
          buy_window_seconds: Number(v.buy_window_seconds),
        }
      : null,
  };
}

/** A tier's letter on the board: A for the first. */
export const tierCode = (index: number): string => String.fromCharCode(65 + index);
