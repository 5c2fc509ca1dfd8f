// /s/{slug}/messages/{messageId}/read: one letter on a 16:9 stage in large type, without the
// editor's chrome, to read aloud on stream (as a streaming tool's browser source) or to capture.
// The type size follows the letter's length so that most letters fit the stage.
import { getMessage } from '@spaces/contracts';
import { data, Link } from 'react-router';
import { useState } from 'react';
import { useLang, useT } from '../../../i18n/use-t';
import { load } from '../../../lib/call';
import { toCallError } from '../../../lib/call-error';
import { signedInFunctions } from '../../../lib/callables';
import { codePointLength, stageTypeSize } from '../../../lib/messages/text';
import { titleMeta } from '../../../lib/page-title';
import { requireOwnMessage } from '../../../lib/own-space.server';
import { cn } from '../../../components/ui/cn';
import type { Route } from './+types/read-aloud';
import { loadSpaceForEdit } from '../shell/load-space';

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
    const { message } = await load(await signedInFunctions(), getMessage, {
      spaceId: space.spaceId,
      messageId: params.messageId,
    });
    return { slug: space.slug, message };
  } catch (error) {
    if (NOT_FOUND_CODES.has(toCallError(error).code)) throw data(null, { status: 404 });
    throw error;
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <div className="min-h-screen bg-neutral-950" />;
}

type Look = 'light' | 'dark';

export default function ReadAloud({ loaderData }: Route.ComponentProps) {
  const t = useT('inbox');
  const lang = useLang();
  const { slug, message } = loaderData;
  const [look, setLook] = useState<Look>('light');
  const size = stageTypeSize(codePointLength(message.body));
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(
    new Date(message.createdAt),
  );
  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-neutral-950 p-2 sm:p-4">
      {/* The stage: 16:9, as large as the window allows. */}
      <article
        data-testid="read-aloud-stage"
        className={cn(
          'relative aspect-video w-full max-w-[calc((100vh-5rem)*16/9)] overflow-hidden rounded-lg shadow-2xl [container-type:inline-size]',
          look === 'light' ? 'bg-[#fffdf7] text-neutral-900' : 'bg-neutral-900 text-neutral-50',
        )}
      >
        <div className="flex size-full flex-col px-[6cqw] py-[5cqw]">
          {/* A long letter scrolls: focusable, so the keyboard can scroll it too. */}
          <div
            role="region"
            aria-label={t('readAloudTitle')}
            tabIndex={0}
            className="min-h-0 flex-1 overflow-y-auto focus-visible:outline-2 focus-visible:outline-primary-400"
          >
            <p
              className="leading-[1.7] break-words whitespace-pre-line"
              style={{ fontSize: `${size}cqw` }}
            >
              {message.body}
            </p>
          </div>
          <p
            className={cn(
              'mt-[2cqw] text-right',
              look === 'light' ? 'text-neutral-600' : 'text-neutral-300',
            )}
            style={{ fontSize: '2cqw' }}
          >
            {message.name ? t('readAloudFrom', { name: message.name }) : t('anonymous')} · {date}
          </p>
        </div>
      </article>
      <nav className="mt-3 flex gap-3 text-sm" aria-label={t('readAloudControls')}>
        <Link
          to={`/s/${slug}/messages`}
          className="rounded px-3 py-2 text-neutral-300 hover:bg-neutral-800 hover:text-white focus-visible:ring-2 focus-visible:ring-primary-400 focus-visible:outline-none"
        >
          {t('backToInbox')}
        </Link>
        <button
          type="button"
          onClick={() => setLook(look === 'light' ? 'dark' : 'light')}
          className="rounded px-3 py-2 text-neutral-300 hover:bg-neutral-800 hover:text-white focus-visible:ring-2 focus-visible:ring-primary-400 focus-visible:outline-none"
        >
          {look === 'light' ? t('lookDark') : t('lookLight')}
        </button>
      </nav>
    </div>
  );
}
