/** SPEC §2: the member centre and its children, as the account menu and the drawer list them. */
export const accountLinks = [
  { to: '/member', labelKey: 'account.memberCentre' },
  { to: '/member/orders', labelKey: 'account.orders' },
  { to: '/member/fanza-orders', labelKey: 'account.fanzaOrders' },
  { to: '/member/coupon-list', labelKey: 'account.coupons' },
  { to: '/member/user-edit', labelKey: 'account.profile' },
  { to: '/member/password', labelKey: 'account.password' },
] as const;
