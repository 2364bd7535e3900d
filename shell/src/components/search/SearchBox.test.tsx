import { act } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { jest } from '@jest/globals';
import { $cachedPages, addCachedPage } from '@shop/shared/page-cache';
import { $searchKeywords } from '@shop/shared/stores';
import { renderInRouter } from '../../testing/renderInRouter';
import { SearchBox } from './SearchBox';
import { searchPath } from './searchPath';

const searchbox = () => screen.getByRole('searchbox') as HTMLInputElement;

describe('searchPath', () => {
  it('encodes the keyword as the query of /search', () => {
    expect(searchPath('海賊王 & co')).toBe('/search?keyword=%E6%B5%B7%E8%B3%8A%E7%8E%8B+%26+co');
  });
});

// The tests run in order: the first one submits before the formik form has loaded, the others use it.
describe('SearchBox', () => {
  beforeEach(() => $searchKeywords.set([]));

  it("refuses an empty keyword with the spec's message, even when submitted before the form loaded", async () => {
    const router = await renderInRouter(<SearchBox variant="header" />, { path: '/news-list' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Search' })));
    expect((await screen.findByRole('alert')).textContent).toBe('*Please enter a keyword');
    expect(searchbox().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(searchbox(), { target: { value: '   ' } });
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => fireEvent.submit(searchbox().form!));
    expect((await screen.findByRole('alert')).textContent).toBe('*Please enter a keyword');
    expect(router.state.location.pathname).toBe('/news-list');
  });

  it('searches, clears the page cache and empties the field', async () => {
    addCachedPage('ProductList');
    const onSearched = jest.fn();
    const router = await renderInRouter(<SearchBox variant="drawer" onSearched={onSearched} eager />);
    fireEvent.change(searchbox(), { target: { value: ' gundam ' } });
    await act(async () => fireEvent.submit(searchbox().form!));
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=gundam'));
    expect(router.state.location.pathname).toBe('/search');
    expect(searchbox().value).toBe('');
    expect($cachedPages.get()).toEqual([]);
    expect(onSearched).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("searches the placeholder's keyword when the field is empty", async () => {
    $searchKeywords.set(['Ichiban Kuji', 'figure']);
    const router = await renderInRouter(<SearchBox variant="header" />, { path: '/news-list' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Search' })));
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=Ichiban+Kuji'));
    expect(router.state.location.pathname).toBe('/search');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers every suggested keyword as a link to its search, and follows one like a search', async () => {
    addCachedPage('ProductList');
    const onSearched = jest.fn();
    await renderInRouter(<SearchBox variant="drawer" onSearched={onSearched} />);
    expect(screen.queryByTestId('search-suggestions')).toBeNull();
    await act(async () => $searchKeywords.set(['Ichiban Kuji', 'lucky bag']));
    const suggestions = screen.getByRole('list', { name: 'Popular searches' });
    const links = Array.from(suggestions.querySelectorAll('a'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Ichiban Kuji', '/search?keyword=Ichiban+Kuji'],
      ['lucky bag', '/search?keyword=lucky+bag'],
    ]);
    await act(async () => fireEvent.click(links[1]!));
    expect($cachedPages.get()).toEqual([]);
    expect(onSearched).toHaveBeenCalled();
  });

  it("shows the server's first keyword as placeholder, else a default text", async () => {
    await renderInRouter(<SearchBox variant="header" />);
    expect(searchbox().getAttribute('placeholder')).toBe('Search figures, cards and more');
    await act(async () => $searchKeywords.set(['Chiikawa', 'Gundam']));
    expect(searchbox().getAttribute('placeholder')).toBe('Chiikawa');
  });
});
