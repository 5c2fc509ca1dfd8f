// /{slug}/r/{token}: a sender's receipt for one letter or fan message (decision 051). The token is
// the capability: the page hashes it and reads `receipts/{sha256}` (one read), then that message
// (one more). A malformed, unknown or other space's token is the same 404 as an absent page. The
// page shows only this message and its state; it is never cached, never indexed, and needs no
// JavaScript (deleting posts a form to /_send; the island only answers in place).
import {
  isReceiptToken,
  normalizeSlug,
  RECEIPT_QUERY,
  RECEIPTS_COLLECTION,
  type MessageKind,
} from '@spaces/contracts';
import type { Timestamp } from 'firebase-admin/firestore';
import { createHash } from 'node:crypto';
import { data, Link, redirect } from 'react-router';
import { SpaceAvatar } from '../../components/image/space-avatar';
import { FormAlert } from '../auth/form-alert';
import { translator } from '../../i18n/translate';
import { useLang, useT } from '../../i18n/use-t';
import { Island } from '../../islands/island';
import { ISLANDS_PAGE } from '../../lib/page-handle';
import { langOfMatches } from '../../lib/page-title';
import { readDocument } from '../../lib/page-data.server';
import { refusalError, refusalMessage, refusalOf } from '../../lib/send-form';
import { pageTitle } from '../../lib/title';
import { getPublicSpace } from '../../lib/spaces.server';
import type { Route } from './+types/receipt';
import { ThemedPage } from './page/themed-page';

/** What the page says of the message: in plain words, most advanced state first. */
type ReceiptState = 'deleted' | 'gone' | 'held' | 'delivered' | 'read' | 'answered';

const RECEIPT_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
  // The address is the capability: no link out of this page may carry it along.
  'Referrer-Policy': 'no-referrer',
};

/** What the page shows: the message while it exists, its reply and public answer if any. */
interface ReceiptView {
  state: ReceiptState;
  read?: boolean;
  message?: { kind: MessageKind; body: string; name: string; sentAt: string };
  reply?: { body: string; at: string; edited: boolean };
  answerHref?: string;
}

const notFound = () => data(null, { status: 404, headers: RECEIPT_HEADERS });

const iso = (value: unknown): string | undefined =>
  value && typeof (value as Timestamp).toDate === 'function'
    ? (value as Timestamp).toDate().toISOString()
    : undefined;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export async function loader({ params, request }: Route.LoaderArgs) {
  const token = params.token;
  if (!isReceiptToken(token)) throw notFound();
  const slug = normalizeSlug(params.slug);
  if (slug !== params.slug) throw redirect(`/${encodeURIComponent(slug)}/r/${token}`, 301);
  const space = await getPublicSpace(slug, `/r/${token}`);
  if (!space) throw notFound();
  // Found by the token's hash as the document id: no comparison of secrets happens here.
  const hash = createHash('sha256').update(token).digest('hex');
  const receipt = await readDocument(`${RECEIPTS_COLLECTION}/${hash}`);
  if (!receipt.exists || receipt.get('spaceId') !== space.spaceId) throw notFound();
  const sentAt = iso(receipt.get('createdAt'));
  const query = new URL(request.url).searchParams;
  const base = {
    slug: space.slug,
    token,
    top: space.top,
    background: space.background,
    theme: space.theme,
    refusal: refusalOf(new URLSearchParams({ refused: query.get(RECEIPT_QUERY.refused) ?? '' })),
  };
  const answerWith = (view: ReceiptView) =>
    data({ ...base, ...view }, { headers: RECEIPT_HEADERS });
  if (receipt.get('deletedAt') !== undefined) return answerWith({ state: 'deleted' });
  const messageId = text(receipt.get('messageId'));
  const message = await readDocument(`spaces/${space.spaceId}/messages/${messageId}`);
  if (!message.exists) return answerWith({ state: 'gone' });
  const reply = message.get('reply') as
    { body?: unknown; at?: unknown; editedAt?: unknown } | undefined;
  const answer = message.get('answer') as { boardSlug?: unknown; postId?: unknown } | undefined;
  const answerHref =
    answer && typeof answer.boardSlug === 'string' && typeof answer.postId === 'string'
      ? `/${space.slug}/${encodeURIComponent(answer.boardSlug)}/${encodeURIComponent(answer.postId)}`
      : undefined;
  const read = message.get('read') === true;
  const state: ReceiptState =
    reply || answerHref
      ? 'answered'
      : read
        ? 'read'
        : message.get('held') === true
          ? 'held'
          : 'delivered';
  return answerWith({
    state,
    read,
    message: {
      kind: message.get('kind') === 'fanMessage' ? 'fanMessage' : 'letter',
      body: text(message.get('body')),
      name: text(message.get('name')),
      sentAt: iso(message.get('createdAt')) ?? sentAt ?? '',
    },
    ...(reply && {
      reply: {
        body: text(reply.body),
        at: iso(reply.at) ?? '',
        edited: reply.editedAt !== undefined,
      },
    }),
    ...(answerHref && { answerHref }),
  });
}

// HTML without hydration; only the delete button's island runs a script.
export const handle = ISLANDS_PAGE;

export const headers: Route.HeadersFunction = ({ loaderHeaders, errorHeaders }) =>
  errorHeaders ?? loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = translator(langOfMatches(matches), 'receipt');
  return [{ title: pageTitle(t('title')) }, { name: 'robots', content: 'noindex, nofollow' }];
};

/** The time a message or reply was written, in Japan's time zone where the product lives. */
function When({ at }: { at: string }) {
  const lang = useLang();
  if (!at) return null;
  const label = new Intl.DateTimeFormat(lang === 'ja' ? 'ja-JP' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Tokyo',
  }).format(new Date(at));
  return <time dateTime={at}>{label}</time>;
}

export default function ReceiptPage({ loaderData }: Route.ComponentProps) {
  const t = useT('receipt');
  const lang = useLang();
  const { slug, token, top, background, theme, state, message, reply, answerHref } = loaderData;
  const name = top.displayName;
  const stateText: Record<ReceiptState, string> = {
    deleted: t('deletedByYou'),
    gone: t('gone'),
    held: t('statusHeld'),
    delivered: t('statusDelivered'),
    read: t('statusRead'),
    answered: t('statusAnswered'),
  };
  const unread = state === 'held' || state === 'delivered';
  return (
    <ThemedPage background={background} theme={theme}>
      <Link
        to={`/${slug}`}
        className="mt-6 flex items-center gap-3 self-start rounded-full py-1 pr-4 pl-1 text-sm text-fg ring-1 ring-line hover:bg-(--color-line) focus-visible:ring-2 focus-visible:ring-fg focus-visible:outline-none sm:mt-10"
      >
        <SpaceAvatar image={top.avatar} name={name} size={36} priority />
        <span className="font-medium">{t('backToSpace', { name })}</span>
      </Link>
      <section
        className="space-surface space-y-5 rounded-2xl p-5 shadow-sm ring-1 ring-line sm:p-8"
        data-testid="receipt"
        data-state={state}
      >
        <header className="space-y-2">
          <h1 className="space-heading text-xl font-bold">
            {message?.kind === 'fanMessage'
              ? t('headingFanMessage', { name })
              : message
                ? t('headingLetter', { name })
                : t('title')}
          </h1>
          <p className="text-xs leading-relaxed text-fg-muted">{t('privateNote')}</p>
        </header>
        <div className="rounded-xl bg-accent-soft px-4 py-3">
          <p className="text-xs font-bold tracking-wide text-fg-muted uppercase">{t('status')}</p>
          <p className="mt-1 text-base font-medium text-fg" data-testid="receipt-state">
            {stateText[state]}
          </p>
          {message && state === 'answered' && (
            <p className="mt-1 text-sm text-fg-muted">
              {loaderData.read || reply ? t('statusRead') : stateText.delivered}
            </p>
          )}
        </div>
        {message && (
          <article className="space-y-2">
            <p className="text-xs text-fg-muted">
              {t('sentAt')}: <When at={message.sentAt} />
              {' · '}
              {message.name ? t('signedAs', { name: message.name }) : t('anonymous')}
            </p>
            <p
              className="rounded-xl p-4 text-[15px] leading-[1.7] wrap-anywhere whitespace-pre-line text-fg ring-1 ring-line"
              data-testid="receipt-body"
            >
              {message.body}
            </p>
          </article>
        )}
        {reply && (
          <article className="space-y-2" data-testid="receipt-reply">
            <h2 className="space-heading text-base font-bold">{t('replyHeading')}</h2>
            <p className="rounded-2xl bg-accent-soft px-4 py-3 text-[15px] leading-[1.7] wrap-anywhere whitespace-pre-line text-fg">
              {reply.body}
            </p>
            <p className="text-xs text-fg-muted">
              <When at={reply.at} /> {reply.edited && t('replyEdited')}
            </p>
          </article>
        )}
        {answerHref && (
          <a
            href={answerHref}
            className="inline-block text-sm font-medium text-fg underline underline-offset-2"
            data-testid="receipt-answer"
          >
            {t('answerLink')}
          </a>
        )}
        {loaderData.refusal && (
          <FormAlert tone="error">
            {refusalMessage(lang, refusalError(loaderData.refusal))}
          </FormAlert>
        )}
        {message && unread && <Island name="receiptDelete" props={{ slug, token }} />}
        {message && !unread && (
          <p className="text-xs text-fg-muted" data-testid="receipt-locked">
            {t('readCannotDelete')}
          </p>
        )}
      </section>
    </ThemedPage>
  );
}
