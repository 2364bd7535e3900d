/** Who is acting, for the release history: `--operator`, else SHOP_OPERATOR, else the OS account. */
import { userInfo } from 'node:os';

export function operatorName(flag?: string, env: NodeJS.ProcessEnv = process.env): string {
  const named = flag?.trim() || env.SHOP_OPERATOR?.trim();
  if (named) return named.slice(0, 80);
  try {
    return userInfo().username;
  } catch {
    return 'unknown';
  }
}
