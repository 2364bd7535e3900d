/** Money and moments as the console shows them: NT$ whole dollars, Taiwan time, in the operator's language. */
import { localeTags } from '@shop/shared/locale';
import { currentLocale } from '../i18n/i18n';

export const money = (amount: number): string => `NT$${amount.toLocaleString('en-US')}`;

export function moment(iso: string | null | undefined): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat(localeTags[currentLocale()], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Taipei',
  }).format(new Date(iso));
}
