// /a/action: the one address Firebase e-mail action links point to (the project's custom action
// URL); it hands the link to the page for its mode, keeping the code and continue URL.
import { redirect } from 'react-router';
import type { Route } from './+types/action-link';

const PAGES: Record<string, string> = {
  verifyEmail: '/a/verify-email',
  resetPassword: '/a/reset-password',
  // The link to the new address completes a change; the one to the old address undoes it.
  verifyAndChangeEmail: '/a/email-change',
  recoverEmail: '/a/email-change',
};

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = PAGES[url.searchParams.get('mode') ?? ''];
  return redirect(page ? `${page}${url.search}` : '/a/signin');
}
