import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Ctx } from '../context';
import account from './account/routes';
import memberAdmin from './account/admin-routes';
import arrivalNotice from './arrival-notice/routes';
import article from './article/routes';
import cart from './cart/routes';
import category from './category/routes';
import clientConfig from './client-config/routes';
import coupon from './coupon/routes';
import couponAdmin from './coupon/admin-routes';
import drop from './drop/routes';
import home from './home/routes';
import payment from './payment/routes';
import images from './images/routes';
import shareImages from './share-image/routes';
import invoice from './invoice/routes';
import kuji from './kuji/routes';
import kujiAdmin from './kuji/admin-routes';
import kujiBoard from './kuji-board/routes';
import kujiOrder from './kuji-order/routes';
import { kujiOrderNoticeReader } from './kuji-order/notices';
import { arrivalNoticeReader } from './arrival-notice/service';
import { memberNoticeReader } from './account/notices';
import { startOutboxWorker } from './notification/worker';
import { orderNoticeReader } from './order/notices';
import type { ErrorLog } from '../platform/every';
import order from './order/routes';
import adminOrders from './order/admin-routes';
import operator from './operator/routes';
import personal from './personal/routes';
import prizeBox from './prize-box/routes';
import prizeShipmentAdmin from './prize-box/admin-routes';
import { prizeBoxNoticeReader } from './prize-box/notices';
import product from './product/routes';
import productAdmin from './product/admin-routes';
import categoryAdmin from './category/admin-routes';
import themeAdmin from './theme/admin-routes';
import articleAdmin from './article/admin-routes';
import bannerAdmin from './home/admin-routes';
import remoteHealth from './remote-health/routes';
import seo from './seo/routes';
import system from './system/routes';
import theme from './theme/routes';

/** Every /api/v1 resource; each registers its own routes. */
export const modules: ((ctx: Ctx) => FastifyPluginAsyncTypebox)[] = [
  account,
  personal,
  category,
  theme,
  home,
  product,
  arrivalNotice,
  article,
  cart,
  coupon,
  order,
  kuji,
  kujiBoard,
  kujiOrder,
  prizeBox,
  drop,
  payment,
  invoice,
  system,
  images,
  shareImages,
];

/** The operator console's routes, under /api/admin/v1; each module owns the admin routes of its resource. */
export const adminModules: ((ctx: Ctx) => FastifyPluginAsyncTypebox)[] = [
  operator,
  adminOrders,
  memberAdmin,
  productAdmin,
  categoryAdmin,
  themeAdmin,
  articleAdmin,
  bannerAdmin,
  kujiAdmin,
  couponAdmin,
  prizeShipmentAdmin,
];

/** Public routes outside the provider's v1 contract, served under /api (not /api/v1). */
export const unversionedModules: ((ctx: Ctx) => FastifyPluginAsyncTypebox)[] = [clientConfig, remoteHealth];

/** Routes at the site root, outside /api: the sitemaps and robots.txt search engines look for there. */
export const siteRootModules: ((ctx: Ctx) => FastifyPluginAsyncTypebox)[] = [seo];

/** Delivers the notification outbox from this process until the returned function is called. */
export async function startNotices(ctx: Ctx, log: ErrorLog): Promise<() => Promise<void>> {
  const readers = {
    order: orderNoticeReader(ctx),
    kujiOrder: kujiOrderNoticeReader(ctx),
    member: memberNoticeReader(ctx),
    arrivalNotice: arrivalNoticeReader(ctx),
    prizeBox: prizeBoxNoticeReader(ctx),
  };
  const host = new URL(ctx.config.publicUrl).hostname;
  const worker = await startOutboxWorker(
    { db: ctx.db, mailer: ctx.mailer, readers, config: ctx.config.outbox, host, log },
    ctx.listen,
  );
  return worker.stop;
}
