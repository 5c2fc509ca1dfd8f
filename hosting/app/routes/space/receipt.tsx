// /{slug}/r/{token}: a sender's receipt for one letter or fan message (decisions 051 and 068). The
// token is the capability: the abuse gate counts the lookup for the client, then the page reads
// `receipts/{sha256}` and the message it names (lib/receipts.server.ts). A malformed, unknown or
// other space's token is the same 404 as an absent page; a send a block dropped reads as any
// unread letter. The page shows only this message and its state; it is never cached, never
// indexed, sends no referrer, loads no third-party script, and needs no JavaScript (deleting posts
// a form to /_send; the island only answers in place).
import {
  isReceiptToken,
  normalizeSlug,
  NOTICE_QUERY,
  RECEIPT_QUERY,
  type NoticeAnswer,
} from '@spaces/contracts';
import { data, Link, redirect } from 'react-router';
import { SpaceAvatar } from '../../components/image/space-avatar';
import { FormAlert } from '../../components/form/form-alert';
import { translator } from '../../i18n/translate';
import { useLang, useT } from '../../i18n/use-t';
import { Island } from '../../islands/island';
import { langOfMatches } from '../../lib/page-title';
import {
  CAPABILITY_HEADERS,
  countLookup,
  deletable,
  readNoticeState,
  readReceipt,
} from '../../lib/receipts.server';
import { refusalError, refusalMessage, refusalOf } from '../../lib/send-form';
import { pageTitle } from '../../lib/title';
import { getPublicSpace } from '../../lib/spaces.server';
import type { PageHandle } from '../../lib/page-handle';
import type { Route } from './+types/receipt';
import { ThemedPage } from '../../space-view/page/themed-page';
import { ReceiptNotice } from './receipt-notice';
import { useReceiptStateWords } from './receipt-state';
import { When } from './sent-time';
import { Phrases } from '../../components/text/phrases';

const notFound = () => data(null, { status: 404, headers: CAPABILITY_HEADERS });

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const token = params.token;
  if (!isReceiptToken(token)) throw notFound();
  const slug = normalizeSlug(params.slug);
  if (slug !== params.slug) throw redirect(`/${encodeURIComponent(slug)}/r/${token}`, 301);
  const space = await getPublicSpace(slug, `/r/${token}`);
  if (!space) throw notFound();
  // A lookup by token like any visitor action: the abuse gate counts it for the client.
  await countLookup(context, space.slug);
  const view = await readReceipt(space.spaceId, space.slug, token);
  if (!view) throw notFound();
  const query = new URL(request.url).searchParams;
  // A notice is offered until the message is answered, and while it is still there.
  const waiting = view.message !== undefined && view.state !== 'answered';
  const notice = waiting ? await readNoticeState(token) : undefined;
  const asked = query.get(NOTICE_QUERY.notice);
  const noticeAnswer: NoticeAnswer | undefined =
    asked === 'asked' || asked === 'stopped' ? asked : undefined;
  return data(
    {
      slug: space.slug,
      token,
      top: space.top,
      background: space.background,
      theme: space.theme,
      refusal: refusalOf(new URLSearchParams({ refused: query.get(RECEIPT_QUERY.refused) ?? '' })),
      view,
      deletable: deletable(view),
      ...(notice && { notice }),
      ...(noticeAnswer && { noticeAnswer }),
    },
    { headers: CAPABILITY_HEADERS },
  );
}

// HTML without hydration; only the delete button's island runs a script. The address holds the
// token: no third-party script loads here (decision 068).
export const handle: PageHandle = { islands: true, capability: true };

export const headers: Route.HeadersFunction = ({ loaderHeaders, errorHeaders }) =>
  errorHeaders ?? loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = translator(langOfMatches(matches), 'receipt');
  return [{ title: pageTitle(t('title')) }, { name: 'robots', content: 'noindex, nofollow' }];
};

export default function ReceiptPage({ loaderData }: Route.ComponentProps) {
  const t = useT('receipt');
  const lang = useLang();
  const { slug, token, top, background, theme, view } = loaderData;
  const { state, message, reply, answerHref } = view;
  const name = top.displayName;
  const stateText = useReceiptStateWords(name);
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
            <Phrases>
              {message?.kind === 'fanMessage'
                ? t('headingFanMessage', { name })
                : message
                  ? t('headingLetter', { name })
                  : t('title')}
            </Phrases>
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
              {view.read || reply ? stateText.read : stateText.delivered}
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
            <h2 className="space-heading text-base font-bold">{t('replyHeading', { name })}</h2>
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
        {loaderData.notice && (
          <ReceiptNotice
            slug={slug}
            token={token}
            name={name}
            state={loaderData.notice}
            answer={loaderData.noticeAnswer}
          />
        )}
        {loaderData.deletable && <Island name="receiptDelete" props={{ slug, token, name }} />}
        {message && !loaderData.deletable && (
          <p className="text-xs text-fg-muted" data-testid="receipt-locked">
            {t('cannotDelete', { name })}
          </p>
        )}
      </section>
    </ThemedPage>
  );
}
