// "Answer publicly" under an open message: write the answer, choose whether a signed message shows
// its sender's name, publish; once published, edit, share or unpublish. Its own state: the inbox
// list keeps the message as loaded, this panel what the last call answered.
import {
  cardPath,
  answerShareText,
  LIMITS,
  publishAnswer,
  unpublishAnswer,
  type InboxMessage,
} from '@spaces/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextArea } from '../../../components/ui/field';
import { useT } from '../../../i18n/use-t';
import { browserEnv } from '../../../lib/public-env';
import { AnswerShare } from '../../../components/share/answer-share';
import { useOwnerCall } from '../../../forms/use-owner-call';
import { useInboxCall } from './use-inbox-call';

type Published = NonNullable<InboxMessage['answer']>;

export function AnswerPanel({ message, slug }: { message: InboxMessage; slug: string }) {
  const t = useT('answers');
  const { run } = useInboxCall();
  const [published, setPublished] = useState<Published | undefined>(message.answer);
  const [text, setText] = useState(message.answer?.text ?? '');
  const [showName, setShowName] = useState(message.answer?.showName ?? false);
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(message.answer !== undefined);
  const signed = message.name.trim() !== '';
  // Code points, as the server counts.
  const length = [...text.trim()].length;
  const max = LIMITS.answerMaxLength;
  const problem = length > max ? t('answerTooLong', { max, over: length - max }) : null;

  /** The inbox's runner, the panel's buttons held while the call is out. */
  async function held<T>(request: () => Promise<T>, done: string): Promise<T | undefined> {
    setBusy(true);
    const result = await run(request, done);
    setBusy(false);
    return result;
  }
  const ownerCall = useOwnerCall(held);

  async function publish() {
    if (length === 0 || problem) return;
    const done = await ownerCall(
      publishAnswer,
      { slug, messageId: message.messageId, answer: text.trim(), showName: signed && showName },
      published ? t('updatedDone') : t('publishedDone'),
    );
    if (done)
      setPublished({
        boardSlug: done.boardSlug,
        postId: done.postId,
        text: text.trim(),
        showName: signed && showName,
        publishedAt: done.publishedAt,
      });
  }

  async function unpublish() {
    const done = await ownerCall(
      unpublishAnswer,
      { slug, messageId: message.messageId },
      t('unpublishedDone'),
      { title: t('unpublish'), description: t('unpublishConfirm'), confirmLabel: t('unpublish') },
    );
    if (done) setPublished(undefined);
  }

  if (!open)
    return (
      <Button size="sm" variant="outline" color="primary" onClick={() => setOpen(true)}>
        {t('panelTitle')}
      </Button>
    );

  const pagePath = published && `/${slug}/${published.boardSlug}/${published.postId}`;
  return (
    <section
      className="w-full space-y-3 rounded-lg bg-neutral-50 p-4 ring-1 ring-neutral-200"
      aria-label={t('panelTitle')}
      data-testid="answer-panel"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-sm font-semibold text-neutral-900">{t('panelTitle')}</h3>
        {published && (
          <span
            className="rounded-full bg-success-50 px-2 py-0.5 text-xs text-success-800"
            data-testid="answer-published"
          >
            {t('publishedAt')}
          </span>
        )}
      </div>
      <p className="text-xs text-neutral-600">{t('panelHint')}</p>
      <TextArea
        label={t('answerLabel')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={problem}
        rows={4}
        data-testid="answer-input"
      />
      {signed ? (
        <label className="flex items-center gap-2 text-sm text-neutral-800">
          <input
            type="checkbox"
            checked={showName}
            onChange={(event) => setShowName(event.target.checked)}
            data-testid="answer-show-name"
            className="size-4"
          />
          {t('showName', { name: message.name })}
        </label>
      ) : (
        <p className="text-xs text-neutral-600">{t('anonymousNote')}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          onClick={publish}
          disabled={busy || length === 0 || problem !== null}
          data-testid="answer-publish"
        >
          {published ? t('update') : t('publish')}
        </Button>
        {published && (
          <>
            <a
              href={pagePath}
              target="_blank"
              rel="noreferrer"
              className="inline-flex min-h-8 items-center rounded-md px-3 text-sm text-neutral-700 ring-1 ring-neutral-300 hover:bg-neutral-100"
              data-testid="answer-view"
            >
              {t('viewPage')}
            </a>
            <Button
              size="sm"
              variant="ghost"
              color="error"
              onClick={unpublish}
              disabled={busy}
              data-testid="answer-unpublish"
            >
              {t('unpublish')}
            </Button>
          </>
        )}
      </div>
      {published && pagePath && (
        <AnswerShare
          tone="editor"
          pageUrl={`${browserEnv().siteOrigin}${pagePath}`}
          text={answerShareText(published.text)}
          imageUrl={cardPath(
            slug,
            { kind: 'answer', boardSlug: published.boardSlug, postId: published.postId },
            'story',
          )}
        />
      )}
    </section>
  );
}
