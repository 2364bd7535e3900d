import { productQuery } from './productQuery';

describe('productQuery', () => {
  it('passes on the filters the API takes', () => {
    const search = new URLSearchParams('q=%20Miku%20&category_id=3&on_sale=false&lucky_bag=true&page=2');
    expect(productQuery(search)).toEqual({ page: 2, page_size: 20, q: 'Miku', category_id: 3, on_sale: false, lucky_bag: true });
  });

  it('drops values the API would refuse', () => {
    const search = new URLSearchParams('q=%20&category_id=x&on_sale=maybe&page=-1');
    expect(productQuery(search)).toEqual({ page: 1, page_size: 20 });
  });
});
