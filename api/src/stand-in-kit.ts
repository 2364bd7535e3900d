// What the stand-ins for outside services (the sandboxes workspace, `@shop/sandboxes`) may use of the API: the
// context they are mounted with, the error catalogue, request handling, the tables they keep their books in and
// the payment gateway seam. The shop's domain never imports the stand-ins; the composition hands them in (stand-ins.ts).
export type { Config } from './config';
export type { Ctx } from './context';
export type { Db } from './db/client';
export {
  mails,
  sandboxInvoiceFilings,
  sandboxPayments,
  sandboxRefunds,
  storageObjects,
  storageUploads,
  users,
} from './db/schema';
export type { Tokens } from './platform/auth';
// The console's operators may upload catalogue pictures to the emulated bucket with their session token.
export { rolePermissions } from './modules/operator/access';
export { operatorSession } from './modules/operator/sessions';
export { ApiError, fail } from './platform/errors';
export { registerLocale, type Locale } from './platform/locale';
export { validatorCompiler } from './platform/validation';
export {
  NoticeRefused,
  type NoticeType,
  type PaymentNotice,
  type PaymentProvider,
  type PaymentRequest,
  type RefundRequest,
  RefundRefused,
  type StartedPayment,
  type StartedRefund,
} from './providers/payment';
export {
  type AllowanceFiling,
  FilingRefused,
  type InvoiceIssuer,
  type IssuedInvoiceFiling,
  type VoidFiling,
} from './providers/invoice';
export { signNotice, verifyNotice } from './providers/payment/signature';
export type { InvoiceIssuers, LocalBeacon, LocalBeaconOptions, PaymentGateways, StandIns } from './stand-ins';
