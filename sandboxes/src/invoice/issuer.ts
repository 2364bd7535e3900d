import { and, eq, sql } from 'drizzle-orm';
import {
  type AllowanceFiling,
  type Config,
  type Db,
  FilingRefused,
  type InvoiceIssuer,
  type IssuedInvoiceFiling,
  sandboxInvoiceFilings,
  type VoidFiling,
} from '@shop/api/stand-in-kit';

// A value-added centre of our own: it keeps every filing it was sent (sandbox_invoice_filings) and, like the Ministry
// of Finance's platform, answers a number it already holds for that kind of filing as taken when the content is the
// same (an upload sent again after its answer was lost) and refuses it with other content, so a double issue shows.

export class SandboxInvoiceIssuer implements InvoiceIssuer {
  readonly name = 'sandbox';

  constructor(private readonly db: Db) {}

  issue(invoice: IssuedInvoiceFiling): Promise<void> {
    return this.file('issue', invoice.number, invoice);
  }

  void(invoice: VoidFiling): Promise<void> {
    return this.file('void', invoice.number, invoice);
  }

  allowance(allowance: AllowanceFiling): Promise<void> {
    return this.file('allowance', allowance.number, allowance);
  }

  private async file(kind: string, number: string, body: object): Promise<void> {
    const kept = await this.db
      .insert(sandboxInvoiceFilings)
      .values({ kind, number, body: { ...body } })
      .onConflictDoNothing()
      .returning({ id: sandboxInvoiceFilings.id });
    if (kept.length > 0) return;
    const [same] = await this.db
      .select({ id: sandboxInvoiceFilings.id })
      .from(sandboxInvoiceFilings)
      .where(
        and(
          eq(sandboxInvoiceFilings.kind, kind),
          eq(sandboxInvoiceFilings.number, number),
          sql`${sandboxInvoiceFilings.body} = ${JSON.stringify(body)}::jsonb`,
        ),
      );
    if (!same) throw new FilingRefused(`${kind} ${number} was filed already with other content`);
  }
}

/** The sandbox centre: refuses production, where invoices must reach the tax office. */
export function sandboxInvoiceIssuer(config: Config, db: Db): InvoiceIssuer {
  if (config.production) throw new Error('INVOICE_PROVIDER=sandbox is not available in production');
  return new SandboxInvoiceIssuer(db);
}
