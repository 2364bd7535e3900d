/**
 * `npm run release:pin -- <remote> <version | manifest URL> [--hours 24] [--url https://shop.example]`:
 * prints a link that pins one remote for whoever opens it (QA opening a canary before any shopper, a developer
 * pointing the running shop at `npm run dev -w <remote>`). Signed with SHOP_OPS_SECRET; without a secret the
 * link is unsigned, which only a non-production shop accepts.
 */
import { parseRemoteApp } from '../apps.js';
import { UserError } from '../errors.js';
import { DEFAULT_PIN_TTL_S, MAX_PIN_TTL_S, formatOverride, parseOverride, signOverride } from '../release/overrides.js';
import { pinLink } from '../server/pin-route.js';
import { parseCliArgs, runCli } from './run-cli.js';

runCli(async () => {
  const { values, positionals } = parseCliArgs({ hours: { type: 'string' }, url: { type: 'string' } });
  if (positionals.length !== 2)
    throw new UserError('usage: npm run release:pin -- <remote> <version | manifest URL> [--hours <h>]');
  const app = parseRemoteApp(positionals[0]);
  const target = positionals[1]!;
  const override = parseOverride(/^https?:|^\//.test(target) ? `${app}=${target}` : `${app}@${target}`);
  if (!override) throw new UserError(`"${target}" is neither a version nor the URL of an mf-manifest.json`);
  const hours = values.hours === undefined ? DEFAULT_PIN_TTL_S / 3600 : Number(values.hours);
  if (!(hours > 0 && hours <= MAX_PIN_TTL_S / 3600)) {
    throw new UserError(`--hours takes a number of hours, at most ${MAX_PIN_TTL_S / 3600}`);
  }
  const expiresAt = Math.floor(Date.now() / 1000 + hours * 3600);
  const spec = formatOverride(override);
  const secret = process.env.SHOP_OPS_SECRET;
  const origin = values.url ?? process.env.SHOP_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;
  console.log(pinLink(origin, spec, expiresAt, secret ? signOverride(spec, expiresAt, secret) : undefined));
  if (!secret) console.error('note: SHOP_OPS_SECRET is not set, so the link is unsigned: a production shop refuses it');
});
