import { expect, shopUrl, test } from '../support/fixtures';
import { untilServerRendered } from '../support/server-rendering';

// Server renders run side by side, each in its shopper's language (shell/src/server/render.tsx: the language, the
// header's lists and the page's title live in the render's scope, not in the process's stores).

const languages = [
  { acceptLanguage: 'zh-TW', htmlLang: 'zh-TW', news: '熱門消息' },
  { acceptLanguage: 'zh-CN', htmlLang: 'zh-CN', news: '热门消息' },
  { acceptLanguage: 'en-US', htmlLang: 'en', news: 'Hot news' },
] as const;

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function productNames(htmlLang: string): Promise<Map<number, string>> {
  const response = await fetch(`${shopUrl()}/api/v1/product?page_size=10`, { headers: { locale: htmlLang } });
  const { data } = (await response.json()) as { data: { product_id: number; display_name: string }[] };
  return new Map(data.map((product) => [product.product_id, product.display_name]));
}

test('documents asked for at once in three languages are each rendered on the server in their own', async () => {
  await untilServerRendered(shopUrl(), '/product-list/all');
  const names = await Promise.all(languages.map((language) => productNames(language.htmlLang)));
  const ids = [...names[0]!.keys()];
  // Every product page in every language, all at once, interleaved.
  const asked = ids.flatMap((id) => languages.map((language, index) => ({ id, language, name: names[index]!.get(id)! })));
  const documents = await Promise.all(
    asked.map(async ({ id, language }) => {
      const response = await fetch(`${shopUrl()}/product/${id}`, {
        headers: { accept: 'text/html', 'accept-language': language.acceptLanguage },
      });
      return { status: response.status, html: await response.text() };
    }),
  );
  expect(asked.length).toBeGreaterThanOrEqual(24);
  asked.forEach(({ language, name }, index) => {
    const { status, html } = documents[index]!;
    expect(status).toBe(200);
    expect(html, `${language.htmlLang} ${name}`).toContain('data-server-rendered');
    expect(html).toContain(`<html lang="${language.htmlLang}"`);
    expect(html).toContain(`<title>${escaped(name)} | `);
    // The shell's header, rendered in the same render, in the same language.
    expect(html).toContain(`>${language.news}<`);
    for (const other of languages) if (other !== language) expect(html).not.toContain(`>${other.news}<`);
  });
});
