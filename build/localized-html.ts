/**
 * The HTML documents a build writes. The shell's: `index.<locale>.html` for every language, and `index.html` in
 * the default one: `<html lang>`, title and description in that language, from the host's texts (`siteName`,
 * `siteDescription`), so the first paint, search engines and link previews get the language the shopper will see.
 * A remote's: one page to develop it alone (development builds only).
 */
import path from 'node:path';
import { rspack } from '@rspack/core';
import { defaultLocale, localeTags, supportedLocales, type Locale } from '@shop/shared/locale';
import { readJson, repoRoot } from './shop-apps';

const favicon = path.join(repoRoot, 'shell/src/favicon.svg');

/** `earlyNavigation`: the inline script of the head (build/inline-script.ts), compiled while the build runs. */
export function localizedDocuments(folder: string, minify: boolean, earlyNavigation: () => Promise<string>) {
  const documentFor = (locale: Locale, filename: string) => {
    const texts = readJson<{ siteName: string; siteDescription: string }>(`${folder}/src/i18n/${locale}.json`);
    return new rspack.HtmlRspackPlugin({
      filename,
      template: path.join(repoRoot, folder, 'src/index.html'),
      templateParameters: async (defaults) => ({
        ...defaults,
        lang: localeTags[locale],
        title: texts.siteName,
        description: texts.siteDescription,
        earlyNavigation: await earlyNavigation(),
      }),
      favicon,
      minify,
    });
  };
  return [
    documentFor(defaultLocale, 'index.html'),
    ...supportedLocales.map((locale) => documentFor(locale, `index.${locale}.html`)),
  ];
}

export function standaloneDocument() {
  return new rspack.HtmlRspackPlugin({ template: path.join(repoRoot, 'shared/src/ui/standalone.html'), favicon });
}
