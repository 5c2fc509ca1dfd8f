import { Link } from 'react-router';
import { ButtonLink } from '../ui/button';
import { useT } from '../../i18n/use-t';
import type { ErrorPage } from '../../lib/error-page';
import { pageTitle } from '../../lib/title';
import type { Translate } from '../../i18n/translate';

/** Every word of the page comes from the catalogue, so it is in the page's language. */
function words(page: ErrorPage, pathname: string, t: Translate<'errors'>) {
  switch (page.kind) {
    case 'not-found':
      return {
        title: t('notFoundTitle'),
        heading: t('notFoundHeading', { path: pathname }),
        body: t('notFoundBody'),
      };
    case 'removed':
      return {
        title: t('removedTitle'),
        heading: t('removedHeading'),
        body: t('removedBody'),
      };
    case 'status': {
      const name = t(`status${page.status}`);
      return { title: name, heading: name, body: null };
    }
    case 'message':
      return { title: page.message, heading: page.message, body: null };
    default:
      return {
        title: t('serverErrorTitle'),
        heading: t('serverErrorHeading'),
        body: t('serverErrorBody'),
      };
  }
}

/** The body of the 404 and 500 pages; `<title>` is hoisted into the head by React. */
export function ErrorView({ page, pathname }: { page: ErrorPage; pathname: string }) {
  const t = useT('errors');
  const { title, heading, body } = words(page, pathname, t);
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <title>{pageTitle(title)}</title>
      <p className="text-sm font-semibold text-error-600">{t('status', { status: page.status })}</p>
      <h1 className="mt-2 text-2xl font-bold break-all text-fg sm:text-3xl">{heading}</h1>
      {body && <p className="mt-4 text-fg-muted">{body}</p>}
      {page.kind === 'removed' && (
        <p className="mt-3">
          <Link to="/terms" className="text-sm text-fg underline underline-offset-4">
            {t('removedTerms')}
          </Link>
        </p>
      )}
      <ButtonLink to="/" size="lg" className="mt-8">
        {t('backHome')}
      </ButtonLink>
    </section>
  );
}
