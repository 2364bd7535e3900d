import { hydrationStateElementId, remotesManifestElementId, serverRenderedAttribute } from '@shop/shared/manifest';
import type { RemotesManifest } from '@shop/shared/manifest';
import { pageTagAttribute } from '../layout/pageTags';
import type { DocumentHead } from './document-head';
import type { DocumentParts } from './document-parts';
import type { RemoteFiles } from './remote-files';

/** `</script>` or `<!--` inside JSON must not end its data block early. */
const jsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const pageTag = { [pageTagAttribute]: '' };

export interface ShopDocumentProps {
  lang: string;
  head: DocumentHead;
  /** This response's Content-Security-Policy nonce: the inline style and script carry it. */
  nonce: string;
  parts: DocumentParts;
  noScript: string;
  /** The remotes manifest resolved for this shopper, which the shell reads instead of fetching /remotes.json. */
  manifest?: RemotesManifest;
  /** The files of the remote owning the page, preloaded beside the shell's script. */
  remote?: RemoteFiles;
  /** The page rendered on the server (its HTML, and the state the browser hydrates it from); else the boot screen. */
  page?: { html: string; state: unknown };
}

/**
 * Every document the shop serves. A server-rendered page is styled at its first paint (the shell's and its remote's
 * stylesheets) and its code is fetched at low priority, after its largest image; a page the browser renders shows
 * the boot screen, styled inline, until React replaces it.
 */
export function ShopDocument({ lang, head, nonce, parts, noScript, manifest, remote, page }: ShopDocumentProps) {
  const stylesheets = page ? [parts.stylesheet, ...(remote?.stylesheets ?? [])].filter((href) => href !== undefined) : [];
  const priority = page ? 'low' : undefined;
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="description" content={head.description} />
        {head.noindex && <meta name="robots" content="noindex" />}
        {head.addresses && <link rel="canonical" href={head.addresses.canonical} />}
        {head.addresses && <meta property="og:url" content={head.addresses.canonical} {...pageTag} />}
        {head.addresses?.versions.map(({ hreflang, href }) => (
          <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
        ))}
        <meta name="theme-color" content="#c8102e" />
        <title>{head.title}</title>
        {head.tags.map(({ property, name, content }, index) => (
          <meta key={index} property={property} name={name} content={content} {...pageTag} />
        ))}
        {head.structuredData.map((data, index) => (
          // A data block runs nothing: the CSP's script rules do not apply to it, so it carries no nonce.
          <script key={index} type="application/ld+json" {...pageTag} dangerouslySetInnerHTML={{ __html: jsonForHtml(data) }} />
        ))}
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: parts.bootStyle }} />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: parts.inlineScript }} />
        <link rel="icon" href="/favicon.svg" />
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {manifest && (
          <script
            type="application/json"
            id={remotesManifestElementId}
            dangerouslySetInnerHTML={{ __html: jsonForHtml(manifest) }}
          />
        )}
        {remote && (
          <>
            <link rel="preload" href={remote.preload.manifest} as="fetch" crossOrigin="anonymous" fetchPriority={priority} />
            {remote.preload.scripts.map((href) => (
              <link key={href} rel="preload" href={href} as="script" fetchPriority={priority} />
            ))}
            {remote.preload.styles.map((href) => (
              <link key={href} rel="preload" href={href} as="style" />
            ))}
          </>
        )}
        {parts.scripts.map((src) => (
          <script key={src} defer src={src} />
        ))}
      </head>
      <body>
        {page ? (
          <div id="root" {...{ [serverRenderedAttribute]: '' }} dangerouslySetInnerHTML={{ __html: page.html }} />
        ) : (
          <div id="root">
            <div className="boot-screen" aria-busy="true">
              <div className="boot-header" />
              <div className="boot-spinner" />
            </div>
          </div>
        )}
        <noscript>{noScript}</noscript>
        {page && (
          <script
            type="application/json"
            id={hydrationStateElementId}
            dangerouslySetInnerHTML={{ __html: jsonForHtml(page.state) }}
          />
        )}
      </body>
    </html>
  );
}
