// The baseline of scripts/bench/ssr.ts: the public page component (SpacePageView) rendered with
// react-dom/server's renderToString inside a minimal html shell, without React Router's request
// handling (no route matching, loaders, meta, links, scripts or serialised loader data).
// ssr-server.ts serves it (ssr.ts bundles both with esbuild: the components are TSX).
//
// The components read the page language and the public environment through useRouteLoaderData
// and render Links and a Form, which need a data router's context: one memory router, created
// once, holds the root's data (as the root loader would return it) and the /:slug route, whose
// component takes each request's space and time from a React context.
import type { PublicSpace } from '@spaces/contracts';
import { createContext, createElement, useContext } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { PublicEnv } from '../../hosting/app/lib/public-env';
import { SpacePageView } from '../../hosting/app/routes/space/page/space-page-view';

interface PageData {
  space: PublicSpace;
  now: number;
}

const Page = createContext<PageData | null>(null);

function SpaceRoute() {
  const page = useContext(Page);
  return page && createElement(SpacePageView, { space: page.space, now: page.now });
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A renderer for `slug`'s page with the root's data fixed (language, environment, signed out). */
export function baselineRenderer(slug: string, root: { lang: 'ja' | 'en'; env: PublicEnv }) {
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', children: [{ path: ':slug', Component: SpaceRoute }] }],
    {
      initialEntries: [`/${slug}`],
      hydrationData: { loaderData: { root: { ...root, signedIn: false } } },
    },
  );
  return (page: PageData): string => {
    const body = renderToString(
      createElement(Page.Provider, { value: page }, createElement(RouterProvider, { router })),
    );
    return (
      `<!DOCTYPE html><html lang="${root.lang}"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>${escapeHtml(page.space.top.displayName)} | Spaces</title></head>` +
      `<body class="font-sans">${body}</body></html>`
    );
  };
}
