/** The kuji draft editor's checks: the bounds the API's contract sets, so a refusal is rare and explained. */
import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { wholeNumber } from '../../ui/rules';

export function kujiSchema(t: TFunction) {
  const whole = wholeNumber(t);
  const optionalWhole = (min: number, max: number) =>
    whole(min, max).transform((value: number, original: unknown) => (original === '' ? undefined : value));
  const text = (max: number) => yup.string().trim().required(t('form.required')).max(max, t('catalogue.form.tooLong', { max }));
  const languages = (max = 200) => yup.object({ tw: text(max), cn: text(max), en: text(max) });
  const picture = yup.string().required(t('kuji.form.picture'));
  // A description is all three languages or none.
  const maybe = (max: number) =>
    yup
      .string()
      .max(max, t('catalogue.form.tooLong', { max }))
      .test('all-or-none', t('form.required'), function (value) {
        const texts = Object.values(this.parent as Record<string, string>);
        return Boolean(value?.trim()) || texts.every((text) => !text.trim());
      });
  return yup.object({
    title: languages(),
    description: yup.object({ tw: maybe(5000), cn: maybe(5000), en: maybe(5000) }),
    image: picture,
    price: whole(1, 100_000).required(t('form.required')),
    starts_at: yup.string().required(t('form.required')),
    ends_at: yup
      .string()
      .required(t('form.required'))
      .test('after', t('kuji.form.endsAfter'), function (value) {
        const starts = (this.parent as { starts_at?: string }).starts_at;
        return !value || !starts || new Date(value) > new Date(starts);
      }),
    per_order_limit: whole(1, 100).required(t('form.required')),
    member_limit: optionalWhole(1, 10_000),
    tiers: yup
      .array(yup.object({ name: languages(), image: picture, count: whole(1, 1000).required(t('form.required')) }))
      .min(1)
      .max(26),
    last_one: yup.object({ name: languages(), image: picture }),
    admit_per_minute: yup.mixed().when('drop', {
      is: true,
      then: () => whole(1, 1_000_000).required(t('form.required')),
    }),
    buy_window_seconds: yup.mixed().when('drop', {
      is: true,
      then: () => whole(10, 86_400).required(t('form.required')),
    }),
  });
}
