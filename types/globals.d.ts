/** Injected by rspack.config.base.ts: which build of an app this is (e.g. `mf-catalog@1.0.0`). */
declare const __BUILD_LABEL__: string;

declare module '*.css';

/** GA4 measurement id from GA_MEASUREMENT_ID at build time; empty loads no analytics tag. */
declare const __GA_MEASUREMENT_ID__: string;

/** WeChat QR login, from WECHAT_AUTHORIZE_URL and WECHAT_APP_ID at build time (default: the API's sandbox). */
declare const __WECHAT_LOGIN__: { authorizeUrl: string; appId: string };

/** Injected by rspack.config.base.ts: the Module Federation name of the app this code is bundled into. */
declare const __SHOP_APP__: string;
