import { expect, startSignedIn, test } from '../support/fixtures';

interface RouteCase {
  path: string;
  title: string;
  bare?: boolean;
  signedIn?: boolean;
  noindex?: boolean;
  /** A detail page's h1 is the record's own name (the theme, the article, the item). */
  namedAfterRecord?: boolean;
  /** The page names itself: the document title is its h1, not the route's generic `title`. */
  titledByPage?: boolean;
  /** The h1 when it says more than the document title (a list's own name, the search phrase, an empty state). */
  heading?: string | RegExp;
  /** A page shown on a phone only (375 px): on a large screen it goes elsewhere. */
  phone?: boolean;
}

/** Every route of SPEC §2, with the layout the spec gives it. */
const routes: RouteCase[] = [
  { path: '/', title: 'Home' },
  { path: '/theme', title: 'Popular' },
  { path: '/theme/3', title: 'Theme', namedAfterRecord: true, titledByPage: true },
  { path: '/news-list', title: 'Hot news' },
  { path: '/news/5', title: 'News', namedAfterRecord: true, titledByPage: true },
  { path: '/lucky-bag', title: 'Lucky bag' },
  { path: '/product-list/all', title: 'Products', heading: 'All products', titledByPage: true },
  { path: '/search?keyword=figure', title: 'Search results', heading: 'Search results for “figure”', noindex: true },
  { path: '/product/9', title: 'Product details', namedAfterRecord: true, titledByPage: true },
  // A drop's waiting room: the shopper's own place (the item need not be a drop to show the page).
  { path: '/product/9/waiting', title: 'Waiting room', noindex: true },
  // The shared e2e member's cart may hold what other specs put in it, or nothing.
  { path: '/cart', title: 'Cart', heading: /^(Cart|Your cart is empty)$/, signedIn: true },
  { path: '/checkout', title: 'Checkout', noindex: true },
  { path: '/privacy', title: 'Privacy policy' },
  { path: '/shipping-terms', title: 'Shipping terms' },
  { path: '/return-policy', title: 'Return policy' },
  { path: '/about-us', title: 'About us' },
  { path: '/result', title: 'Payment result', noindex: true },
  { path: '/order-detail', title: 'Order record', noindex: true },
  // On a large screen /member goes on to /member/orders: the side menu is the member centre's menu there.
  { path: '/member', title: 'Member centre', signedIn: true, noindex: true, phone: true },
  { path: '/member/orders', title: 'Order record', signedIn: true, noindex: true },
  { path: '/member/fanza-orders', title: 'Kuji history', signedIn: true, noindex: true },
  { path: '/member/prize-box', title: 'Prize box', signedIn: true, noindex: true },
  { path: '/member/coupon-list', title: 'My coupons', signedIn: true, noindex: true },
  { path: '/member/user-edit', title: 'Edit profile', signedIn: true, noindex: true },
  { path: '/member/password', title: 'Change password', signedIn: true, noindex: true },
  { path: '/fanza', title: 'Ichiban Kuji', noindex: true },
  { path: '/fanza/checkout', title: 'Kuji checkout', signedIn: true },
  { path: '/fanza/order-detail', title: 'Kuji order', signedIn: true, noindex: true },
  { path: '/fanza/lottery-result', title: 'Lottery result', signedIn: true, noindex: true },
  { path: '/fanza/faq', title: 'FAQ', heading: 'Ichiban Kuji FAQ' },
  { path: '/fanza/1', title: 'Kuji details', namedAfterRecord: true, titledByPage: true },
  { path: '/fanza/1/waiting', title: 'Waiting room', signedIn: true, noindex: true },
  { path: '/login', title: 'Log in', bare: true },
  { path: '/register', title: 'Sign up', bare: true },
  { path: '/set-password', title: 'Set password', bare: true },
  { path: '/forgot-password', title: 'Forgot password', bare: true },
  { path: '/mail-be-send', title: 'Reset e-mail sent', bare: true },
  { path: '/reset-password', title: 'Reset password', bare: true },
  // Without an order in the address there is no draw to show.
  { path: '/fanza/lottery', title: 'Lottery', heading: 'Draw not found', bare: true, signedIn: true },
  { path: '/demo-lottery', title: 'Lottery demo', bare: true },
  { path: '/demo-lottery-2', title: 'Lottery demo 2', bare: true },
];

for (const route of routes) {
  test(`${route.path} renders "${route.title}" ${route.bare ? 'without' : 'with'} header and footer`, async ({ page }) => {
    if (route.signedIn) await startSignedIn(page);
    if (route.phone) await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(route.path);
    await expect(page).toHaveURL(new RegExp(`${route.path.replace(/[?]/g, '\\?')}$`));
    const heading = page.getByRole('heading', {
      level: 1,
      ...(route.namedAfterRecord ? {} : { name: route.heading ?? route.title, exact: true }),
    });
    await expect(heading).toBeVisible();
    const documentTitle = route.titledByPage ? (await heading.textContent())?.trim() : route.title;
    await expect(page).toHaveTitle(`${documentTitle} | Collectibles Shop`);
    await expect(page.getByRole('banner')).toHaveCount(route.bare ? 0 : 1);
    await expect(page.getByRole('contentinfo')).toHaveCount(route.bare ? 0 : 1);
    await expect(page.getByTestId('not-found')).toHaveCount(0);
    if (route.noindex) await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
}
