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
import { Analytics } from './components/site/analytics';
import { BuildUpdates } from './components/site/build-updates';
import { ErrorView } from './components/site/error-view';
import { SiteShell } from './components/site/site-shell';
import { publicEnv } from './env.server';
import { DEFAULT_LANG } from './i18n/lang';
import { requestLanguage } from './i18n/language.server';
import { chooseErrorPage } from './lib/error-page';
import { useNonce } from './lib/nonce';
import { isIslandsPage } from './lib/page-handle';
import { envJson, envScript, PUBLIC_ENV_ID, type PublicEnv } from './lib/public-env';
import { hasSession } from './lib/session.server';
import stylesheet from './styles/app.css?url';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'stylesheet', href: stylesheet },
];

export async function loader({ request }: Route.LoaderArgs) {
  // `signedIn` chooses the header's links on the server, so a signed-in person never sees
  // "sign in" flash before the page hydrates.
  return { lang: requestLanguage(request), env: publicEnv, signedIn: await hasSession(request) };
}

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
    <html lang={data?.lang ?? DEFAULT_LANG}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="font-sans">
        {children}
        {isIslandsPage(matches) ? (
          <IslandsScripts env={data?.env} />
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            {data && (
              <script nonce={nonce} dangerouslySetInnerHTML={{ __html: envScript(data.env) }} />
            )}
            <Scripts nonce={nonce} />
          </>
        )}
        <Analytics measurementId={data?.env.measurementId ?? null} nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * A visitor's page does not hydrate (decision 031): the configuration as data, not a script, and
 * the islands entry, a same-origin file. A cached page then holds no inline script at all.
 */
function IslandsScripts({ env }: { env: PublicEnv | undefined }) {
  return (
    <>
      {env && (
        <script
          type="application/json"
          id={PUBLIC_ENV_ID}
          dangerouslySetInnerHTML={{ __html: envJson(env) }}
        />
      )}
      <script type="module" src={__ISLANDS_SCRIPT__} />
    </>
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
