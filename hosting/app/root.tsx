import type { ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Route } from './+types/root';
import { BuildUpdates } from './components/site/build-updates';
import { ErrorView } from './components/site/error-view';
import { IslandsScripts, SiteDocument, siteLinks } from './components/site/site-document';
import { SiteShell } from './components/site/site-shell';
import { DEFAULT_LANG } from './i18n/lang';
import { chooseErrorPage } from './lib/error-page';
import { useNonce } from './lib/nonce';
import { carriesCapability, isIslandsPage } from './lib/page-handle';
import { envScript } from './lib/public-env';
import { rootData } from './lib/root-data.server';
import stylesheet from './styles/app.css?url';

export const links: Route.LinksFunction = () => siteLinks(stylesheet);

export function loader({ request }: Route.LoaderArgs) {
  return rootData(request);
}

/**
 * A page whose loader throws an answer with headers of its own (a 429's Retry-After, a 503's, a
 * receipt's 404 that no cache may keep) renders the error page here, at the root's boundary, and
 * keeps them; pages without errors set their own.
 */
export const headers: Route.HeadersFunction = ({ errorHeaders }) => errorHeaders ?? {};

/**
 * Signing in happens outside React Router's actions (the web SDK, then a fetch to /a/session):
 * leaving an /a/ page asks the root again, so the header follows the new session.
 */
export function shouldRevalidate({
  currentUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate || currentUrl.pathname.startsWith('/a/');
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const nonce = useNonce();
  const matches = useMatches();
  return (
    <SiteDocument
      lang={data?.lang ?? DEFAULT_LANG}
      env={data?.env}
      nonce={nonce}
      // A page that carries a receipt's token loads no third-party script (decision 068).
      thirdPartyScripts={!carriesCapability(matches)}
      head={
        <>
          <Meta />
          <Links />
        </>
      }
      scripts={
        isIslandsPage(matches) ? (
          <IslandsScripts env={data?.env} src={__ISLANDS_SCRIPT__} />
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            {data && (
              <script nonce={nonce} dangerouslySetInnerHTML={{ __html: envScript(data.env) }} />
            )}
            <Scripts nonce={nonce} />
          </>
        )
      }
    >
      {children}
    </SiteDocument>
  );
}

export default function App() {
  return (
    <>
      <Outlet />
      <BuildUpdates />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  return (
    <SiteShell>
      <ErrorView page={chooseErrorPage(error)} pathname={pathname} />
    </SiteShell>
  );
}
