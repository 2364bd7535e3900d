/** Build-time constants every bundle of an app sees, browser and server alike (declared in types/globals.d.ts). */
import { rspack } from '@rspack/core';
import { appOf, type BuildEnv } from './shop-apps';

export function buildConstants(folder: string, env: BuildEnv | undefined) {
  const { version, containerName } = appOf(folder);
  return new rspack.DefinePlugin({
    // What a remote reports about itself, so a release can be seen in the page (`data-remote-build`).
    __BUILD_LABEL__: JSON.stringify(env?.buildLabel ?? `${folder}@${version}`),
    // Which app a bundled copy of shared code is running in (namespaces its texts per app).
    __SHOP_APP__: JSON.stringify(containerName),
    __GA_MEASUREMENT_ID__: JSON.stringify(process.env.GA_MEASUREMENT_ID ?? ''),
    // WeChat QR login: the public app id and authorize page; by default the API's local sandbox.
    __WECHAT_LOGIN__: JSON.stringify({
      authorizeUrl: process.env.WECHAT_AUTHORIZE_URL ?? '/dev/wechat/qrconnect',
      appId: process.env.WECHAT_APP_ID ?? 'wx-sandbox-app',
    }),
  });
}
