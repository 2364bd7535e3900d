/** The product editor's checks, the same bounds the API's contract sets (so a refusal is rare and explained). */
import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { wholeNumber } from '../../ui/rules';

export function productSchema(t: TFunction, creating: boolean) {
  const whole = wholeNumber(t);
  const text = (max: number, required: boolean) => {
    const s = yup.string().max(max, t('catalogue.form.tooLong', { max }));
    return required ? s.trim().required(t('form.required')) : s;
  };
  const languages = (max: number, required: boolean) =>
    yup.object({ tw: text(max, required), cn: text(max, required), en: text(max, required) });
  return yup.object({
    sku: creating
      ? yup
          .string()
          .trim()
          .required(t('form.required'))
          .matches(/^[A-Z0-9][A-Z0-9-]{1,39}$/, t('catalogue.form.sku'))
      : yup.string(),
    category_id: yup.string().required(t('form.required')),
    name: languages(200, true),
    description: languages(100_000, false),
    marked_price: whole(0, 10_000_000).required(t('form.required')),
    selling_price: whole(0, 10_000_000).transform((value: number, original: unknown) => (original === '' ? undefined : value)),
    purchase_limit: whole(1, 999).required(t('form.required')),
    stock: creating ? whole(0, 1_000_000).required(t('form.required')) : yup.mixed(),
    release_at: yup.string().required(t('form.required')),
    sales_area: yup.array().min(1, t('catalogue.form.oneArea')),
    pictures: yup.array().min(1, t('catalogue.form.onePicture')).max(12, t('catalogue.form.atMostPictures')),
    variant_of: creating
      ? whole(1, 2_147_483_647).transform((value: number, original: unknown) => (original === '' ? undefined : value))
      : yup.mixed(),
  });
}
