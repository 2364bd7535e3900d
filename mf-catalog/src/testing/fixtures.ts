import type { ArticleSummary, Banner, HomeBody, Theme } from '@shop/shared/contract';
import { product, productDetail } from '@shop/shared/testing';

export { product, productDetail };

export function article(id: number, overrides: Partial<ArticleSummary> = {}): ArticleSummary {
  return {
    article_id: id,
    title: `Article ${id}`,
    summary: `Summary of article ${id}`,
    cover: `/api/v1/images/a-${id}.jpg`,
    is_hot: id % 2 === 1,
    published_at: 1_763_700_000 - id * 86_400,
    ...overrides,
  };
}

export function theme(id: number, overrides: Partial<Theme> = {}): Theme {
  return {
    theme_id: id,
    display_name: `Theme ${id}`,
    description: `Description of theme ${id}`,
    image: `/api/v1/images/t-${id}.jpg`,
    is_adult: false,
    ...overrides,
  };
}

export const banners: Banner[] = [
  { banner_id: 1, display_name: 'Summer special', image: '/api/v1/images/b-1.jpg', link: '/theme/1' },
  { banner_id: 2, display_name: 'Partner campaign', image: '/api/v1/images/b-2.jpg', link: 'https://partner.example/campaign' },
  { banner_id: 3, display_name: '', image: '/api/v1/images/b-3.jpg', link: 'javascript:alert(1)' },
];

const range = (from: number, count: number) => Array.from({ length: count }, (_, index) => from + index);

export const home: HomeBody = {
  data: {
    banners,
    featured: range(1, 12).map((id) => product(id)),
    popular: range(21, 12).map((id) => product(id)),
    hot_news: range(1, 6).map((id) => article(id, { is_hot: true })),
    lucky_bags: range(41, 8).map((id) => product(id, { is_lucky_bag: true })),
  },
};
