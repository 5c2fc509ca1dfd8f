// /s/{slug}/messages/{messageId}/read: one letter on a 16:9 stage in large type, without the
// editor's chrome, to read aloud on stream (as a streaming tool's browser source) or to capture.
// The type size follows the letter's length so that most letters fit the stage. A stream runs from
// here: ←/→ (or the buttons) step through the inbox's messages of the same kind, "next not read
// aloud" marks this one read aloud and moves on, and a published answer can be shown under it.
import { getMessage, listMessages, markReadAloud, type InboxMessage } from '@spaces/contracts';
import type { Functions } from 'firebase/functions';
import { data, Link, useNavigate } from 'react-router';
import { useEffect, useState } from 'react';
import { useLang, useT } from '../../../i18n/use-t';
import { call, load } from '../../../lib/call';
import { toCallError } from '../../../lib/call-error';
import { signedInFunctions } from '../../../lib/callables';
import { InboxWalk } from '../../../lib/messages/inbox-walk';
import { neighbours } from '../../../lib/messages/neighbours';
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

/** The walk of one space's messages of one kind, kept while the owner steps through them. */
let walk: { key: string; walk: InboxWalk } | undefined;

function walkOf(spaceId: string, kind: InboxMessage['kind'], functions: Functions): InboxWalk {
  const key = `${spaceId}/${kind}`;
  if (walk?.key !== key) {
    const loadPage = async (cursor?: string) =>
      load(functions, listMessages, { spaceId, filter: 'all', kind, ...(cursor && { cursor }) });
    walk = { key, walk: new InboxWalk(loadPage) };
  }
  return walk.walk;
}

export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  await serverLoader();
  const space = await loadSpaceForEdit(params.slug);
  try {
    const functions = await signedInFunctions();
    const { message } = await load(functions, getMessage, {
      spaceId: space.spaceId,
      messageId: params.messageId,
    });
    // The inbox's messages of the same kind: what ←/→ step through.
    const messages = await walkOf(space.spaceId, message.kind, functions).around(message);
    return { slug: space.slug, message, ...neighbours(messages, message.messageId) };
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

const CONTROL =
  'rounded px-3 py-2 text-neutral-300 hover:bg-neutral-800 hover:text-white focus-visible:ring-2 focus-visible:ring-primary-400 focus-visible:outline-none disabled:opacity-40';

export default function ReadAloud({ loaderData }: Route.ComponentProps) {
  const t = useT('inbox');
  const a = useT('answers');
  const lang = useLang();
  const navigate = useNavigate();
  const { slug, message, previous, next, nextUnread } = loaderData;
  const [look, setLook] = useState<Look>('light');
  const [showAnswer, setShowAnswer] = useState(false);
  // What the last mark answered, for this message (the loader's value until then).
  const [marked, setMarked] = useState({ id: message.messageId, at: message.readAloudAt });
  const readAloudAt = marked.id === message.messageId ? marked.at : message.readAloudAt;
  const go = (id: string | undefined) => {
    if (id !== undefined) void navigate(`/s/${slug}/messages/${id}/read`);
  };

  async function mark(readAloud: boolean) {
    const answer = await call(await signedInFunctions(), markReadAloud, {
      slug,
      messageId: message.messageId,
      readAloud,
    });
    setMarked({ id: message.messageId, at: answer.readAloudAt });
    walk?.walk.readAloud(message.messageId, answer.readAloudAt);
  }

  async function nextNotReadAloud() {
    if (readAloudAt === undefined) await mark(true);
    go(nextUnread);
  }

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.key === 'ArrowLeft') go(previous);
      else if (event.key === 'ArrowRight') go(next);
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
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
            {showAnswer && message.answer && (
              <p
                className={cn(
                  'mt-[3cqw] border-l-[0.6cqw] pl-[2cqw] leading-[1.7] break-words whitespace-pre-line',
                  look === 'light' ? 'border-neutral-300' : 'border-neutral-600',
                )}
                style={{ fontSize: `${Math.max(size * 0.8, 2)}cqw` }}
                data-testid="read-aloud-answer"
              >
                {message.answer.text}
              </p>
            )}
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
      <nav
        className="mt-3 flex flex-wrap justify-center gap-x-3 gap-y-1 text-sm"
        aria-label={t('readAloudControls')}
      >
        <Link to={`/s/${slug}/messages`} className={CONTROL}>
          {t('backToInbox')}
        </Link>
        <button
          type="button"
          className={CONTROL}
          disabled={previous === undefined}
          onClick={() => go(previous)}
          aria-keyshortcuts="ArrowLeft"
          data-testid="read-aloud-previous"
        >
          ← {a('previous')}
        </button>
        <button
          type="button"
          className={CONTROL}
          disabled={next === undefined}
          onClick={() => go(next)}
          aria-keyshortcuts="ArrowRight"
          data-testid="read-aloud-next"
        >
          {a('next')} →
        </button>
        <button
          type="button"
          className={CONTROL}
          onClick={() => void mark(readAloudAt === undefined)}
          aria-pressed={readAloudAt !== undefined}
          data-testid="read-aloud-mark"
        >
          {readAloudAt === undefined ? a('markReadAloud') : `✓ ${a('readAloudDone')}`}
        </button>
        <button
          type="button"
          className={CONTROL}
          disabled={nextUnread === undefined}
          onClick={() => void nextNotReadAloud()}
          data-testid="read-aloud-next-unread"
        >
          {a('nextUnread')}
        </button>
        {message.answer && (
          <button
            type="button"
            className={CONTROL}
            aria-pressed={showAnswer}
            onClick={() => setShowAnswer(!showAnswer)}
            data-testid="read-aloud-toggle-answer"
          >
            {showAnswer ? a('hideAnswer') : a('showAnswer')}
          </button>
        )}
        <button
          type="button"
          onClick={() => setLook(look === 'light' ? 'dark' : 'light')}
          className={CONTROL}
        >
          {look === 'light' ? t('lookDark') : t('lookLight')}
        </button>
      </nav>
      <p className="mt-1 text-xs text-neutral-400">{a('keysHint')}</p>
    </div>
  );
}
