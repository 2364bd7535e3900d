import { REMOTE_APPS } from '../../deploy/src/paths';

/** The remote whose own checks run: set by `npm run test:remote -- <remote>` (deploy/src/cli/test-remote.ts). */
export function remoteUnderTest(): string {
  const app = process.env.SHOP_E2E_REMOTE;
  if (!app || !REMOTE_APPS.includes(app)) {
    throw new Error(`SHOP_E2E_REMOTE must name a remote (${REMOTE_APPS.join(', ')}): run "npm run test:remote -- <remote>"`);
  }
  return app;
}
