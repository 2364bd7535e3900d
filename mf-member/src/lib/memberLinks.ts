/** SPEC §2: the member centre's children, in the order its menus list them, each named by its page title. */
export const memberLinks = [
  { to: '/member/orders', titleKey: 'title.orders' },
  { to: '/member/fanza-orders', titleKey: 'title.fanzaOrders' },
  { to: '/member/prize-box', titleKey: 'title.prizeBox' },
  { to: '/member/coupon-list', titleKey: 'title.couponList' },
  { to: '/member/user-edit', titleKey: 'title.userEdit' },
  { to: '/member/password', titleKey: 'title.password' },
] as const;

/** Where /member goes on a large screen, where the side menu already is the member centre's menu (SPEC §2). */
export const memberLanding = '/member/orders';
