// The html document around every page: the root Layout renders it with React Router's <Meta> and
// <Links> in its head, and scripts/bench/ssr-baseline.tsx renders the same document with plain
// tags from the same descriptors (the SSR bench's baseline, decision 064). What the document holds
// is said here once, so that the two cannot differ.
import type { ReactNode } from 'react';
import type { HtmlLinkDescriptor } from 'react-router';
import type { Lang } from '../../i18n/lang';
import { envJson, PUBLIC_ENV_ID, type PublicEnv } from '../../lib/public-env';
import { Analytics } from './analytics';

/** The links of every page's head; `stylesheet` is the build's URL of app.css. */
export function siteLinks(stylesheet: string): HtmlLinkDescriptor[] {
  return [
    { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
    { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
    { rel: 'stylesheet', href: stylesheet },
  ];
}

export function SiteDocument({
  lang,
  env,
  nonce,
  head,
  scripts,
  thirdPartyScripts = true,
  children,
}: {
  lang: Lang;
  env: PublicEnv | undefined;
  nonce: string;
  /** False on a page that carries a capability: no analytics tag (decision 068). */
  thirdPartyScripts?: boolean;
  /** The page's meta tags and the site's links. */
  head: ReactNode;
  /** What runs the page in the browser: the islands entry, or React Router's scripts. */
  scripts: ReactNode;
  children: ReactNode;
}) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {head}
      </head>
      <body className="font-sans">
        {children}
        {scripts}
        {thirdPartyScripts && (
          <Analytics measurementId={env?.measurementId ?? null} nonce={nonce} />
        )}
      </body>
    </html>
  );
}

/**
 * A visitor's page does not hydrate (decision 031): the configuration as data, not a script, and
 * the islands entry (`src`, the build's URL of it), a same-origin file. A cached page then holds
 * no inline script at all.
 */
export function IslandsScripts({ env, src }: { env: PublicEnv | undefined; src: string }) {
  return (
    <>
      {env && (
        <script
          type="application/json"
          id={PUBLIC_ENV_ID}
          dangerouslySetInnerHTML={{ __html: envJson(env) }}
        />
      )}
      <script type="module" src={src} />
    </>
  );
}
