// /u/logout: signs out of Firebase Auth in the browser and ends the server session, on the
// person's own click (a plain form POST, with or without JavaScript): a link from any other site
// must not sign anyone out. The one automatic case is a browser that has already lost its user
// (storage cleared), where the server session can call nothing and signing out only repairs it.
import { signOut } from 'firebase/auth';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Form, redirect, useSubmit } from 'react-router';
import { Button } from '../../components/ui/button';
import { useT } from '../../i18n/use-t';
import { browserFirebase } from '../../lib/firebase.client';
import { titleMeta } from '../../lib/page-title';
import { endSession } from '../../lib/session.server';
import { safeRedirect } from '../../lib/safe-redirect';
import type { Route } from './+types/logout';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'auth', 'logoutTitle');

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const next = form.get('next');
  // With `next` the person is asked to sign in again and return there.
  const target =
    typeof next === 'string' && next !== ''
      ? `/a/signin?${new URLSearchParams({ next: safeRedirect(next, '/u') }).toString()}`
      : '/';
  return redirect(target, { headers: endSession(request) });
}

export function loader({ request }: Route.LoaderArgs) {
  return { next: new URL(request.url).searchParams.get('next') ?? '' };
}

export default function Logout({ loaderData }: Route.ComponentProps) {
  const t = useT('auth');
  const submit = useSubmit();
  const [running, setRunning] = useState(false);

  const signOutAndPost = useCallback(async () => {
    setRunning(true);
    await signOut(browserFirebase().auth).catch(() => undefined);
    await submit({ next: loaderData.next }, { method: 'post' });
  }, [submit, loaderData.next]);

  useEffect(() => {
    const { auth } = browserFirebase();
    void auth.authStateReady().then(() => {
      if (!auth.currentUser) void signOutAndPost();
    });
  }, [signOutAndPost]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void signOutAndPost();
  }

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-fg">{t('logoutTitle')}</h1>
      <p className="text-sm text-fg-muted">{running ? t('logoutRunning') : t('logoutAsk')}</p>
      <Form method="post" onSubmit={onSubmit}>
        <input type="hidden" name="next" value={loaderData.next} />
        <Button type="submit" disabled={running}>
          {t('logoutSubmit')}
        </Button>
      </Form>
    </div>
  );
}
