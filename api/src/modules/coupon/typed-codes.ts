import type { Ctx } from '../../context';
import { ApiError } from '../../platform/errors';
import { apiErrors } from '@shop/shared/contract';

/**
 * A code typed at checkout (shop or kuji, quote or order) tells whether it exists, so wrong ones are counted per
 * client address like claims: past the limit every typed code from that address waits for the window to end.
 */
export async function limitCodeGuesses<T>(ctx: Ctx, ip: string, code: string | undefined, run: () => Promise<T>) {
  if (!code) return run();
  const key = `coupon-guess:ip:${ip}`;
  const max = ctx.config.rateLimits.couponClaimPerMinute;
  await ctx.limiter.check(key, max);
  try {
    return await run();
  } catch (err) {
    if (err instanceof ApiError && err.entry.code === apiErrors.DISCOUNT_INVALID.code)
      // This answer stays the wrong code's; the limit meets the next one.
      await ctx.limiter.hit(key, max).catch((limited: unknown) => {
        if (!(limited instanceof ApiError)) throw limited;
      });
    throw err;
  }
}
