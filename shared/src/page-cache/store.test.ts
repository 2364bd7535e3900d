import { $cachedPages, addCachedPage, clearPageCache, removeCachedPage } from './store';

beforeEach(() => clearPageCache());

it('adds pages without duplicates, removes one, clears all', () => {
  addCachedPage('ProductList');
  addCachedPage('Theme');
  addCachedPage('ProductList');
  expect($cachedPages.get()).toEqual(['ProductList', 'Theme']);
  removeCachedPage('ProductList');
  expect($cachedPages.get()).toEqual(['Theme']);
  clearPageCache();
  expect($cachedPages.get()).toEqual([]);
});
