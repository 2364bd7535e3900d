import { articleRequest, articleValues } from './articleForm';

describe('the article form', () => {
  it('opens blank and sends no publication date for "now"', () => {
    const values = { ...articleValues(), title: { tw: ' 新聞 ', cn: '新闻', en: 'News' }, cover: '/c.png' };
    values.body.en = '<p>Hello</p>\n';
    const body = articleRequest(values);
    expect(body).toEqual({
      title: { tw: '新聞', cn: '新闻', en: 'News' },
      summary: { tw: '', cn: '', en: '' },
      body: { tw: '', cn: '', en: '<p>Hello</p>\n' },
      cover: '/c.png',
      hot: false,
    });
  });

  it('opens an article as it is, and sends its publication date only once it is changed', () => {
    const article = {
      id: 7,
      title: { tw: 'a', cn: 'b', en: 'c' },
      summary: { tw: 's', cn: 's', en: 's' },
      body: { tw: '<p>x</p>', cn: '<p>y</p>', en: '<p>z</p>' },
      cover: 'https://shop.example/cover.png',
      hot: true,
      published_at: '2026-11-01T02:30:45.000Z',
    };
    const opened = articleValues(article);
    expect(articleRequest(opened, article)).toEqual({
      title: article.title,
      summary: article.summary,
      body: article.body,
      cover: article.cover,
      hot: true,
    });
    const moved = articleRequest(
      { ...opened, published_at: articleValues({ ...article, published_at: '2026-12-24T10:00:00.000Z' }).published_at },
      article,
    );
    expect(moved.published_at).toBe('2026-12-24T10:00:00.000Z');
  });
});
