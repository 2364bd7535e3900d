import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { KujiDetailBody, KujiDrawRecordBody, KujiList, KujiListQuery, KujiParams } from '@shop/shared/contract';
import type { Ctx } from '../../context';
import { optionalUser } from '../../platform/auth';
import { fail } from '../../platform/errors';
import { itemDrop } from '../drop/item-drop';
import { memberDraws } from '../kuji-order/holding-caps';
import { DRAW_EVERY_MS, startDrawer } from './draw';
import { kujiDetail, kujiDrawRecord, listKuji } from './service';

const tags = ['kuji'];

export default function kujiRoutes(ctx: Ctx): FastifyPluginAsyncTypebox {
  return async (app) => {
    // v2 campaigns: every process draws the paid orders whose beacon round is out (draw.ts).
    ctx.jobs.add(startDrawer(ctx.db, ctx.beacon, DRAW_EVERY_MS, app.log));

    app.get(
      '/kuji',
      {
        schema: {
          tags,
          operationId: 'listKuji',
          summary: 'Ichiban Kuji campaigns: on sale and upcoming first; status filter, paging',
          querystring: KujiListQuery,
          response: { 200: KujiList },
        },
      },
      // On sale, sold out and tickets left move with the clock and with sales, not with edits: kept briefly.
      async (req) => ctx.cache.get(req, () => listKuji(ctx.db, req.query, req.locale), { maxAgeMs: ctx.config.catalogueCacheMs }),
    );

    // Not cached: the board (tickets left, remaining per tier) is watched live while draws are sold.
    app.get(
      '/kuji/:kuji_id',
      {
        schema: {
          tags,
          operationId: 'getKuji',
          summary: 'A campaign: its board (remaining tickets and odds per tier), Last One prize and fairness commitment',
          params: KujiParams,
          response: { 200: KujiDetailBody },
        },
        onRequest: optionalUser(ctx.tokens),
      },
      async (req) => {
        const [detail, drop] = await Promise.all([
          kujiDetail(ctx.db, req.params.kuji_id, req.locale),
          itemDrop(ctx.db, 'kuji', req.params.kuji_id),
        ]);
        if (!detail) fail('KUJI_NOT_FOUND');
        // Here, not in kujiDetail: the live board reads that on every sale and needs no drop.
        detail.drop = drop;
        // A signed-in member also sees how much of the campaign's cap per member they have used.
        if (req.user) detail.member_draws = await memberDraws(ctx.db, req.user.id, detail.kuji_id);
        return { data: detail };
      },
    );

    // Not cached: a place's tickets appear the moment its round is drawn.
    app.get(
      '/kuji/:kuji_id/draws',
      {
        schema: {
          tags,
          operationId: 'getKujiDraws',
          summary: "A beacon-drawn campaign's record: every paid order's place, round, signature and tickets",
          params: KujiParams,
          response: { 200: KujiDrawRecordBody },
        },
      },
      async (req) => {
        const record = await kujiDrawRecord(ctx.db, req.params.kuji_id);
        if (record) return { data: record };
        const detail = await kujiDetail(ctx.db, req.params.kuji_id, req.locale);
        fail(detail ? 'KUJI_NO_DRAW_RECORD' : 'KUJI_NOT_FOUND');
      },
    );
  };
}
