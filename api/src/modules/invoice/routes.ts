import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Ctx } from '../../context';
import { createInvoiceIssuer } from '../../providers/invoice';
import { numberWaiting } from './issue';
import { ensureRanges } from './numbers';
import { startInvoiceSender } from './upload';
import { repeatEvery } from '../../platform/every';

// No routes: invoices show on the order records. Each API process keeps the configured number ranges in the
// database, numbers invoices that waited for a range, and uploads to the value-added centre.

export default function invoiceRoutes(ctx: Ctx): FastifyPluginAsyncTypebox {
  const issuer = createInvoiceIssuer(ctx.config, ctx.db, ctx.invoiceIssuers);
  return async (app) => {
    const { tracks, retrySeconds } = ctx.config.invoice;
    if (tracks.length === 0) app.log.warn('INVOICE_TRACKS is not set: paid orders keep their invoices waiting for a number');
    const tick = async () => {
      await ensureRanges(ctx.db, tracks, new Date());
      while (await numberWaiting(ctx.db));
    };
    // Before the first request: a sale right after the start finds its period's numbers (the sender's first run, not
    // awaited, then only files).
    await tick();
    if (!issuer) {
      app.log.warn('INVOICE_PROVIDER is not set: invoices are issued and kept, not uploaded');
      ctx.jobs.add(repeatEvery(Math.min(retrySeconds, 30) * 1000, tick, app.log, 'invoice numbering'));
      return;
    }
    const sender = await startInvoiceSender(
      { db: ctx.db, issuer, retrySeconds, log: app.log },
      ctx.listen,
      Math.min(retrySeconds, 30) * 1000,
      tick,
    );
    ctx.jobs.add(sender.stop);
  };
}
