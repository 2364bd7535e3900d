import type { Locale } from '../stores/locale';
import { isLocale } from '@shop/shared/stores';

/**
 * The locale for a visitor who has not chosen one (SPEC §4): zh-CN and zh-SG read simplified Chinese,
 * every other Chinese variant traditional, another language its primary subtag when we support it, else en.
 */
export function localeFromBrowser(language: string | undefined): Locale {
  const tag = (language ?? '').trim().toLowerCase().replace('_', '-');
  const [primary = '', region = ''] = tag.split('-');
  if (primary === 'zh') {
    if (region === 'cn' || region === 'sg') return 'cn';
    return 'tw';
  }
  return isLocale(primary) ? primary : 'en';
}
