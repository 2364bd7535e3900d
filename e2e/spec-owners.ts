/**
 * Which apps each browser spec checks. `npm run test:remote -- <remote>` (and `npm test -w <remote>`) runs the
 * specs that claim that remote, against the other remotes' live versions; `npm test` runs every spec whatever
 * it claims. A spec claims every app whose pages or code it drives, so a change to that app is checked by it:
 * the shell for its own pages, layout, document and serving, a remote for its pages and the flows that pass
 * through them. The release tooling's own specs (publishing, canaries) claim the shell: the shell is not released
 * alone, so its specs run only in `npm test`.
 *
 * deploy/src/remote-checks/spec-owners.test.ts fails when a spec in tests/ is missing here, when an entry names
 * no spec, or names an app that does not exist: a new spec must be claimed before it can be committed.
 */
export const specOwners: Readonly<Record<string, readonly string[]>> = {
  'analytics.spec.ts': ['shell', 'mf-catalog'],
  'auth-google.spec.ts': ['shell'],
  'auth.spec.ts': ['shell', 'mf-member'],
  'cache-headers.spec.ts': ['shell'],
  'canary-release.spec.ts': ['shell'],
  'catalog-cards.spec.ts': ['mf-catalog'],
  'catalog-content.spec.ts': ['mf-catalog'],
  'catalog-products.spec.ts': ['mf-catalog'],
  'catalog-purchase-limit.spec.ts': ['mf-catalog', 'mf-checkout'],
  'checkout-cart.spec.ts': ['mf-checkout'],
  'checkout-orders.spec.ts': ['mf-checkout'],
  'checkout-payments.spec.ts': ['mf-checkout', 'mf-catalog'],
  'checkout-refund.spec.ts': ['mf-checkout'],
  'checkout-shopper.spec.ts': ['mf-checkout'],
  // An unpaid order offered in cart, checkout and order list; a visitor's Add to cart kept through sign-in.
  'checkout-unpaid.spec.ts': ['mf-checkout', 'mf-catalog', 'mf-member'],
  'document-language.spec.ts': ['shell'],
  // A kuji drop's waiting room: two members queue, the admitted one buys through the campaign page and checkout.
  'drop-waiting-room.spec.ts': ['mf-fanza'],
  'fanza-beacon-draw.spec.ts': ['mf-fanza'],
  'fanza-browse.spec.ts': ['mf-fanza'],
  'fanza-draw-secrecy.spec.ts': ['mf-fanza'],
  'fanza-live-board.spec.ts': ['mf-fanza'],
  'fanza-purchase.spec.ts': ['mf-fanza', 'mf-member'],
  'fault-isolation.spec.ts': ['shell'],
  // One address per language: canonical and hreflang links of catalogue, kuji and shell pages; ?lang= stored.
  'language-addresses.spec.ts': ['shell', 'mf-catalog', 'mf-fanza'],
  'locale.spec.ts': ['shell', 'mf-catalog'],
  'member-centre.spec.ts': ['mf-member', 'mf-checkout', 'mf-fanza'],
  'member-password.spec.ts': ['mf-member'],
  // Prizes won in two campaigns shipped in one parcel from the prize box, postage paid on the card page.
  'member-prize-box.spec.ts': ['mf-member', 'mf-fanza'],
  'member-profile.spec.ts': ['mf-member'],
  // A page's data starts with its code on a client navigation: the shell starts what each remote's routes name.
  'navigation-data.spec.ts': ['shell', 'mf-catalog', 'mf-checkout', 'mf-fanza'],
  // The console's catalogue: a product and a banner made there show on the shop's pages (mf-catalog).
  'ops-catalogue.spec.ts': ['ops', 'mf-catalog'],
  // The console's kuji campaigns: one opened there is sold on the shop's kuji page (mf-fanza).
  'ops-kuji.spec.ts': ['ops', 'mf-fanza'],
  // A coupon made in the console is claimed and used at the shop's checkout (mf-checkout); the console shows the use.
  'ops-coupons.spec.ts': ['ops', 'mf-checkout'],
  // The operator console ships a member's order; the member's record (mf-checkout) shows it.
  'ops-console.spec.ts': ['ops', 'mf-checkout'],
  // The console's Releases page moves canaries (release tooling: the shell's too).
  'ops-releases.spec.ts': ['ops', 'shell'],
  // On a phone the way to buy stays on screen: product, kuji campaign, checkout; the cookie question is small.
  'phone-layout.spec.ts': ['shell', 'mf-catalog', 'mf-fanza', 'mf-checkout'],
  'remote-contract-health.spec.ts': ['shell'],
  // Two replicas behind nginx: a server-rendered page's stylesheets are files every replica serves.
  'replica-styles.spec.ts': ['shell', 'mf-catalog', 'mf-fanza'],
  'remote-release.spec.ts': ['shell'],
  // Every route of every app renders; a deep link into each remote survives a reload.
  'route-map.spec.ts': ['shell', 'mf-catalog', 'mf-checkout', 'mf-member', 'mf-fanza'],
  'routing.spec.ts': ['shell', 'mf-catalog', 'mf-checkout', 'mf-member', 'mf-fanza'],
  // A remote's release could bring an inline script or eval the policy refuses.
  'security-policy.spec.ts': ['shell', 'mf-catalog', 'mf-checkout', 'mf-fanza'],
  // A page a remote renders on the server must hydrate without a mismatch.
  // Open Graph, X and JSON-LD in the served documents of product, kuji and home pages.
  'seo-previews.spec.ts': ['shell', 'mf-catalog', 'mf-fanza'],
  'server-rendering.spec.ts': ['shell', 'mf-catalog', 'mf-fanza'],
  'server-rendering-side-by-side.spec.ts': ['shell', 'mf-catalog'],
  'shared-state.spec.ts': ['shell', 'mf-catalog', 'mf-checkout'],
  'shell-account-menu.spec.ts': ['shell', 'mf-member'],
  'shell-age-gate.spec.ts': ['shell'],
  'shell-avatar.spec.ts': ['shell'],
  'shell-before-hydration.spec.ts': ['shell', 'mf-catalog'],
  'shell-chrome.spec.ts': ['shell'],
  'shell-layout.spec.ts': ['shell'],
  'shell-scroll.spec.ts': ['shell'],
  'standalone-remote.spec.ts': ['mf-catalog'],
};

/** The spec files (names inside tests/) that claim `app`, in name order. */
export function specsOwnedBy(app: string, owners: Readonly<Record<string, readonly string[]>> = specOwners): string[] {
  return Object.keys(owners)
    .filter((spec) => owners[spec]!.includes(app))
    .sort();
}
