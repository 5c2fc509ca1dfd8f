import { useSyncExternalStore } from 'react';
import { canPrefetch, type NavigatorWithConnection } from './connection';

type PrefetchMode = 'intent' | 'none';

function connection() {
  return (navigator as NavigatorWithConnection).connection;
}

function subscribe(onChange: () => void): () => void {
  const target = connection();
  target?.addEventListener('change', onChange);
  return () => target?.removeEventListener('change', onChange);
}

/** The `prefetch` mode for links: on hover/focus, unless the connection is slow or saving data. */
export function usePrefetch(): PrefetchMode {
  return useSyncExternalStore(
    subscribe,
    () => (canPrefetch(connection()) ? 'intent' : 'none'),
    () => 'none',
  );
}
