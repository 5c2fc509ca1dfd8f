// Unmatched paths: a non-fatal "Page Not Found: {path}" page with status 404.
import { data, useLocation } from 'react-router';
import { ErrorView } from '../../components/site/error-view';
import { SiteShell } from '../../components/site/site-shell';

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  const { pathname } = useLocation();
  return (
    <SiteShell>
      <ErrorView page={{ kind: 'not-found', status: 404 }} pathname={pathname} />
    </SiteShell>
  );
}
