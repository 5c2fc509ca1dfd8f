// The baseline of scripts/bench/ssr.ts: the least a server could do to answer the public page with
// the same bytes. React's renderToString of the whole document from the app's own code, without
// React Router's request handling (no route matching, data strategy, <Meta> or <Links>, no
// serialised loader data). ssr-server.ts serves it (ssr.ts bundles both with esbuild: the
// components are TSX); ssr.ts and ssr-baseline.test.ts check that its page is the function's.
//
// Nothing of the page is written here (decision 064): per request the route's own loader reads the
// document (through the same page-data seam as the function's) and derives the page's data, the
// route's own meta function gives the head's tags, and the route's own component renders the page
// inside the document the root Layout renders (SiteDocument, with the site's links and the islands
// scripts). What is the baseline's own is how little it does around them: the root's data is
// asked once (a visitor without cookies), <Meta> and <Links> are plain tags from the same
// descriptors, and the page's components, which read the root's data through useRouteLoaderData
// and render Links and a Form, get a data router's context from one memory router created once,
// whose /:slug route renders each request's page from a React context. The build's asset URLs
// (stylesheet, islands entry) are constants the bench hands over.
import { createContext, useContext, type ComponentProps } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider, type MetaDescriptor } from 'react-router';
import {
  IslandsScripts,
  SiteDocument,
  siteLinks,
} from '../../hosting/app/components/site/site-document';
import { NonceContext } from '../../hosting/app/lib/nonce';
import { PhraseBreaks } from '../../hosting/app/components/text/phrases';
import { phrasesOf } from '@spaces/contracts/phrases';
import { rootData } from '../../hosting/app/lib/root-data.server';
import PublicSpacePage, { loader, meta } from '../../hosting/app/routes/space/public-space';
import { plainAnswer } from '../../hosting/server/islands-pages';
import type { BuildAssets } from './ssr-compare';

type PageProps = ComponentProps<typeof PublicSpacePage>;

interface PageData {
  loaderData: PageProps['loaderData'];
  head: MetaDescriptor[];
  nonce: string;
}

const Page = createContext<PageData | null>(null);

/** A descriptor as a tag: the kinds the public pages' meta functions return. */
function MetaTag({ descriptor }: { descriptor: MetaDescriptor }) {
  if ('title' in descriptor) return <title>{String(descriptor.title)}</title>;
  if ('tagName' in descriptor) {
    const { tagName: _, ...attributes } = descriptor;
    return <link {...attributes} />;
  }
  return <meta {...(descriptor as Record<string, string>)} />;
}

/** A renderer of the page at `origin`/`slug`, as a visitor without cookies is answered it. */
export async function baselineRenderer(origin: string, slug: string, assets: BuildAssets) {
  const url = `${origin}/${slug}`;
  const root = await rootData(new Request(url));
  const links = siteLinks(assets.stylesheet);
  const location = { pathname: `/${slug}` };
  const params = { slug };

  function Document() {
    const page = useContext(Page);
    if (!page) return null;
    return (
      <SiteDocument
        lang={root.lang}
        env={root.env}
        nonce={page.nonce}
        head={
          <>
            {page.head.map((descriptor, i) => (
              <MetaTag key={i} descriptor={descriptor} />
            ))}
            {links.map((link, i) => (
              <link key={i} nonce={page.nonce} {...link} />
            ))}
          </>
        }
        scripts={<IslandsScripts env={root.env} src={assets.islandsScript} />}
      >
        <PublicSpacePage
          loaderData={page.loaderData}
          actionData={undefined}
          params={params}
          matches={matches as unknown as PageProps['matches']}
        />
      </SiteDocument>
    );
  }

  const router = createMemoryRouter(
    [{ id: 'root', path: '/', children: [{ path: ':slug', Component: Document }] }],
    { initialEntries: [location.pathname], hydrationData: { loaderData: { root } } },
  );
  const matches = [{ id: 'root', params, pathname: '/', data: root, loaderData: root, handle: {} }];

  return async (nonce: string): Promise<string> => {
    const request = new Request(url);
    const answer = plainAnswer(await loader({ request, params, context: {} } as never));
    if (!answer) throw new Error(`${url}: the route's loader did not answer a page`);
    const loaderData = answer.data as PageProps['loaderData'];
    const head = meta({ data: loaderData, matches, location, params } as never) ?? [];
    const html = renderToString(
      <NonceContext value={nonce}>
        <PhraseBreaks value={phrasesOf}>
          <Page.Provider value={{ loaderData, head, nonce }}>
            <RouterProvider router={router} />
          </Page.Provider>
        </PhraseBreaks>
      </NonceContext>,
    );
    return `<!DOCTYPE html>${html}`;
  };
}
