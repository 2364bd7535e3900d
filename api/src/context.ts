import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { PaymentSubjects } from './modules/payment/subjects';
import type { InvoiceIssuers, PaymentGateways } from './stand-ins';
import type { Tokens } from './platform/auth';
import type { BackgroundJobs } from './platform/jobs';
import type { ReadCache } from './platform/cache';
import type { RateLimiter } from './platform/rate-limit';
import type { QueryTimer } from './platform/server-timing';
import type { BeaconClient } from './providers/beacon';
import type { FirebaseVerifier } from './providers/firebase';
import type { Mailer } from './providers/mail';

/** What route modules receive: the pieces they may use, created once per API instance. */
export interface Ctx {
  config: Config;
  db: Db;
  /** NOTIFY channels of the database, heard by this process's one listening connection (modules/kuji-board). */
  listen: Database['listen'];
  tokens: Tokens;
  limiter: RateLimiter;
  mailer: Mailer;
  cache: ReadCache;
  /** Set when API_SERVER_TIMING is (the benchmark): database time per request, in a Server-Timing header. */
  timer?: QueryTimer | undefined;
  /** Null when no Firebase project or emulator is configured. */
  firebase: FirebaseVerifier | null;
  /** What a payment can pay for and how (composed in api.ts, never registered by a route). */
  paymentSubjects: PaymentSubjects;
  /** Gateways the composition's stand-ins offer (the payment sandbox); none when it mounted none. */
  paymentGateways: PaymentGateways;
  /** Value-added centres the composition's stand-ins offer (the invoice sandbox). */
  invoiceIssuers: InvoiceIssuers;
  /** The drand beacon whose rounds decide kuji draws (providers/beacon.ts; the local one outside production). */
  beacon: BeaconClient;
  /** Where a module hands the stop of each background job it starts: the API's close stops them before the database. */
  jobs: BackgroundJobs;
}
