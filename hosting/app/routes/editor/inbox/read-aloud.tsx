// /s/{slug}/messages/{messageId}/read: the stream view's stage (stage.tsx, decision 069) opened on
// one message from the inbox, without the editor's chrome, to read aloud on stream (as a streaming
// tool's browser source) or to capture. The opened message shows; each step to the next lowers
// the curtain until the streamer reveals it. The walk is the inbox's messages of the same kind
// that may go on stage.
import { getMessage } from '@spaces/contracts';
import { data } from 'react-router';
import { load } from '../../../lib/call';
import { toCallError } from '../../../lib/call-error';
import { signedInFunctions } from '../../../lib/callables';
import { titleMeta } from '../../../lib/page-title';
import { requireOwnMessage } from '../../../lib/own-space.server';
import type { Route } from './+types/read-aloud';
import { loadSpaceForEdit } from '../shell/load-space';
import { Stage } from './stage';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(matches, 'inbox', 'readAloudTitle'),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireOwnMessage(request, params.slug, params.messageId);
  return null;
}

const NOT_FOUND_CODES = new Set(['not-found', 'invalid-argument']);

export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  await serverLoader();
  const space = await loadSpaceForEdit(params.slug);
  try {
    // Only the kind: the stage takes the message itself from the stage list, which leaves out
    // what may not go on stage.
    const { message } = await load(await signedInFunctions(), getMessage, {
      spaceId: space.spaceId,
      messageId: params.messageId,
    });
    return {
      slug: space.slug,
      spaceId: space.spaceId,
      kind: message.kind,
      startId: params.messageId,
    };
  } catch (error) {
    if (NOT_FOUND_CODES.has(toCallError(error).code)) throw data(null, { status: 404 });
    throw error;
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <div className="min-h-screen bg-neutral-950" />;
}

export default function ReadAloud({ loaderData }: Route.ComponentProps) {
  const { slug, spaceId, kind, startId } = loaderData;
  // A new message opened from the inbox starts a new walk.
  return (
    <Stage
      key={startId}
      slug={slug}
      spaceId={spaceId}
      source="inbox"
      kind={kind}
      startId={startId}
    />
  );
}
