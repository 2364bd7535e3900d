/** What other workspaces (the e2e runner) use from @shop/deploy. */
export { createShopServer, mountedApi, type ShopServerOptions } from './server/create-server.js';
export { startShopServer, type StartShopServerOptions, type StartedShopServer } from './server/start-server.js';
export { loadApi, type ShopApi } from './server/api-mount.js';
export { cacheControlFor } from './server/cache-policy.js';
export { LIVENESS_PATH, READINESS_PATH, markShuttingDown } from './server/health.js';
export { shutDownGracefully, type ShutdownOptions } from './server/graceful-shutdown.js';
export { buildStaleApps, prepareShop, publishAllRemotes, publishRemoteApp, releaseRemoteApp } from './pipeline.js';
export { buildApps } from './build/build-apps.js';
export { findStaleApps, staleReason } from './build/staleness.js';
export { publishRemote } from './publish/publish-remote.js';
export { activateVersion, rollbackRemote, type SwitchResult } from './manifest/activate.js';
export { readRemotesManifest } from './manifest/remotes-manifest.js';
export { readHistory } from './manifest/history.js';
export { ALL_APPS, REMOTE_APPS, defaultPublishDir, defaultShellDir, repoRoot } from './paths.js';
export { UserError } from './errors.js';
