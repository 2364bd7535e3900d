import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';

// The top of the OpenAPI document; the paths come from the route schemas. Kept passing Redocly's
// `recommended` ruleset (src/platform/openapi.test.ts) so client generators take it as it is.

export const clientErrorText =
  'Refused: `error_code` (see the error catalogue) and `error_msg` in the language of the `locale` header';
export const serverErrorText = 'Failed on our side or at a provider: `error_code` and a localized `error_msg`';

/** `publicUrl`: the shop's own address (PUBLIC_URL), where its pages live. */
export function openApiDocument(publicUrl: string): NonNullable<FastifyDynamicSwaggerOptions['openapi']> {
  return {
    openapi: '3.0.3',
    info: {
      title: 'Collectibles shop v1 API',
      version: '1.0.0',
      description:
        'The provider v1 API the shop front end calls. Success bodies are `{ data }` (lists add `page`, `page_size`, ' +
        '`total`); errors are `{ error_code, error_msg }`. Send `locale: zh-TW | zh-CN | en` for texts in that language.',
      // All rights reserved; the shop's about page names who holds them.
      license: { name: 'Proprietary', url: `${publicUrl}/about-us` },
    },
    // Relative: wherever this document is served from (the paths carry the /api prefix).
    servers: [{ url: '/', description: 'The server this document came from' }],
    tags: [
      { name: 'account', description: 'Sign-up, sign-in (e-mail, Google, WeChat) and password reset' },
      { name: 'personal', description: "The signed-in member's profile" },
      { name: 'catalogue', description: 'Products, categories, themes, news and the home page' },
      { name: 'cart', description: "The signed-in member's cart" },
      { name: 'payment', description: 'Payments of orders: their live status' },
      { name: 'kuji', description: 'Ichiban Kuji: campaigns, their boards and provably fair boxes; kuji orders and draws' },
      { name: 'system', description: 'Reference data: rates, fees, places, pickup stores, phone numbers, images' },
      { name: 'client', description: 'Run-time settings for the browser (outside v1)' },
      { name: 'admin', description: "The operator console (outside v1): operators' sign-in, accounts and the audit log" },
      {
        name: 'admin-orders',
        description: "The operator console's orders (outside v1): search, export, the whole record, moves, refunds, notices",
      },
      {
        name: 'admin-kuji',
        description:
          "The operator console's kuji campaigns (outside v1): drafts, opening (the box is committed), board, paid orders, ending; prize shipments",
      },
      {
        name: 'admin-coupons',
        description: "The operator console's coupons (outside v1): create, list, claims and uses, disable",
      },
      {
        name: 'provider-callbacks',
        description: 'Called by payment gateways, not by the shop (outside v1): signed notices about payments',
      },
    ],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        operator: {
          type: 'http',
          scheme: 'bearer',
          description: 'An operator session token from POST /api/admin/v1/session (the console, not the shop)',
        },
      },
    },
  };
}
