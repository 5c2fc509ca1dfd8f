// Keeps a long-lived tab on the deployed build: checks ~1 s after the page is idle, periodically
// and on focus; once a newer build exists, the next navigation is a full page load.
import { useEffect, useRef } from 'react';
import { useNavigation } from 'react-router';
import {
  CHECK_INTERVAL_MS,
  FIRST_CHECK_DELAY_MS,
  hasNewerBuild,
  MIN_CHECK_GAP_MS,
  type BuildInfo,
} from '../../lib/build-update';
import { claimReload } from '../../lib/reload-guard';

const CURRENT_BUILD: BuildInfo = { id: __BUILD_ID__, timestamp: __BUILD_TIMESTAMP__ };

function whenIdle(callback: () => void): () => void {
  // Safari has no requestIdleCallback.
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback);
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 0);
  return () => window.clearTimeout(handle);
}

export function BuildUpdates() {
  const updateReady = useRef(false);
  const navigation = useNavigation();

  useEffect(() => {
    let lastCheck = 0;
    let timer: number | undefined;
    const check = () => {
      if (updateReady.current || Date.now() - lastCheck < MIN_CHECK_GAP_MS) return;
      lastCheck = Date.now();
      void hasNewerBuild(CURRENT_BUILD).then((newer) => {
        if (newer) updateReady.current = true;
      });
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    const cancelIdle = whenIdle(() => {
      timer = window.setTimeout(check, FIRST_CHECK_DELAY_MS);
    });
    const interval = window.setInterval(check, CHECK_INTERVAL_MS);
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      cancelIdle();
      window.clearTimeout(timer);
      window.clearInterval(interval);
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  const target =
    navigation.state === 'loading' && !navigation.formMethod ? navigation.location : null;
  useEffect(() => {
    if (!target || !updateReady.current) return;
    if (!claimReload(window.sessionStorage, target.pathname, Date.now())) return;
    window.location.assign(target.pathname + target.search + target.hash);
  }, [target]);

  return null;
}
