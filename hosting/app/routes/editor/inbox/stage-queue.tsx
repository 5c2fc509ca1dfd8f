// /s/{slug}/stage: the stream view's stage stepping through the queue the owner prepared in the
// inbox before going live (decision 069), the first message behind the curtain.
import { titleMeta } from '../../../lib/page-title';
import { signedInLoader } from '../../../lib/session.server';
import { loadSpaceForEdit } from '../shell/load-space';
import type { Route } from './+types/stage-queue';
import { Stage } from './stage';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(matches, 'inbox', 'readAloudTitle'),
  { name: 'robots', content: 'noindex' },
];

export const loader = signedInLoader;

export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  await serverLoader();
  const space = await loadSpaceForEdit(params.slug);
  return { slug: space.slug, spaceId: space.spaceId };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <div className="min-h-screen bg-neutral-950" />;
}

export default function StageQueue({ loaderData }: Route.ComponentProps) {
  return <Stage slug={loaderData.slug} spaceId={loaderData.spaceId} source="queue" />;
}
