// The share row of a public answer: copy the link, post on X, send on LINE, save the story-size
// image. Every entry is a plain link, so the row works without JavaScript (the copy link opens the
// page itself); with JavaScript (an island on the answer page, a component in the editor) "copy"
// copies instead.
import { useState } from 'react';
import { cn } from '../ui/cn';
import { useT } from '../../i18n/use-t';
import { lineShareUrl, xShareUrl } from '../../lib/share-links';

export function AnswerShare({
  pageUrl,
  text,
  imageUrl,
  tone = 'space',
}: {
  /** The answer page, absolute. */
  pageUrl: string;
  /** What the post on X and the message on LINE say before the link: the creator's answer. */
  text: string;
  /** The story-size card. */
  imageUrl: string;
  /** `space`: the space's theme tokens (the answer page); `editor`: the editor's palette. */
  tone?: 'space' | 'editor';
}) {
  const t = useT('answers');
  const [copied, setCopied] = useState(false);
  const item = cn(
    'inline-flex min-h-10 items-center justify-center rounded-full px-4 text-sm font-medium focus-visible:outline-none focus-visible:ring-2',
    tone === 'space'
      ? 'text-fg ring-1 ring-line hover:bg-(--color-line) focus-visible:ring-fg'
      : 'bg-surface text-fg ring-1 ring-line-strong hover:bg-surface-muted focus-visible:ring-accent',
  );
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('share')} data-testid="answer-share">
      <li>
        <a
          href={pageUrl}
          className={item}
          data-testid="share-copy"
          onClick={(event) => {
            if (!navigator.clipboard) return;
            event.preventDefault();
            void navigator.clipboard.writeText(pageUrl).then(() => setCopied(true));
          }}
        >
          <span aria-live="polite">{copied ? t('copied') : t('copyLink')}</span>
        </a>
      </li>
      {(
        [
          ['share-x', xShareUrl(pageUrl, text), t('shareX')],
          ['share-line', lineShareUrl(pageUrl, text), t('shareLine')],
        ] as const
      ).map(([testId, href, label]) => (
        <li key={testId}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className={item}
            data-testid={testId}
          >
            {label}
          </a>
        </li>
      ))}
      <li>
        <a href={imageUrl} download className={item} data-testid="share-image">
          {t('downloadImage')}
        </a>
      </li>
    </ul>
  );
}
