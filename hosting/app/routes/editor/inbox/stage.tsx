// The stream view's stage (decision 069): one message at a time in large type on a 16:9 stage,
// behind a curtain. A step to the next message shows only that one is waiting — its kind and
// place, never its words or name — until the streamer reveals it (Space or Enter), so nothing
// reaches a live stream before the streamer has read it. The messages come from the server's
// stage list (listStage), which never holds a held message, one of a blocked sender or one that
// matches the NG words; the queue prepared before going live, or the inbox. Everything works from
// the keyboard, with a visible focus and the shortcuts listed under the stage.
import {
  formatDate,
  type InboxMessage,
  listStage,
  markReadAloud,
  type StageSource,
} from '@spaces/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { useLang, useT } from '../../../i18n/use-t';
import { load } from '../../../lib/call';
import { callSignedIn, signedInFunctions } from '../../../lib/callables';
import { codePointLength, stageTypeSize } from '../../../lib/messages/text';

type Look = 'light' | 'dark';

const CONTROL =
  'rounded px-3 py-2 text-neutral-200 hover:bg-neutral-800 hover:text-white focus-visible:ring-2 focus-visible:ring-primary-400 focus-visible:outline-none disabled:opacity-40';

/** Enough for a long stream (the inbox pages by 30); beyond it the steps stop at the last loaded. */
const MAX_PAGES = 20;

export interface StageProps {
  slug: string;
  spaceId: string;
  source: StageSource;
  /** The inbox's messages of this kind (the inbox source). */
  kind?: InboxMessage['kind'] | undefined;
  /** The message the streamer opened from the inbox: it starts revealed. */
  startId?: string | undefined;
}

/** The stage's messages, loaded a page at a time as the steps reach the end. */
function useStageList({ spaceId, source, kind, startId }: StageProps) {
  const [list, setList] = useState<InboxMessage[] | undefined>(undefined);
  /** Where the walk starts: the opened message's place, or -1 when the stage may not show it. */
  const [start, setStart] = useState(0);
  const cursor = useRef<string | undefined>(undefined);
  const pages = useRef(0);
  const more = useCallback(
    async (known: InboxMessage[]): Promise<InboxMessage[]> => {
      const page = await load(await signedInFunctions(), listStage, {
        spaceId,
        source,
        ...(kind && { kind }),
        ...(cursor.current && { cursor: cursor.current }),
      });
      pages.current += 1;
      cursor.current = page.next;
      return [...known, ...page.messages];
    },
    [spaceId, source, kind],
  );
  const canLoadMore = () =>
    source === 'inbox' && cursor.current !== undefined && pages.current < MAX_PAGES;
  useEffect(() => {
    let live = true;
    void (async () => {
      let loaded = await more([]);
      while (
        startId !== undefined &&
        !loaded.some((m) => m.messageId === startId) &&
        cursor.current !== undefined &&
        pages.current < MAX_PAGES
      )
        loaded = await more(loaded);
      if (!live) return;
      setStart(startId === undefined ? 0 : loaded.findIndex((m) => m.messageId === startId));
      setList(loaded);
    })();
    return () => {
      live = false;
    };
  }, [more, startId]);
  return { list, setList, start, more, canLoadMore };
}

export function Stage(props: StageProps) {
  const stageList = useStageList(props);
  // The walk starts once its list is there: at the opened message, shown, or behind the curtain.
  return (
    <StageView
      key={stageList.list === undefined ? 'loading' : 'loaded'}
      {...props}
      {...stageList}
    />
  );
}

function StageView({
  slug,
  source,
  startId,
  list,
  setList,
  start,
  more,
  canLoadMore,
}: StageProps & ReturnType<typeof useStageList>) {
  const t = useT('inbox');
  const a = useT('answers');
  const lang = useLang();
  const [index, setIndex] = useState(Math.max(start, 0));
  // The opened message is not one the stage may show (held, blocked, an NG word): nothing of it.
  const [missing, setMissing] = useState(list !== undefined && start < 0);
  const [revealed, setRevealed] = useState(startId !== undefined && start >= 0);
  const [look, setLook] = useState<Look>('light');
  const [showAnswer, setShowAnswer] = useState(false);
  const stage = useRef<HTMLElement>(null);

  const current = missing ? undefined : list?.[index];

  async function step(by: 1 | -1) {
    if (!list) return;
    if (missing) {
      // From a message not for the stage, forward is the first that is, behind the curtain.
      if (by === 1 && list.length > 0) {
        setMissing(false);
        setIndex(0);
      }
      return;
    }
    let known = list;
    if (by === 1 && index >= known.length - 1 && canLoadMore()) {
      known = await more(known);
      setList(known);
    }
    const to = index + by;
    if (to < 0 || to >= known.length) return;
    setIndex(to);
    setShowAnswer(false);
    // A step forward lowers the curtain; a step back returns to what was already seen.
    setRevealed(by === -1);
    stage.current?.focus();
  }

  function reveal() {
    if (current) setRevealed(true);
  }

  async function toggleReadAloud() {
    if (!current || !revealed) return;
    const answer = await callSignedIn(markReadAloud, {
      slug,
      messageId: current.messageId,
      readAloud: current.readAloudAt === undefined,
    });
    setList((known) =>
      known?.map((m) => {
        if (m.messageId !== current.messageId) return m;
        const { readAloudAt: _previous, ...rest } = m;
        return answer.readAloudAt === undefined
          ? rest
          : { ...rest, readAloudAt: answer.readAloudAt };
      }),
    );
  }

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const onControl =
        event.target instanceof HTMLElement && event.target.closest('button, a, input, textarea');
      const key = event.key;
      if ((key === ' ' || key === 'Enter') && !onControl) {
        event.preventDefault();
        reveal();
      } else if (key === 'ArrowRight' || key === 'n') void step(1);
      else if (key === 'ArrowLeft' || key === 'p') void step(-1);
      else if (key === 'r') void toggleReadAloud();
      else if (key === 'a' && revealed && current?.answer) setShowAnswer((shown) => !shown);
      else if (key === 'd') setLook((was) => (was === 'light' ? 'dark' : 'light'));
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const shortcuts: [string, string][] = [
    ['Space / Enter', t('stageKeyReveal')],
    ['→ / N', t('stageKeyNext')],
    ['← / P', t('stageKeyPrevious')],
    ['R', t('stageKeyReadAloud')],
    ['A', t('stageKeyAnswer')],
    ['D', t('stageKeyLook')],
  ];
  const onStage = revealed && current !== undefined;
  const size = onStage ? stageTypeSize(codePointLength(current.body)) : 4;
  const date = onStage && formatDate(lang, current.createdAt, 'date');
  const kindLabel =
    current?.kind === 'fanMessage' ? t('stageKindFanMessage') : t('stageKindLetter');
  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-neutral-950 p-2 sm:p-4">
      <article
        ref={stage}
        tabIndex={-1}
        aria-label={t('readAloudTitle')}
        data-testid="read-aloud-stage"
        data-curtain={onStage ? 'open' : 'closed'}
        className={cn(
          'relative aspect-video w-full max-w-[calc((100vh-9rem)*16/9)] overflow-hidden rounded-lg shadow-2xl [container-type:inline-size] focus-visible:outline-4 focus-visible:outline-primary-400',
          look === 'light' ? 'bg-[#fffdf7] text-neutral-900' : 'bg-neutral-900 text-neutral-50',
        )}
      >
        {onStage ? (
          <div className="flex size-full flex-col px-[6cqw] py-[5cqw]">
            {/* A long letter scrolls: focusable, so the keyboard can scroll it too. */}
            <div
              role="region"
              aria-label={kindLabel}
              tabIndex={0}
              className="min-h-0 flex-1 overflow-y-auto focus-visible:outline-2 focus-visible:outline-primary-400"
            >
              <p
                className="leading-[1.7] break-words whitespace-pre-line"
                style={{ fontSize: `${size}cqw` }}
                data-testid="read-aloud-body"
              >
                {current.body}
              </p>
              {showAnswer && current.answer && (
                <p
                  className={cn(
                    'mt-[3cqw] border-l-[0.6cqw] pl-[2cqw] leading-[1.7] break-words whitespace-pre-line',
                    look === 'light' ? 'border-neutral-300' : 'border-neutral-600',
                  )}
                  style={{ fontSize: `${Math.max(size * 0.8, 2)}cqw` }}
                  data-testid="read-aloud-answer"
                >
                  {current.answer.text}
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
              {current.name ? t('readAloudFrom', { name: current.name }) : t('anonymous')} · {date}
            </p>
          </div>
        ) : (
          // The curtain: what is waiting, never what it says or who wrote it.
          <div
            className="flex size-full flex-col items-center justify-center gap-[2cqw] text-center"
            data-testid="read-aloud-curtain"
          >
            <p style={{ fontSize: '3.5cqw' }} className="font-bold">
              {list === undefined
                ? t('stageLoading')
                : missing
                  ? t('stageNotShown')
                  : current
                    ? t('stageWaiting', { kind: kindLabel })
                    : source === 'queue'
                      ? t('stageQueueEmpty')
                      : t('stageEmpty')}
            </p>
            {current && (
              <p style={{ fontSize: '2cqw' }} className="opacity-70">
                {t('stageRevealHint')}
              </p>
            )}
          </div>
        )}
        {list && current && !missing && (
          <p
            className="absolute top-[1.5cqw] right-[2cqw] opacity-60"
            style={{ fontSize: '1.6cqw' }}
            data-testid="read-aloud-position"
          >
            {index + 1} / {list.length}
            {canLoadMore() ? '+' : ''}
          </p>
        )}
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
          disabled={!current || index === 0}
          onClick={() => void step(-1)}
          aria-keyshortcuts="ArrowLeft P"
          data-testid="read-aloud-previous"
        >
          ← {a('previous')}
        </button>
        <button
          type="button"
          className={CONTROL}
          disabled={!current || onStage}
          onClick={reveal}
          aria-keyshortcuts="Space Enter"
          data-testid="read-aloud-reveal"
        >
          {t('stageReveal')}
        </button>
        <button
          type="button"
          className={CONTROL}
          disabled={!list || (!missing && index >= list.length - 1 && !canLoadMore())}
          onClick={() => void step(1)}
          aria-keyshortcuts="ArrowRight N"
          data-testid="read-aloud-next"
        >
          {a('next')} →
        </button>
        <button
          type="button"
          className={CONTROL}
          disabled={!onStage}
          onClick={() => void toggleReadAloud()}
          aria-pressed={current?.readAloudAt !== undefined}
          aria-keyshortcuts="R"
          data-testid="read-aloud-mark"
        >
          {current?.readAloudAt === undefined ? a('markReadAloud') : `✓ ${a('readAloudDone')}`}
        </button>
        {onStage && current.answer && (
          <button
            type="button"
            className={CONTROL}
            aria-pressed={showAnswer}
            aria-keyshortcuts="A"
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
          aria-keyshortcuts="D"
        >
          {look === 'light' ? t('lookDark') : t('lookLight')}
        </button>
      </nav>
      <section aria-labelledby="stage-keys" className="mt-2 text-xs text-neutral-300">
        <h2 id="stage-keys" className="sr-only">
          {t('stageKeys')}
        </h2>
        <dl className="flex flex-wrap justify-center gap-x-4 gap-y-1" data-testid="stage-keys">
          {shortcuts.map(([keys, what]) => (
            <div key={keys} className="flex gap-1.5">
              <dt>
                <kbd className="rounded bg-neutral-800 px-1.5 py-0.5 font-mono">{keys}</kbd>
              </dt>
              <dd>{what}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
