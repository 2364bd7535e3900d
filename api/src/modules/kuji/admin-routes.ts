import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AdminKujiData,
  AdminKujiDraftBody,
  AdminKujiDraftData,
  AdminKujiDraftList,
  AdminKujiDraftParams,
  AdminKujiList,
  AdminKujiOrderList,
  AdminKujiPaging,
  AdminKujiParams,
  KujiBoard,
} from '@shop/shared/contract';
import type { Ctx } from '../../context';
import { fail } from '../../platform/errors';
import { readBoard } from '../kuji-board/service';
import { operatorOf, requireOperator } from '../operator/access';
import { endCampaign, listCampaigns, paidOrders, readCampaign } from './admin-campaigns';
import { createDraft, editDraft, listDrafts, openDraft, readDraft } from './admin-drafts';

// /api/admin/v1/kuji-drafts and /kuji: the console prepares a campaign, opens it (its box is committed then, by
// openCampaign), watches its board and paid orders, and may end it early. The owner and merchandisers.

const tags = ['admin-kuji'];

export default function adminKujiRoutes(ctx: Ctx): FastifyPluginAsyncTypebox {
  return async (app) => {
    const kuji = requireOperator(ctx, 'kuji');
    const refusals = '400 40004 bad input, 401 40141 no operator session, 403 40340 the role may not.';
    const draftRefusals =
      `${refusals} 400 40095 a sale window that ends before it starts (or, opening, is over), 40090 a picture not in ` +
      "the shop's storage, 40098 a waiting room opening after the sale starts; 404 40456 no such draft; 409 40935 opened.";

    app.get(
      '/kuji-drafts',
      {
        schema: {
          tags,
          operationId: 'listAdminKujiDrafts',
          summary: 'Campaign drafts and the campaigns they became, newest first',
          querystring: AdminKujiPaging,
          response: { 200: AdminKujiDraftList },
        },
        onRequest: kuji,
      },
      async (req) => listDrafts(ctx.db, req.query),
    );

    app.post(
      '/kuji-drafts',
      {
        schema: {
          tags,
          operationId: 'createAdminKujiDraft',
          summary: 'Prepares a campaign: nothing is public or sold until it is opened',
          description: draftRefusals,
          body: AdminKujiDraftBody,
          response: { 200: AdminKujiDraftData },
        },
        onRequest: kuji,
      },
      async (req) => ({ data: await createDraft(ctx, operatorOf(req), req.body) }),
    );

    app.get(
      '/kuji-drafts/:draft_id',
      {
        schema: {
          tags,
          operationId: 'getAdminKujiDraft',
          summary: "A draft's settings, and the campaign it became once opened",
          params: AdminKujiDraftParams,
          response: { 200: AdminKujiDraftData },
        },
        onRequest: kuji,
      },
      async (req) => ({ data: await readDraft(ctx.db, req.params.draft_id) }),
    );

    app.put(
      '/kuji-drafts/:draft_id',
      {
        schema: {
          tags,
          operationId: 'editAdminKujiDraft',
          summary: "Replaces a draft's settings; an opened campaign's cannot change",
          description: draftRefusals,
          params: AdminKujiDraftParams,
          body: AdminKujiDraftBody,
          response: { 200: AdminKujiDraftData },
        },
        onRequest: kuji,
      },
      async (req) => ({ data: await editDraft(ctx, operatorOf(req), req.params.draft_id, req.body) }),
    );

    app.post(
      '/kuji-drafts/:draft_id/open',
      {
        schema: {
          tags,
          operationId: 'openAdminKujiDraft',
          summary:
            'Opens the campaign: its box and fairness commitment are made as for every campaign (nobody chooses or ' +
            'sees the order), and its waiting room if it has one; it goes on sale at its start',
          description: draftRefusals,
          params: AdminKujiDraftParams,
          response: { 200: AdminKujiData },
        },
        onRequest: kuji,
      },
      async (req) => {
        const kujiId = await openDraft(ctx, operatorOf(req), req.params.draft_id);
        return { data: await readCampaign(ctx.db, kujiId, req.locale) };
      },
    );

    app.get(
      '/kuji',
      {
        schema: {
          tags,
          operationId: 'listAdminKuji',
          summary: 'Every opened campaign with its sale window, limits and ticket counts, newest first',
          querystring: AdminKujiPaging,
          response: { 200: AdminKujiList },
        },
        onRequest: kuji,
      },
      async (req) => listCampaigns(ctx.db, req.query, req.locale),
    );

    app.get(
      '/kuji/:kuji_id',
      {
        schema: {
          tags,
          operationId: 'getAdminKuji',
          summary: "A campaign's sale: status, window, limits, tickets held and sold",
          description: `${refusals} 404 40455 no such campaign.`,
          params: AdminKujiParams,
          response: { 200: AdminKujiData },
        },
        onRequest: kuji,
      },
      async (req) => ({ data: await readCampaign(ctx.db, req.params.kuji_id, req.locale) }),
    );

    app.get(
      '/kuji/:kuji_id/board',
      {
        schema: {
          tags,
          operationId: 'getAdminKujiBoard',
          summary: 'The live board as the shop shows it: tickets left, and what is left of each tier',
          description: `${refusals} 404 40455 no such campaign.`,
          params: AdminKujiParams,
          response: { 200: Type.Object({ data: KujiBoard }) },
        },
        onRequest: kuji,
      },
      async (req) => {
        const board = await readBoard(ctx.db, req.params.kuji_id, req.locale);
        if (!board) fail('ADMIN_KUJI_NOT_FOUND');
        return { data: board };
      },
    );

    app.get(
      '/kuji/:kuji_id/orders',
      {
        schema: {
          tags,
          operationId: 'listAdminKujiOrders',
          summary: "The campaign's paid orders, last paid first",
          description: `${refusals} 404 40455 no such campaign.`,
          params: AdminKujiParams,
          querystring: AdminKujiPaging,
          response: { 200: AdminKujiOrderList },
        },
        onRequest: kuji,
      },
      async (req) => paidOrders(ctx.db, req.params.kuji_id, req.query),
    );

    app.post(
      '/kuji/:kuji_id/end',
      {
        schema: {
          tags,
          operationId: 'endAdminKuji',
          summary:
            'Ends the sale now: no more orders. Paid orders keep their draws; unpaid ones may still be paid by ' +
            'their deadline, as when a campaign ends on its date',
          description: `${refusals} 404 40455 no such campaign; 409 40936 already over.`,
          params: AdminKujiParams,
          response: { 200: AdminKujiData },
        },
        onRequest: kuji,
      },
      async (req) => ({ data: await endCampaign(ctx.db, operatorOf(req), req.params.kuji_id, req.locale) }),
    );
  };
}
