import { jest } from '@jest/globals';
import { captureEarlyNavigation, type EarlyNavigation } from './captureEarlyNavigation';
import { takeOverEarlyNavigation } from './takeOverEarlyNavigation';

/** A server-rendered page's links in a new `#root` (React's container), before the shop's code has run. */
function page(): { root: HTMLElement; shopLink: HTMLAnchorElement; picture: HTMLElement } {
  document.body.innerHTML = `<div id="root">
    <a href="/product/7" id="shop"><img alt="Figure" /></a>
    <a href="https://example.com/" id="away">elsewhere</a>
    <a href="/product/8" target="_blank" id="tab">new tab</a>
    <a href="/manual.pdf" download id="file">manual</a>
    <button id="button">Add</button>
    <form role="search" action="/search" id="search"><input name="keyword" /><button type="submit">Search</button></form>
    <form action="/api/v1/order" method="post" id="post"><button type="submit">Pay</button></form></div>`;
  return {
    root: document.getElementById('root')!,
    shopLink: document.getElementById('shop') as HTMLAnchorElement,
    picture: document.querySelector('img')!,
  };
}

const click = (element: Element, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  element.dispatchEvent(event);
  return event;
};

describe('a tap before the shop’s code runs', () => {
  let early: EarlyNavigation | undefined;
  const follow = jest.fn<(href: string) => void>();
  beforeEach(() => {
    jest.useFakeTimers();
    follow.mockReset();
  });
  afterEach(() => {
    early?.takeOver();
    delete window.__shopEarlyNavigation;
    jest.useRealTimers();
  });

  it('on a link of the shop (or inside one) is held, not followed as a new document', () => {
    const { picture, shopLink } = page();
    early = captureEarlyNavigation(document, follow, 3000, 10000);
    expect(click(picture).defaultPrevented).toBe(true);
    expect(early.takeOver()).toBe(shopLink);
    jest.advanceTimersByTime(5000);
    expect(follow).not.toHaveBeenCalled();
  });

  it.each([
    ['a link to another site', '#away', {}],
    ['a link to a new tab', '#tab', {}],
    ['a download', '#file', {}],
    ['a button', '#button', {}],
    ['a link opened with a modifier key', '#shop', { ctrlKey: true }],
    ['a middle click', '#shop', { button: 1 }],
  ])('on %s is left to the browser', (_, selector, init) => {
    page();
    early = captureEarlyNavigation(document, follow, 3000, 10000);
    expect(click(document.querySelector(selector)!, init).defaultPrevented).toBe(false);
    expect(early.takeOver()).toBeNull();
  });

  it('is followed the ordinary way when the shop has not taken over in time, to the last link tapped', () => {
    const { shopLink } = page();
    early = captureEarlyNavigation(document, follow, 3000, 10000);
    click(shopLink);
    jest.advanceTimersByTime(2000);
    const other = document.createElement('a');
    other.href = '/cart';
    document.body.append(other);
    click(other);
    // The first tap set the deadline.
    jest.advanceTimersByTime(1000);
    expect(follow).toHaveBeenCalledWith(`${window.location.origin}/cart`);
    // From then on the browser follows links itself, and a late start of the shop replays nothing.
    expect(click(shopLink).defaultPrevented).toBe(false);
    expect(early.takeOver()).toBeNull();
  });

  it('waits longer once the shop’s code has arrived and is starting, tapped before or after it did', () => {
    const { shopLink } = page();
    early = captureEarlyNavigation(document, follow, 3000, 10000);
    click(shopLink);
    jest.advanceTimersByTime(2000);
    early.starting();
    jest.advanceTimersByTime(9000);
    expect(follow).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1000);
    expect(follow).toHaveBeenCalledWith(shopLink.href);

    follow.mockReset();
    page();
    const later = captureEarlyNavigation(document, follow, 3000, 10000);
    later.starting();
    click(document.getElementById('shop')!);
    jest.advanceTimersByTime(9999);
    expect(follow).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(follow).toHaveBeenCalledTimes(1);
    later.takeOver();
  });

  /**
   * React's part, as it behaves on a hydrating page: its listener on the container stops a tap on a part it cannot
   * hydrate yet (propagation stopped, default left alone); once it can, the link's handler (the router's) runs.
   */
  function reactStandIn(container: HTMLElement, link: HTMLAnchorElement, blockedTimes: number) {
    let blocked = blockedTimes;
    container.addEventListener('click', (event) => void (blocked-- > 0 && event.stopPropagation()), { capture: true });
    const handled = jest.fn((event: Event) => event.preventDefault());
    link.addEventListener('click', handled);
    return handled;
  }

  it('is offered to React once the shop takes over, until it takes it, and the document holds no more taps', () => {
    const { root, shopLink } = page();
    window.__shopEarlyNavigation = early = captureEarlyNavigation(document, follow, 3000, 10000);
    click(shopLink);
    const handled = reactStandIn(root, shopLink, 2);
    const navigate = jest.fn<(path: string) => void>();

    takeOverEarlyNavigation(root, navigate);
    jest.advanceTimersByTime(50);
    expect(handled).not.toHaveBeenCalled();
    jest.advanceTimersByTime(100);
    expect(handled).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(5000);
    expect(handled).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
    expect(follow).not.toHaveBeenCalled();
    // A tap now is React's alone.
    expect(click(shopLink).defaultPrevented).toBe(true);
    expect(handled).toHaveBeenCalledTimes(2);
  });

  it('after the take-over, a tap React stops is not loaded as a new document but offered again', () => {
    const { root, shopLink } = page();
    const handled = reactStandIn(root, shopLink, 1);
    takeOverEarlyNavigation(root, jest.fn());
    expect(click(shopLink).defaultPrevented).toBe(true);
    expect(handled).not.toHaveBeenCalled();
    jest.advanceTimersByTime(50);
    expect(handled).toHaveBeenCalledTimes(1);
  });

  it('after the take-over, a search no handler took (its form not hydrated yet) is held and submitted again', () => {
    const { root } = page();
    takeOverEarlyNavigation(root, jest.fn());
    const search = document.getElementById('search') as HTMLFormElement;
    const first = new Event('submit', { bubbles: true, cancelable: true });
    search.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    const handled = jest.fn((event: Event) => event.preventDefault());
    search.addEventListener('submit', handled);
    jest.advanceTimersByTime(50);
    expect(handled).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(5000);
    expect(handled).toHaveBeenCalledTimes(1);
  });

  it('goes by address through the router when React has not taken the tap within seconds', () => {
    const { root, shopLink } = page();
    shopLink.href = '/product/7?from=home#reviews';
    const handled = reactStandIn(root, shopLink, Number.POSITIVE_INFINITY);
    const navigate = jest.fn<(path: string) => void>();
    takeOverEarlyNavigation(root, navigate);
    click(shopLink);
    jest.advanceTimersByTime(2900);
    expect(navigate).not.toHaveBeenCalled();
    jest.advanceTimersByTime(200);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/product/7?from=home#reviews');
    expect(handled).not.toHaveBeenCalled();
  });

  it('goes to the address of a held link that the first render replaced', () => {
    const { root, shopLink } = page();
    window.__shopEarlyNavigation = early = captureEarlyNavigation(document, follow, 3000, 10000);
    shopLink.href = '/product/7?from=home#reviews';
    click(shopLink);
    shopLink.remove();
    const navigate = jest.fn<(path: string) => void>();
    takeOverEarlyNavigation(root, navigate);
    jest.advanceTimersByTime(50);
    expect(navigate).toHaveBeenCalledWith('/product/7?from=home#reviews');
  });

  it('a search submitted is held like a tap, and goes to its results page if the shop does not take over', () => {
    page();
    early = captureEarlyNavigation(document, follow, 3000, 10000);
    const search = document.getElementById('search') as HTMLFormElement;
    search.querySelector('input')!.value = '鋼彈';
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    search.dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(true);
    jest.advanceTimersByTime(3000);
    expect(follow).toHaveBeenCalledWith(`${window.location.origin}/search?keyword=%E9%8B%BC%E5%BD%88`);
  });

  it('a form that posts is left to the browser', () => {
    page();
    early = captureEarlyNavigation(document, follow, 3000, 10000);
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    document.getElementById('post')!.dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(false);
    expect(early.takeOver()).toBeNull();
  });

  it('a held search is submitted again once the shop takes over, with what was typed', () => {
    const { root } = page();
    window.__shopEarlyNavigation = early = captureEarlyNavigation(document, follow, 3000, 10000);
    const search = document.getElementById('search') as HTMLFormElement;
    search.querySelector('input')!.value = 'gundam';
    search.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    const keywords: string[] = [];
    search.addEventListener('submit', (event) => {
      event.preventDefault();
      keywords.push(String(new FormData(search).get('keyword')));
    });
    takeOverEarlyNavigation(root, jest.fn());
    jest.advanceTimersByTime(50);
    expect(keywords).toEqual(['gundam']);
  });

  it('without the document’s script (a remote’s own page) there is nothing to take over', () => {
    const navigate = jest.fn<(path: string) => void>();
    expect(() => takeOverEarlyNavigation(page().root, navigate)).not.toThrow();
    jest.advanceTimersByTime(5000);
    expect(navigate).not.toHaveBeenCalled();
  });
});
