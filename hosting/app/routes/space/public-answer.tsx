// /{slug}/{boardSlug}/{postId}: one public answer, rendered on the server from its public document
// and the space's (for the theme, name and avatar; read side by side), while its board is visible
// and its post published (read side by side next). Reading needs no JavaScript; the share row is
// plain links with a copy island. An unpublished or hidden answer, or a space no longer public, is
// the 404 page; an address from before a rename of the space or the board is sent to the current
// one. The CDN keeps no copy: hiding must take the page down at once. React escapes every text.
import {
  answerCardVersion,
  answerShareText,
  CARD_SIZES,
  cardPath,
  formatDate,
  graphemePrefix,
  normalizeSlug,
  type CardSize,
} from '@spaces/contracts';
import { data, Link, redirect } from 'react-router';
import { SpaceAvatar } from '../../components/image/space-avatar';
import { translator } from '../../i18n/translate';
import { useLang, useT } from '../../i18n/use-t';
import { Island } from '../../islands/island';
import { getPublicAnswer, shownBoardSlug } from '../../lib/answers.server';
import { pageMeta } from '../../lib/meta';
import { ISLANDS_PAGE } from '../../lib/page-handle';
import { langOfMatches, siteOriginOfMatches } from '../../lib/page-title';
import { getPublicSpace } from '../../lib/spaces.server';
import type { Route } from './+types/public-answer';
import { SpaceSubpage } from '../../space-view/page/space-subpage';
import { ANSWER_CACHE_CONTROL, spacePageHeaders } from './space-cache';
import { Phrases } from '../../components/text/phrases';

const pathOf = (slug: string, boardSlug: string, postId: string) =>
  `/${encodeURIComponent(slug)}/${encodeURIComponent(boardSlug)}/${encodeURIComponent(postId)}`;

export async function loader({ params }: Route.LoaderArgs) {
  const slug = normalizeSlug(params.slug);
  const boardSlug = normalizeSlug(params.boardSlug);
  if (slug !== params.slug || boardSlug !== params.boardSlug)
    throw redirect(pathOf(slug, boardSlug, params.postId), 301);
  // A renamed space's former slug redirects, the rest of the address kept.
  const [answer, space] = await Promise.all([
    getPublicAnswer(params.postId),
    getPublicSpace(slug, `/${encodeURIComponent(boardSlug)}/${encodeURIComponent(params.postId)}`),
  ]);
  if (!answer || !space || answer.spaceId !== space.spaceId) throw data(null, { status: 404 });
  const currentBoard = await shownBoardSlug(answer);
  if (currentBoard === null) throw data(null, { status: 404 });
  if (currentBoard !== boardSlug)
    throw redirect(pathOf(space.slug, currentBoard, answer.postId), 301);
  // What the page shows: the ids that found the board and post stay on the server.
  const { spaceId: _space, boardId: _board, ...shown } = answer;
  return data(
    {
      answer: { ...shown, spaceSlug: space.slug, boardSlug: currentBoard },
      cardVersion: answerCardVersion(space.sourceUpdateTime, answer.updatedAt),
      slug: space.slug,
      top: { displayName: space.top.displayName, avatar: space.top.avatar },
      background: space.background,
      theme: space.theme,
      letterBox: space.letterBox !== undefined,
    },
    { headers: { 'Cache-Control': ANSWER_CACHE_CONTROL } },
  );
}

export const handle = ISLANDS_PAGE;

export const headers = spacePageHeaders;

type AnswerData = Route.ComponentProps['loaderData'];

/** The answer's card, site-relative; its version is the later change of the space and answer. */
function answerCard({ answer, cardVersion }: AnswerData, size: CardSize): string {
  const target = { kind: 'answer', boardSlug: answer.boardSlug, postId: answer.postId } as const;
  return cardPath(answer.spaceSlug, target, size, cardVersion);
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches, location }) => {
  if (!loaderData) return [];
  const lang = langOfMatches(matches);
  const t = translator(lang, 'answers');
  const siteOrigin = siteOriginOfMatches(matches);
  const { answer } = loaderData;
  return pageMeta({
    title: `${graphemePrefix(answer.question, 60)} - ${t('pageTitle', { name: loaderData.top.displayName })}`,
    description: graphemePrefix(answer.answer, 160),
    lang,
    siteOrigin,
    pathname: location.pathname,
    image: { url: `${siteOrigin}${answerCard(loaderData, 'og')}`, ...CARD_SIZES.og },
  });
};

export default function PublicAnswerPage({ loaderData, matches }: Route.ComponentProps) {
  const t = useT('answers');
  const lang = useLang();
  const { answer, slug, top } = loaderData;
  const siteOrigin = siteOriginOfMatches(matches);
  const pagePath = `/${slug}/${answer.boardSlug}/${answer.postId}`;
  return (
    <SpaceSubpage
      slug={slug}
      top={top}
      background={loaderData.background}
      theme={loaderData.theme}
      report={{ kind: 'answer', slug, boardSlug: answer.boardSlug, postId: answer.postId }}
    >
      <article className="space-surface space-y-6 rounded-2xl p-5 shadow-sm ring-1 ring-line sm:p-8">
        <section aria-labelledby="answer-question" className="space-y-2">
          <h1 id="answer-question" className="text-xs font-semibold tracking-wide text-fg-muted">
            {t('question')}
          </h1>
          <p
            className="text-[17px] leading-[1.8] break-words whitespace-pre-line text-fg"
            data-testid="answer-question"
          >
            {answer.question}
          </p>
          <p className="text-sm text-fg-muted" data-testid="answer-from">
            {answer.name !== undefined ? t('from', { name: answer.name }) : t('anonymous')}
          </p>
        </section>
        <div className="border-t border-line" />
        <section aria-labelledby="answer-answer" className="space-y-3">
          <h2
            id="answer-answer"
            className="space-heading flex items-center gap-2 text-sm font-semibold"
          >
            <SpaceAvatar image={top.avatar} name={top.displayName} size={28} />
            <Phrases>{t('answeredBy', { name: top.displayName })}</Phrases>
          </h2>
          <p
            className="text-[17px] leading-[1.8] break-words whitespace-pre-line text-fg"
            data-testid="answer-text"
          >
            {answer.answer}
          </p>
          <p className="text-xs text-fg-muted">
            <time dateTime={new Date(answer.publishedAt).toISOString()}>
              {formatDate(lang, answer.publishedAt, 'date')}
            </time>
          </p>
        </section>
      </article>
      <section className="space-y-2" aria-label={t('share')}>
        <Island
          name="answerShare"
          props={{
            pageUrl: `${siteOrigin}${pagePath}`,
            // The creator's answer is what a share says, with the page's link.
            text: answerShareText(answer.answer),
            imageUrl: answerCard(loaderData, 'story'),
          }}
        />
      </section>
      <nav className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-fg">
        <Link to={`/${slug}/${answer.boardSlug}`} className="underline underline-offset-4">
          {t('moreAnswers')}
        </Link>
        {loaderData.letterBox && (
          <Link to={`/${slug}/letter`} className="underline underline-offset-4">
            {t('askToo')}
          </Link>
        )}
      </nav>
    </SpaceSubpage>
  );
}
