import { firstEntryScrollKey } from './scrollKey';

const fresh = () => 'fresh';

describe('the scroll key of the entry a document was loaded on', () => {
  it('is new for an address typed in or a link from elsewhere, so the page starts at the top', () => {
    expect(firstEntryScrollKey('navigate', null, fresh)).toBe('fresh');
    expect(firstEntryScrollKey(undefined, null, fresh)).toBe('fresh');
  });

  it('is new for a typed address even on an entry that kept one', () => {
    expect(firstEntryScrollKey('navigate', { shopScrollKey: 'page-1' }, fresh)).toBe('fresh');
  });

  it('is the one the entry kept on a reload, where the browser keeps the place too', () => {
    expect(firstEntryScrollKey('reload', { key: 'abc', shopScrollKey: 'page-1' }, fresh)).toBe('page-1');
  });

  it('is the one the entry kept when back/forward returns to it from another document', () => {
    expect(firstEntryScrollKey('back_forward', { shopScrollKey: 'page-1', key: 'abc' }, fresh)).toBe('page-1');
  });

  it('is the router’s own key for an entry the router pushed, when back/forward returns to it', () => {
    expect(firstEntryScrollKey('back_forward', { key: 'abc', idx: 3 }, fresh)).toBe('abc');
  });

  it('is new when back/forward reaches an entry that kept nothing', () => {
    expect(firstEntryScrollKey('back_forward', null, fresh)).toBe('fresh');
  });
});
