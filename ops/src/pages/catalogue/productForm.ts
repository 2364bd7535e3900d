/**
 * A product's editor form: its values as the inputs hold them (strings for numbers and dates) and the API's
 * request made from them. Stock is not part of it on an existing product: the API moves stock by a delta.
 */
import type { AdminProduct, NewProductRequest, ProductChangeRequest } from '@shop/shared/contract';
import type { Locale } from '@shop/shared/locale';

export type InLanguages = Record<Locale, string>;
export type SalesArea = 'TW' | 'CN' | 'OVERSEAS';
export const salesAreas: SalesArea[] = ['TW', 'CN', 'OVERSEAS'];
export const sizeLabels = ['S', 'M', 'L', 'XL'] as const;

export interface ProductValues {
  sku: string;
  category_id: string;
  name: InLanguages;
  description: InLanguages;
  marked_price: string;
  /** Empty: sold at the marked price. */
  selling_price: string;
  purchase_limit: string;
  stock: string;
  pre_order: boolean;
  /** A datetime-local value, in the browser's time zone. */
  release_at: string;
  adult: boolean;
  lucky_bag: boolean;
  featured: boolean;
  single_checkout: boolean;
  ships_from: 'TW' | 'CN';
  sales_area: SalesArea[];
  theme_ids: number[];
  pictures: string[];
  /** Only when creating: the design this product is a size of (its id), and the size. */
  variant_of: string;
  variant_label: '' | (typeof sizeLabels)[number];
  /** Kept as the API gave them: the console does not edit set items yet. */
  set_items: AdminProduct['set_items'];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO moment as a datetime-local input shows it (local time, to the minute). */
export function localInputValue(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function emptyProduct(now: Date = new Date()): ProductValues {
  const blank = { tw: '', cn: '', en: '' };
  return {
    sku: '',
    category_id: '',
    name: { ...blank },
    description: { ...blank },
    marked_price: '',
    selling_price: '',
    purchase_limit: '10',
    stock: '0',
    pre_order: false,
    release_at: localInputValue(now.toISOString()),
    adult: false,
    lucky_bag: false,
    featured: false,
    single_checkout: false,
    ships_from: 'TW',
    sales_area: ['TW'],
    theme_ids: [],
    pictures: [],
    variant_of: '',
    variant_label: '',
    set_items: [],
  };
}

export function productValues(p: AdminProduct): ProductValues {
  return {
    sku: p.sku,
    category_id: String(p.category_id),
    name: { ...p.name },
    description: { ...p.description },
    marked_price: String(p.marked_price),
    selling_price: p.selling_price === null ? '' : String(p.selling_price),
    purchase_limit: String(p.purchase_limit),
    stock: String(p.stock),
    pre_order: p.pre_order,
    release_at: localInputValue(p.release_at),
    adult: p.adult,
    lucky_bag: p.lucky_bag,
    featured: p.featured,
    single_checkout: p.single_checkout,
    ships_from: p.ships_from,
    sales_area: [...p.sales_area],
    theme_ids: [...p.theme_ids],
    pictures: [...p.pictures],
    variant_of: p.variant_of === null ? '' : String(p.variant_of),
    variant_label: (p.variant_label ?? '') as ProductValues['variant_label'],
    set_items: p.set_items,
  };
}

const trimmed = (t: InLanguages): InLanguages => ({ tw: t.tw.trim(), cn: t.cn.trim(), en: t.en.trim() });

/** Every editable field, as PATCH takes it (and POST, with the rest). */
export function changeRequest(v: ProductValues): Required<ProductChangeRequest> {
  return {
    category_id: Number(v.category_id),
    name: trimmed(v.name),
    description: trimmed(v.description),
    marked_price: Number(v.marked_price),
    selling_price: v.selling_price.trim() === '' ? null : Number(v.selling_price),
    purchase_limit: Number(v.purchase_limit),
    pre_order: v.pre_order,
    release_at: new Date(v.release_at).toISOString(),
    adult: v.adult,
    lucky_bag: v.lucky_bag,
    featured: v.featured,
    single_checkout: v.single_checkout,
    ships_from: v.ships_from,
    sales_area: v.sales_area,
    theme_ids: v.theme_ids,
    pictures: v.pictures,
    set_items: v.set_items,
  };
}

export function newProductRequest(v: ProductValues): NewProductRequest {
  return {
    sku: v.sku.trim(),
    ...changeRequest(v),
    stock: Number(v.stock),
    ...(v.variant_of.trim() !== '' && { variant_of: Number(v.variant_of) }),
    ...(v.variant_label !== '' && { variant_label: v.variant_label }),
  };
}
