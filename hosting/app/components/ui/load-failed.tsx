// A view whose data did not load: why, in the page's language, and Retry. The same block for the
// routes that load in their clientLoader (LoadErrorBoundary, their ErrorBoundary) and for the
// views that load after they render (lib/use-callable-data.ts).
import { isRouteErrorResponse, useRevalidator } from 'react-router';
import { useLang, useT } from '../../i18n/use-t';
import { loadFailureMessage } from '../../lib/load-failure';
import { AlertIcon } from '../icons/ui-icons';
import { Button } from './button';

export function LoadFailed({
  error,
  onRetry,
  message,
}: {
  error: unknown;
  onRetry: () => unknown;
  /** What failed, in the view's own words, instead of the words the error's kind gives. */
  message?: string;
}) {
  const t = useT('ui');
  const lang = useLang();
  return (
    <div
      role="alert"
      data-testid="load-failed"
      className="flex flex-wrap items-center gap-3 rounded-md bg-error-50 p-3 text-sm text-error-800"
    >
      <AlertIcon className="size-4 shrink-0" />
      <p className="min-w-0 flex-1">{message ?? loadFailureMessage(lang, error)}</p>
      <Button variant="outline" color="neutral" size="sm" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

/**
 * The ErrorBoundary of a route whose clientLoader calls: a failed call is said in place, with a
 * Retry that runs the loaders again. A 404 (or any response thrown on purpose) is not a failed
 * load: rethrown, it reaches the root's error page.
 */
export function LoadErrorBoundary({ error }: { error: unknown }) {
  const revalidator = useRevalidator();
  if (isRouteErrorResponse(error) || error instanceof Response) throw error;
  return <LoadFailed error={error} onRetry={() => revalidator.revalidate()} />;
}
