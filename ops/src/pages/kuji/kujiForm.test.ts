import type { AdminKujiDraftBody } from '@shop/shared/contract';
import { draftRequest, draftValues, emptyDraft, tierCode } from './kujiForm';

const picture = (name: string) => `https://shop.example/v0/b/b/o/catalogue%2Fproducts%2F${name}.png?alt=media`;

const saved: AdminKujiDraftBody = {
  title: { tw: '一番賞', cn: '一番赏', en: 'Ichiban' },
  description: { tw: '說明', cn: '说明', en: 'About it' },
  image: picture('cover'),
  price: 350,
  adult: false,
  starts_at: '2026-12-01T04:00:00.000Z',
  ends_at: '2026-12-15T04:00:00.000Z',
  per_order_limit: 10,
  member_limit: 30,
  tiers: [
    { name: { tw: 'A賞', cn: 'A赏', en: 'Prize A' }, image: picture('a'), count: 2 },
    { name: { tw: 'B賞', cn: 'B赏', en: 'Prize B' }, image: picture('b'), count: 20 },
  ],
  last_one: { name: { tw: '最後賞', cn: '最后赏', en: 'Last One' }, image: picture('last') },
  drop: { opens_at: '2026-12-01T03:30:00.000Z', admit_per_minute: 200, buy_window_seconds: 600 },
};

describe('the kuji draft form', () => {
  it('saves back a draft unchanged: moments to the minute, tiers in their order, the waiting room', () => {
    expect(draftRequest(draftValues(saved))).toEqual(saved);
  });

  it('sends no description when all three are empty, null for no member cap and no waiting room', () => {
    const values = {
      ...draftValues(saved),
      description: { tw: ' ', cn: '', en: '' },
      member_limit: '',
      drop: false,
    };
    const request = draftRequest(values);
    expect(request).not.toHaveProperty('description');
    expect(request.member_limit).toBeNull();
    expect(request.drop).toBeNull();
  });

  it('leaves the waiting room’s opening to the API when it is not given, and trims the texts', () => {
    const values = draftValues({ ...saved, drop: { admit_per_minute: 50, buy_window_seconds: 120 } });
    expect(values.drop_opens_at).toBe('');
    values.title.en = '  Ichiban  ';
    values.tiers[1]!.count = '7';
    const request = draftRequest(values);
    expect(request.drop).toEqual({ admit_per_minute: 50, buy_window_seconds: 120 });
    expect(request.title.en).toBe('Ichiban');
    expect(request.tiers[1]!.count).toBe(7);
  });

  it('starts a new draft with one empty tier, a sale from now for two weeks and no waiting room', () => {
    const now = new Date('2026-11-29T09:00:00.000Z');
    const draft = emptyDraft(now);
    expect(draft.tiers).toHaveLength(1);
    expect(draft.drop).toBe(false);
    expect(new Date(draft.starts_at).toISOString()).toBe(now.toISOString());
    expect(new Date(draft.ends_at).getTime() - now.getTime()).toBe(14 * 24 * 60 * 60_000);
    expect([0, 1, 25].map(tierCode)).toEqual(['A', 'B', 'Z']);
  });
});
