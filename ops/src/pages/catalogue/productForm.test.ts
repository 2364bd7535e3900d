import type { AdminProduct } from '@shop/shared/contract';
import { changeRequest, emptyProduct, newProductRequest, productValues } from './productForm';
import { pictureObjectName } from './pictureUpload';

const saved: AdminProduct = {
  id: 7,
  sku: 'FIG-7',
  category_id: 2,
  name: { tw: '公仔', cn: '手办', en: 'Figure' },
  description: { tw: '', cn: '', en: 'A figure' },
  marked_price: 1200,
  selling_price: null,
  purchase_limit: 5,
  pre_order: false,
  release_at: '2026-12-01T04:00:00.000Z',
  adult: false,
  lucky_bag: false,
  featured: true,
  single_checkout: false,
  ships_from: 'TW',
  sales_area: ['TW', 'OVERSEAS'],
  theme_ids: [3],
  pictures: ['https://shop.example/v0/b/b/o/catalogue%2Fproducts%2Fa.png?alt=media'],
  set_items: [{ product_id: 9, unit_price: 100, max_amount: 2 }],
  stock: 4,
  on_sale: true,
  variant_of: null,
  variant_label: null,
  size_ids: [],
  created_at: '2026-11-01T00:00:00.000Z',
};

describe('the product form', () => {
  it('saves back what it was given unchanged (the moment to the minute, set items as they were)', () => {
    const request = changeRequest(productValues(saved));
    expect(request).toEqual({
      category_id: 2,
      name: saved.name,
      description: saved.description,
      marked_price: 1200,
      selling_price: null,
      purchase_limit: 5,
      pre_order: false,
      release_at: '2026-12-01T04:00:00.000Z',
      adult: false,
      lucky_bag: false,
      featured: true,
      single_checkout: false,
      ships_from: 'TW',
      sales_area: ['TW', 'OVERSEAS'],
      theme_ids: [3],
      pictures: saved.pictures,
      set_items: saved.set_items,
    });
    expect(request).not.toHaveProperty('stock');
  });

  it('makes a new product from the inputs: numbers, trimmed texts, a size only when one is given', () => {
    const values = {
      ...emptyProduct(new Date('2026-12-01T04:00:00.000Z')),
      sku: ' FIG-8 ',
      category_id: '2',
      name: { tw: ' 公仔 ', cn: '手办', en: 'Figure' },
      marked_price: '1500',
      selling_price: '1200',
      stock: '10',
      pictures: saved.pictures,
    };
    const request = newProductRequest(values);
    expect(request).toMatchObject({ sku: 'FIG-8', category_id: 2, marked_price: 1500, selling_price: 1200, stock: 10 });
    expect(request.name.tw).toBe('公仔');
    expect(request).not.toHaveProperty('variant_of');
    expect(newProductRequest({ ...values, variant_of: '7', variant_label: 'M' })).toMatchObject({
      variant_of: 7,
      variant_label: 'M',
    });
  });
});

describe('a picture’s object name', () => {
  it('is a new name under catalogue/products with the extension of its type, and none for other files', () => {
    expect(pictureObjectName('products', 'image/png', 'abc')).toBe('catalogue/products/abc.png');
    expect(pictureObjectName('themes', 'image/jpeg', 'abc')).toBe('catalogue/themes/abc.jpg');
    expect(pictureObjectName('products', 'application/pdf')).toBeNull();
  });
});
