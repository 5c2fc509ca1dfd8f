// The one guard of a page's unsaved changes, for any form of the signed-in app (the editor's
// sections, the account's settings).
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { LANGUAGE_ACTION } from '../components/site/language-switcher';
import { useConfirm } from '../components/ui/confirm-dialog';
import { useT } from '../i18n/use-t';

/**
 * Asks before unsaved changes are lost to a navigation or to closing the tab. Once per page:
 * React Router heeds only the last blocker registered.
 */
export function useLeaveWarning(dirty: boolean) {
  const t = useT('editor');
  const confirm = useConfirm();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      currentLocation.pathname !== nextLocation.pathname &&
      // Switching language posts there and comes straight back: the page keeps what was typed.
      nextLocation.pathname !== LANGUAGE_ACTION,
  );
  const asking = useRef(false);

  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void confirm({
      title: t('leaveTitle'),
      description: t('leaveBody'),
      confirmLabel: t('leaveConfirm'),
      cancelLabel: t('stay'),
      color: 'error',
    }).then((leave) => {
      asking.current = false;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, confirm, t]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Browsers that predate preventDefault() here want returnValue set.
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
