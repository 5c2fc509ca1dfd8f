// Visitors' pages without React Router's request handler (decision 035). A visitor's page is an
// islands page (decision 031): never hydrated, no loader data in the page, nothing to stream. For
// such a page the framework's handler spent more CPU than the render itself (matching the URL
// three times, the data strategy, the turbo-stream of loader data the page never sends), on the
// page a viral link sends every visitor to.
//
// This is a second way in, not a second renderer: the URL is matched against the same route table,
// the same loaders run, the routes' own `headers` are asked, and the page is rendered by the
// app's entry (ServerRouter, the root Layout, <Meta>, <Links>) from the context React Router
// would have built. Anything but a plain answer from every loader (a redirect, a 404, a 503 from
// a slow database) goes to React Router's handler, which then reuses those loaders' outcomes
// instead of running them again: a missing space is still read once. scripts/bench/ssr-paths.test.ts
// holds both ways to the same bytes and headers, and the matching to React Router's.
import {
  matchRoutes,
  type AppLoadContext,
  type EntryContext,
  type LoaderFunctionArgs,
  type RouteObject,
  type ServerBuild,
} from 'react-router';
import type { renderIslandsPage, RenderedPage } from '../app/entry.server';
import { isIslandsHandle } from '../app/lib/page-handle';

type Outcome = { value: unknown } | { error: unknown };

declare module 'react-router' {
  interface AppLoadContext {
    /** What the direct path's loaders answered, by route id, for the handler that takes over. */
    loaderOutcomes?: Map<string, Outcome>;
  }
}

type ServerRoute = NonNullable<ServerBuild['routes'][string]>;
type RouteModule = ServerRoute['module'];
type RouteMatch = NonNullable<ReturnType<typeof matchRoutes>>[number];

export interface IslandsPages {
  /** The server build for React Router's handler: loaders that reuse the direct path's outcomes. */
  build: ServerBuild;
  /** A visitor's page, or undefined when the request is not one the direct path answers. */
  respond(request: Request, context: AppLoadContext): Promise<RenderedPage | undefined>;
}

export function islandsPages(build: ServerBuild): IslandsPages {
  const entry = build.entry.module as unknown as { renderIslandsPage: typeof renderIslandsPage };
  const serverRoutes = Object.values(build.routes).filter((route) => route !== undefined);
  const routeModules: Record<string, RouteModule> = {};
  for (const route of serverRoutes) routeModules[route.id] = route.module;
  const matchPage = pageMatcher(routeTree(serverRoutes), build.basename);
  // Per page route, the asset manifest of its matches only: ServerRouter derives its routes from
  // the manifest on every render, and a visitor's page needs two of them, not the whole app.
  const manifests = new Map<string, EntryContext['manifest']>();
  const manifestFor = (matches: RouteMatch[]) => {
    const leaf = matches.at(-1)!.route.id!;
    let manifest = manifests.get(leaf);
    if (!manifest) {
      const ids = new Set(matches.map((match) => match.route.id!));
      manifest = {
        ...build.assets,
        routes: Object.fromEntries(
          Object.entries(build.assets.routes).filter(([id]) => ids.has(id)),
        ),
      };
      manifests.set(leaf, manifest);
    }
    return manifest;
  };

  async function respond(request: Request, context: AppLoadContext) {
    // Route middleware would run in React Router's handler only: with it on, every page goes there.
    if (build.future.v8_middleware) return undefined;
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    const url = new URL(request.url);
    // React Router's own requests (single-fetch data, route discovery) stay with React Router.
    if (url.pathname.endsWith('.data') || url.pathname.startsWith('/__')) return undefined;
    const matches = matchPage(url.pathname);
    if (!matches) return undefined;

    const outcomes = new Map<string, Outcome>();
    await Promise.all(
      matches.map(async ({ route, params }) => {
        const loader = routeModules[route.id!]?.loader;
        if (!loader) return;
        try {
          const args = { request, params, context } as LoaderFunctionArgs;
          outcomes.set(route.id!, { value: await loader(args) });
        } catch (error) {
          outcomes.set(route.id!, { error });
        }
      }),
    );
    const loaderData: Record<string, unknown> = {};
    const loaderHeaders = new Map<string, Headers>();
    for (const [id, outcome] of outcomes) {
      const plain = 'value' in outcome ? plainAnswer(outcome.value) : undefined;
      if (!plain) {
        context.loaderOutcomes = outcomes;
        return undefined;
      }
      loaderData[id] = plain.data;
      if (plain.headers) loaderHeaders.set(id, plain.headers);
    }

    const entryContext: EntryContext = {
      manifest: manifestFor(matches),
      routeModules,
      branches: [],
      staticHandlerContext: {
        basename: build.basename ?? '/',
        location: {
          pathname: url.pathname,
          search: url.search,
          hash: '',
          state: null,
          key: 'default',
        },
        matches: matches as EntryContext['staticHandlerContext']['matches'],
        loaderData,
        actionData: null,
        errors: null,
        statusCode: 200,
        loaderHeaders: {},
        actionHeaders: {},
      },
      criticalCss: undefined,
      serverHandoffString: undefined,
      renderMeta: {},
      future: build.future,
      ssr: build.ssr,
      isSpaMode: false,
      routeDiscovery: build.routeDiscovery,
      serializeError: (error) => ({ message: error.message }),
    };
    try {
      return entry.renderIslandsPage(
        request,
        200,
        documentHeaders(matches, loaderHeaders),
        entryContext,
        context,
      );
    } catch {
      // Logged by the entry; React Router's handler renders the error page from the same data.
      context.loaderOutcomes = outcomes;
      return undefined;
    }
  }

  /** The routes' `headers`, parent to leaf, as React Router folds them for a page without errors. */
  function documentHeaders(matches: RouteMatch[], loaderHeaders: Map<string, Headers>): Headers {
    let headers = new Headers();
    for (const { route } of matches) {
      const own = routeModules[route.id!]?.headers;
      if (!own) continue;
      headers = new Headers(
        typeof own === 'function'
          ? own({
              loaderHeaders: loaderHeaders.get(route.id!) ?? new Headers(),
              parentHeaders: headers,
              actionHeaders: new Headers(),
              errorHeaders: undefined,
            })
          : own,
      );
    }
    return headers;
  }

  return { build: rememberingBuild(build, serverRoutes), respond };
}

/** The route table as React Router matches it, built once from the server build. */
export function routeTree(serverRoutes: ServerRoute[], parentId?: string): RouteObject[] {
  return serverRoutes
    .filter((route) => route.parentId === parentId)
    .map((route): RouteObject => {
      const handle = route.module.handle;
      if (route.index) return { id: route.id, index: true, handle };
      const children = routeTree(serverRoutes, route.id);
      return {
        id: route.id,
        path: route.path,
        caseSensitive: route.caseSensitive,
        handle,
        ...(children.length > 0 && { children }),
      };
    });
}

/**
 * The matches of a visitor's page at `pathname`, or null when React Router would render another
 * route there. matchRoutes flattens and ranks the whole route table on every call (more CPU than
 * the rest of the request), so the winner is asked once per *shape* of path and remembered: a
 * segment that is no route's static segment can only be matched by a dynamic one, so which route
 * wins depends only on which segments are static names. Only paths no deeper than a visitor's
 * page are considered, which bounds what is remembered. The matches are then the winning
 * branch's, with the path's own segments as its params, as React Router would give them.
 */
export function pageMatcher(routes: RouteObject[], basename = '/') {
  const statics = new Set<string>();
  let depth = 0;
  const visit = (list: RouteObject[], parentPath: string) => {
    for (const route of list) {
      const path = [parentPath, route.path ?? ''].filter(Boolean).join('/');
      for (const segment of (route.path ?? '').split('/'))
        if (segment && !segment.startsWith(':') && segment !== '*')
          statics.add(segment.toLowerCase());
      if (isIslandsHandle(route.handle)) depth = Math.max(depth, path.split('/').length);
      if (route.children) visit(route.children, path);
    }
  };
  visit(routes, '');
  const OTHER = '-';
  if (statics.has(OTHER)) throw new Error(`a route has the segment "${OTHER}"`);
  const winners = new Map<string, Branch | null>();

  return (pathname: string): RouteMatch[] | null => {
    const trailingSlash = pathname.length > 1 && pathname.endsWith('/');
    const raw = pathname.slice(1, trailingSlash ? -1 : undefined).split('/');
    if (raw.length > depth || raw.some((segment) => !segment)) return null;
    let values: string[];
    try {
      values = raw.map((segment) => decodeURIComponent(segment));
    } catch {
      return null; // React Router answers a malformed path
    }
    const shape = values
      .map((value) => value.toLowerCase())
      .map((value) => (statics.has(value) ? value : OTHER))
      .join('/');
    let branch = winners.get(shape);
    if (branch === undefined) {
      const matches = matchRoutes(routes, `/${shape}`, basename);
      const leaf = matches?.at(-1)?.route;
      branch = matches && isIslandsHandle(leaf?.handle) ? branchOf(matches) : null;
      winners.set(shape, branch);
    }
    if (!branch) return null;
    // The rarer forms are matched by React Router itself, on the one branch.
    if (trailingSlash || basename !== '/') return matchRoutes(branch.tree, pathname, basename);
    const params: Record<string, string> = {};
    for (const [i, name] of branch.params.entries())
      if (name && values[i] !== undefined) params[name] = values[i];
    // React Router matches the decoded path, keeping encoded slashes encoded.
    const decoded = values.map((value) => value.replaceAll('/', '%2F'));
    return branch.matches.map(({ route }, i) => {
      const matched = `/${decoded.slice(0, branch.depths[i]).join('/')}`;
      return { params, pathname: matched, pathnameBase: matched, route };
    });
  };
}

/** A visitor page's branch of the route table, as matched at its shape. */
interface Branch {
  /** The branch alone: root, its one child, and so on to the page's route. */
  tree: RouteObject[];
  matches: RouteMatch[];
  /** How many of the path's segments each match covers. */
  depths: number[];
  /** Each segment's param name, or undefined for a static segment. */
  params: (string | undefined)[];
}

function branchOf(matches: RouteMatch[]): Branch {
  const segments = (path: string) => path.split('/').filter(Boolean);
  const pattern = matches.flatMap(({ route }) => segments(route.path ?? ''));
  return {
    tree: tree(matches),
    matches,
    depths: matches.map((match) => segments(match.pathname).length),
    // An optional segment (`:page?`) is named without its mark, as React Router names it.
    params: pattern.map((segment) =>
      segment.startsWith(':') ? segment.slice(1).replace(/\?$/, '') : undefined,
    ),
  };
}

/** The matched routes as a tree of one branch: root, its one child, and so on to the leaf. */
function tree(matches: RouteMatch[]): RouteObject[] {
  let tree: RouteObject[] = [];
  for (const { route } of matches.toReversed()) {
    const { children: _, ...own } = route;
    tree = [(tree.length > 0 ? { ...own, children: tree } : own) as RouteObject];
  }
  return tree;
}

/**
 * A loader's answer a page renders as is, with the headers it asked for: its value, or data()
 * with headers only (a shorter cache life, say). A Response, or data() with a status, is not.
 */
export function plainAnswer(value: unknown): { data: unknown; headers?: Headers } | undefined {
  if (value instanceof Response) return undefined;
  // data()'s class is exported as a type only; its instances say what they are.
  const wrapped = value as {
    type?: unknown;
    data?: unknown;
    init?: { status?: number; headers?: HeadersInit } | null;
  } | null;
  if (wrapped?.type !== 'DataWithResponseInit') return { data: value };
  const status = wrapped.init?.status;
  if (status !== undefined && status !== 200) return undefined;
  return { data: wrapped.data, headers: new Headers(wrapped.init?.headers) };
}

/** `build` whose loaders answer with the direct path's outcome for the request, when it has one. */
function rememberingBuild(build: ServerBuild, serverRoutes: ServerRoute[]): ServerBuild {
  const routes: ServerBuild['routes'] = {};
  for (const route of serverRoutes) {
    const { id, module } = route;
    const loader = module.loader;
    if (!loader) {
      routes[id] = route;
      continue;
    }
    const remembered = (args: LoaderFunctionArgs) => {
      const outcome = (args.context as AppLoadContext | undefined)?.loaderOutcomes?.get(id);
      if (!outcome) return loader(args);
      if ('error' in outcome) throw outcome.error;
      return outcome.value;
    };
    routes[id] = { ...route, module: { ...module, loader: remembered } };
  }
  return { ...build, routes };
}
