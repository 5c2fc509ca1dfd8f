// The baseline of scripts/bench/ssr.ts: the least a server could do to answer the public page with
// the same bytes. React's renderToString of the whole document (head and body) from the same data,
// without React Router's request handling (no route matching, loaders, data strategy, <Meta> or
// <Links>, no serialised loader data). ssr-server.ts serves it (ssr.ts bundles both with esbuild:
// the components are TSX) and ssr.ts checks that its markup is the function's, byte for byte.
//
// Per request it does what the page needs and nothing else: sign the page's insights hits, ask the
// route's meta function for the head's tags, render. The page components read the language and
// public environment through useRouteLoaderData and render Links and a Form, which need a data
// router's context: one memory router, created once, holds the root's data (as the root loader
// would return it) and the /:slug route, whose component takes each request's page from a React
// context. The build's asset URLs (stylesheet, islands entry) are constants the bench hands over.
import { TOP_PAGE, type PublicSpace } from '@spaces/contracts';
import { createContext, useContext } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider, type MetaDescriptor } from 'react-router';
import { pageHits } from '../../hosting/app/lib/hits.server';
import { envJson, PUBLIC_ENV_ID, type PublicEnv } from '../../hosting/app/lib/public-env';
import { meta } from '../../hosting/app/routes/space/public-space';
import type { PageHits } from '../../hosting/app/routes/space/page/hits';
import { SpacePageView } from '../../hosting/app/routes/space/page/space-page-view';

interface Root {
  lang: 'ja' | 'en';
  env: PublicEnv;
}

/** The built site's asset URLs: the same for every page of one build. */
export interface BuildAssets {
  stylesheet: string;
  islandsScript: string;
}

interface PageData {
  space: PublicSpace;
  now: number;
  hits: PageHits | undefined;
  head: MetaDescriptor[];
  nonce: string;
}

const Page = createContext<PageData | null>(null);

/** A descriptor as a tag: the kinds the public pages' meta functions return. */
function Tag({ descriptor }: { descriptor: MetaDescriptor }) {
  if ('title' in descriptor) return <title>{String(descriptor.title)}</title>;
  if ('tagName' in descriptor) {
    const { tagName: _, ...attributes } = descriptor;
    return <link {...attributes} />;
  }
  return <meta {...(descriptor as Record<string, string>)} />;
}

function documentRoute(root: Root, assets: BuildAssets) {
  return function Document() {
    const page = useContext(Page);
    if (!page) return null;
    return (
      <html lang={root.lang}>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          {page.head.map((descriptor, i) => (
            <Tag key={i} descriptor={descriptor} />
          ))}
          <link nonce={page.nonce} rel="icon" href="/favicon.ico" sizes="32x32" />
          <link nonce={page.nonce} rel="icon" href="/favicon.svg" type="image/svg+xml" />
          <link nonce={page.nonce} rel="apple-touch-icon" href="/apple-touch-icon.png" />
          <link nonce={page.nonce} rel="stylesheet" href={assets.stylesheet} />
        </head>
        <body className="font-sans">
          <SpacePageView space={page.space} now={page.now} hits={page.hits} />
          <script
            type="application/json"
            id={PUBLIC_ENV_ID}
            dangerouslySetInnerHTML={{ __html: envJson(root.env) }}
          />
          <script type="module" src={assets.islandsScript} />
        </body>
      </html>
    );
  };
}

/** A renderer for `slug`'s page with the root's data fixed (language, environment, signed out). */
export function baselineRenderer(slug: string, root: Root, assets: BuildAssets) {
  const rootData = { ...root, signedIn: false };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        children: [{ path: ':slug', Component: documentRoute(root, assets) }],
      },
    ],
    { initialEntries: [`/${slug}`], hydrationData: { loaderData: { root: rootData } } },
  );
  const matches = [{ id: 'root', data: rootData, loaderData: rootData }];
  const location = { pathname: `/${slug}` };
  return (space: PublicSpace, nonce: string): string => {
    const links = [...space.buttons, ...space.sns, ...space.cards].map((link) => link.id);
    const hits = pageHits(space.spaceId, TOP_PAGE, links);
    const now = Date.now();
    const head = meta({ data: { space, now, hits }, matches, location } as never) ?? [];
    const html = renderToString(
      <Page.Provider value={{ space, now, hits, head, nonce }}>
        <RouterProvider router={router} />
      </Page.Provider>,
    );
    return `<!DOCTYPE html>${html}`;
  };
}
