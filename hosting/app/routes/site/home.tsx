import { useSyncExternalStore, type ReactNode } from 'react';
import { useRouteLoaderData, useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import type { MessageKey } from '../../i18n/catalogues';
import { useT } from '../../i18n/use-t';
import { translator } from '../../i18n/translate';
import { publicPageHeaders } from '../../lib/cache';
import { pageMeta } from '../../lib/meta';
import { usePrefetch } from '../../lib/use-prefetch';
import type { loader as rootLoader } from '../../root';
import type { Route } from './+types/home';
import { Phrases } from '../../components/text/phrases';

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { lang, env } = matches[0].loaderData;
  return pageMeta({
    description: translator(lang, 'home')('description'),
    lang,
    siteOrigin: env.siteOrigin,
    pathname: location.pathname,
  });
};

const CREATOR_FEATURES = [
  ['creatorsPage', 'creatorsPageBody'],
  ['creatorsBoards', 'creatorsBoardsBody'],
  ['creatorsInbox', 'creatorsInboxBody'],
] as const;

/** What the page promises fans and everyone's safety, side by side. */
const PROMISES = [
  ['fansTitle', 'fansBody'],
  ['safetyTitle', 'safetyBody'],
] as const;

export default function Home() {
  const t = useT('home');
  return (
    <>
      <AccountDeletedNotice />
      <section className="bg-gradient-to-b from-accent-soft to-surface">
        {/* The words and the way in fit the first screen of a phone; what a space looks like
            follows them there, and stands beside them on a wide screen. */}
        <div className="mx-auto grid max-w-5xl gap-x-12 px-4 pt-10 pb-16 text-center sm:pt-20 lg:grid-cols-[1fr_auto] lg:text-start">
          <div className="lg:self-end">
            <h1 className="text-3xl font-bold tracking-tight text-fg sm:text-5xl">
              <Phrases>{t('heroTitle')}</Phrases>
            </h1>
            <p className="mx-auto mt-4 max-w-2xl text-lg text-fg-muted sm:mt-6 lg:mx-0">
              {t('heroBody')}
            </p>
          </div>
          <CallsToAction className="mt-6 lg:mt-8 lg:justify-start lg:self-start" />
          <DemoPreview />
        </div>
      </section>

      <TheLoop />

      <section className="mx-auto max-w-5xl px-4 py-16">
        <SectionTitle title="creatorsTitle" />
        <ul className="mt-8 grid gap-6 sm:grid-cols-3">
          {CREATOR_FEATURES.map(([title, body]) => (
            <li key={title} className="rounded-lg border border-line p-6">
              <h3 className="font-semibold text-accent-strong">{t(title)}</h3>
              <p className="mt-2 text-sm text-fg-muted">{t(body)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-secondary-50">
        <div className="mx-auto grid max-w-5xl gap-10 px-4 py-16 sm:grid-cols-2">
          {PROMISES.map(([title, body]) => (
            <div key={title}>
              <SectionTitle title={title} />
              <p className="mt-4 text-fg-soft">{t(body)}</p>
            </div>
          ))}
        </div>
      </section>

      <section className="mx-auto max-w-5xl px-4 py-16 text-center">
        <SectionTitle title="closingTitle" />
        <CallsToAction />
      </section>
    </>
  );
}

/** A section's title, its words kept whole across line breaks. */
function SectionTitle({ title, id }: { title: MessageKey<'home'>; id?: string }) {
  const t = useT('home');
  return (
    <h2 id={id} className="text-2xl font-bold text-fg">
      <Phrases>{t(title)}</Phrases>
    </h2>
  );
}

/** The demo space in a phone's frame, linked to the live demo (scripts/demo-screenshot.ts takes it). */
function DemoPreview() {
  const t = useT('home');
  return (
    <figure className="mt-10 flex flex-col items-center gap-3 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-0">
      <a
        href="/demo"
        className="group flex flex-col items-center rounded-[2.75rem] focus-visible:outline-2 focus-visible:outline-offset-4"
      >
        <span className="block rounded-[2.75rem] bg-fg p-2.5 shadow-2xl transition-transform duration-150 group-hover:-translate-y-1 motion-reduce:transition-none">
          <img
            src="/landing/demo-phone.webp"
            width={780}
            height={1560}
            alt={t('demoAlt')}
            fetchPriority="high"
            className="block h-auto w-60 rounded-[2.25rem] sm:w-72"
          />
        </span>
        <span className="mt-4 inline-flex min-h-11 items-center gap-1 font-semibold text-accent-strong group-hover:underline">
          {t('demoLink')}
          <span aria-hidden>→</span>
        </span>
      </a>
      <figcaption className="text-sm text-fg-muted">{t('demoCaption')}</figcaption>
    </figure>
  );
}

/**
 * What happens after a page is shared, drawn in the page's own markup rather than pictures: a
 * fan's letter, the receipt where the reply comes, and the answer card the creator can post.
 */
function TheLoop() {
  const t = useT('home');
  const card = 'rounded-2xl bg-surface p-4 text-start shadow-sm ring-1 ring-line';
  return (
    <section aria-labelledby="loop-heading" className="mx-auto max-w-5xl px-4 py-16">
      <SectionTitle id="loop-heading" title="loopTitle" />
      <p className="mt-2 text-fg-muted">{t('loopBody')}</p>
      <ol className="mt-8 grid gap-6 sm:grid-cols-3" data-testid="landing-loop">
        <LoopStep title="loopLetter" body="loopLetterBody">
          <div className={card}>
            <p className="text-sm font-semibold text-fg">{t('loopLetterTo')}</p>
            <p className="mt-2 rounded-lg bg-surface-muted p-3 text-sm text-fg">
              {t('loopLetterText')}
            </p>
            <p className="mt-3 rounded-lg bg-accent px-3 py-2 text-center text-sm font-semibold text-on-accent">
              {t('loopLetterSend')}
            </p>
          </div>
        </LoopStep>
        <LoopStep title="loopReceipt" body="loopReceiptBody">
          <div className={card}>
            <p className="text-xs font-semibold text-fg-muted">{t('loopReceiptState')}</p>
            <p className="mt-1 text-sm font-semibold text-fg">{t('loopReceiptRead')}</p>
            <div className="mt-3 rounded-lg border-l-4 border-accent bg-accent-soft p-3">
              <p className="text-xs font-semibold text-fg">{t('loopReceiptReply')}</p>
              <p className="mt-1 text-sm text-fg">{t('loopReceiptReplyText')}</p>
            </div>
          </div>
        </LoopStep>
        <LoopStep title="loopAnswer" body="loopAnswerBody">
          <div className="aspect-[1200/630] rounded-2xl bg-fg p-4 text-start text-surface shadow-sm">
            <p className="line-clamp-2 text-sm opacity-90">{t('loopAnswerQuestion')}</p>
            <p className="mt-2 line-clamp-3 text-base font-semibold">{t('loopAnswerText')}</p>
            <p className="mt-2 text-xs opacity-90">{t('loopAnswerSite')}</p>
          </div>
        </LoopStep>
      </ol>
    </section>
  );
}

/** One step of the loop: what happens, and how it looks. */
function LoopStep({
  title,
  body,
  children,
}: {
  title: MessageKey<'home'>;
  body: MessageKey<'home'>;
  children: ReactNode;
}) {
  const t = useT('home');
  return (
    <li className="space-y-3">
      <h3 className="font-semibold text-fg">{t(title)}</h3>
      <p className="text-sm text-fg-muted">{t(body)}</p>
      {children}
    </li>
  );
}

const noSubscription = () => () => {};

/**
 * After /u/account deleted the account, the browser lands here with `?notice=account-deleted`.
 * Shown once hydrated: the page is a prerendered file (decision 060), the same for every query.
 */
function AccountDeletedNotice() {
  const t = useT('accountDeletion');
  const [params] = useSearchParams();
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!hydrated || params.get('notice') !== 'account-deleted') return null;
  return (
    <div className="bg-success-50">
      <p role="status" className="mx-auto max-w-5xl px-4 py-3 text-sm text-success-800">
        {t('deletedNotice')}
      </p>
    </div>
  );
}

/** Sign up and sign in for a guest; the way to their spaces for someone signed in. */
function CallsToAction({ className }: { className?: string }) {
  const t = useT('home');
  const prefetch = usePrefetch();
  const signedIn = useRouteLoaderData<typeof rootLoader>('root')?.signedIn === true;
  return (
    <div className={cn('mt-8 flex flex-wrap justify-center gap-3', className)}>
      {signedIn ? (
        <ButtonLink prefetch={prefetch} to="/u" size="xl" className="px-5 font-semibold shadow-sm">
          {t('ctaMySpaces')}
        </ButtonLink>
      ) : (
        <>
          <ButtonLink
            prefetch={prefetch}
            to="/a/signup"
            size="xl"
            className="px-5 font-semibold shadow-sm"
          >
            {t('ctaSignUp')}
          </ButtonLink>
          <ButtonLink
            prefetch={prefetch}
            to="/a/signin"
            size="xl"
            variant="outline"
            className="px-5 font-semibold"
          >
            {t('ctaSignIn')}
          </ButtonLink>
        </>
      )}
    </div>
  );
}
