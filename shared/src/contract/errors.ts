// The one catalogue of API error codes, shared by the API (which answers with them) and the browser (which
// can recognise them). Plain data, no runtime dependencies. A code's first three digits are its HTTP status.
// Messages follow SPEC.md §8 (English) with tw/cn translations. Each area's codes are in errors/; the catalogue
// keeps their order (api/README.md's table follows it): add a code to its area's file.

import type { ApiErrorEntry } from './errors/entry';
import { signInErrors } from './errors/sign-in';
import { cartAndOrderErrors } from './errors/cart-and-order';
import { kujiErrors } from './errors/kuji';
import { invoiceErrors } from './errors/invoice';
import { lookupErrors } from './errors/lookups';
import { holdingCapErrors } from './errors/holding-caps';
import { dropAndLimitErrors } from './errors/drops-and-limits';
import { paymentErrors } from './errors/payments';
import { storageErrors } from './errors/storage';
import { consoleErrors } from './errors/console';
import { releaseErrors } from './errors/releases';
import { consoleCatalogueErrors } from './errors/console-catalogue';
import { consoleKujiCouponErrors } from './errors/console-kuji-coupons';
import { serverErrors } from './errors/server';

export type { ApiErrorEntry, ErrorLocale } from './errors/entry';

export const apiErrors = {
  ...signInErrors,
  ...cartAndOrderErrors,
  ...kujiErrors,
  ...invoiceErrors,
  ...lookupErrors,
  ...holdingCapErrors,
  ...dropAndLimitErrors,
  ...paymentErrors,
  ...storageErrors,
  ...consoleErrors,
  ...releaseErrors,
  ...consoleCatalogueErrors,
  ...consoleKujiCouponErrors,
  ...serverErrors,
} as const satisfies Record<string, ApiErrorEntry>;

export type ApiErrorName = keyof typeof apiErrors;

const byCode: ReadonlyMap<number, ApiErrorEntry> = new Map(Object.values(apiErrors).map((e) => [e.code, e]));

/** The catalogue entry for an `error_code` from a response, if it is one of ours. */
export function apiErrorByCode(code: number): ApiErrorEntry | undefined {
  return byCode.get(code);
}
