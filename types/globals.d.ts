/** Injected by rspack.config.base.ts: which build of an app this is (e.g. `mf-catalog@1.0.0`). */
declare const __BUILD_LABEL__: string;

declare module '*.css';

/** GA4 measurement id from GA_MEASUREMENT_ID at build time; empty loads no analytics tag. */
declare const __GA_MEASUREMENT_ID__: string;
