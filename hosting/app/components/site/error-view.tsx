import { Link } from 'react-router';
import { useT } from '../../i18n/use-t';
import type { ErrorPage } from '../../lib/error-page';
import { pageTitle } from '../../lib/title';

/** The body of the SEED §2 error pages; `<title>` is hoisted into the head by React. */
export function ErrorView({ page, pathname }: { page: ErrorPage; pathname: string }) {
  const t = useT('errors');
  const title =
    page.kind === 'not-found'
      ? t('notFoundTitle')
      : page.kind === 'message'
        ? page.message
        : t('serverErrorTitle');
  const heading =
    page.kind === 'not-found'
      ? t('notFoundHeading', { path: pathname })
      : page.kind === 'message'
        ? page.message
        : t('serverErrorHeading');
  const body =
    page.kind === 'not-found'
      ? t('notFoundBody')
      : page.kind === 'message'
        ? null
        : t('serverErrorBody');
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <title>{pageTitle(title)}</title>
      <p className="text-sm font-semibold text-error-600">{t('status', { status: page.status })}</p>
      <h1 className="mt-2 text-2xl font-bold break-all text-fg sm:text-3xl">{heading}</h1>
      {body && <p className="mt-4 text-fg-muted">{body}</p>}
      <Link
        to="/"
        className="mt-8 inline-block rounded bg-accent px-4 py-2 font-medium text-on-accent hover:bg-accent-strong"
      >
        {t('backHome')}
      </Link>
    </section>
  );
}
