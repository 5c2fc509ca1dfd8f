// /s/{slug}/…: the editor of one space. The space is loaded here once — the server checks the
// session, the browser loads the space through getSpaceForEdit — and handed to the section routes
// (overview, top, sns, button…) through the outlet context (useEditorSpace), with the live
// preview of the public page beside them (preview-draft.tsx).
import type { SpaceForEdit } from '@spaces/contracts';
import { useState } from 'react';
import { Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import { requireOwnSpace } from '../../../lib/own-space.server';
import type { ShellHandle } from '../../../components/site/app-shell';
import type { Route } from './+types/space-layout';
import type { EditorSpace } from './editor-space';
import { loadSpaceForEdit } from './load-space';
import { PreviewLayout } from './preview-draft';
import { SpaceNav } from './space-nav';

// The signed-in column widens for the editor, so the preview sits beside the form and the site
// header above keeps the same edges.
export const handle: ShellHandle = { wide: true };

// Someone else's space, or none, is a 404 from the server itself (not a 200 that the browser
// turns into the 404 page after loading).
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireOwnSpace(request, params.slug);
  return null;
}

export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  await serverLoader();
  return { space: await loadSpaceForEdit(params.slug) };
}
clientLoader.hydrate = true as const;

export { RouteFallback as HydrateFallback } from '../../../components/site/route-fallback';

/**
 * Moving between the sections of one space loads nothing: every save answers with the whole
 * space and the sections put it here (setSpace), so this copy is never older than the last save.
 * Another slug is another space; anything else (a submission, the same address again) keeps
 * React Router's default.
 */
export function shouldRevalidate({
  currentParams,
  nextParams,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentParams.slug !== nextParams.slug) return true;
  if (currentUrl.pathname !== nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export default function SpaceLayout({ loaderData }: Route.ComponentProps) {
  // What the last save answered, for as long as no newer load has replaced the loader's copy.
  const [saved, setSaved] = useState<{ from: SpaceForEdit; space: SpaceForEdit } | null>(null);
  const space = saved?.from === loaderData.space ? saved.space : loaderData.space;
  const context: EditorSpace = {
    space,
    setSpace: (next) =>
      setSaved((current) => {
        const latest = current?.from === loaderData.space ? current.space : loaderData.space;
        return {
          from: loaderData.space,
          space: typeof next === 'function' ? next(latest) : next,
        };
      }),
  };
  return (
    <PreviewLayout
      space={space}
      header={(previewButton) => (
        <SpaceNav
          slug={space.slug}
          displayName={space.top.displayName}
          spaceId={space.spaceId}
          boards={space.boards}
          action={previewButton}
        />
      )}
    >
      {/* Another space is a fresh form: nothing typed for one may show up in the other. */}
      <Outlet key={space.spaceId} context={context} />
    </PreviewLayout>
  );
}
