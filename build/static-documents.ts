/**
 * The HTML documents a build writes, for where no server renders one (the shell's server writes every document it
 * serves: shell/src/server/ShopDocument.tsx). The shell's `index.html`, in the default language, for its dev server
 * and a static host; a remote's page to develop it alone (development builds only).
 */
import path from 'node:path';
import { rspack } from '@rspack/core';
import { defaultLocale, localeTags } from '@shop/shared/locale';
import { inlineCss } from './document-parts';
import { readJson, repoRoot } from './shop-apps';

const favicon = path.join(repoRoot, 'shell/src/favicon.svg');

/** `inlineScript`: the head's inline script (build/inline-script.ts), compiled while the build runs. */
export function shellDocument(folder: string, minify: boolean, inlineScript: () => Promise<string>) {
  const texts = readJson<{ siteName: string; siteDescription: string }>(`${folder}/src/i18n/${defaultLocale}.json`);
  return new rspack.HtmlRspackPlugin({
    template: path.join(repoRoot, folder, 'src/index.html'),
    templateParameters: async (defaults) => ({
      ...defaults,
      lang: localeTags[defaultLocale],
      title: texts.siteName,
      description: texts.siteDescription,
      bootStyle: inlineCss(path.join(repoRoot, folder, 'src/boot-screen.css')),
      earlyNavigation: await inlineScript(),
    }),
    favicon,
    minify,
  });
}

export function standaloneDocument() {
  return new rspack.HtmlRspackPlugin({ template: path.join(repoRoot, 'shared/src/ui/standalone.html'), favicon });
}
