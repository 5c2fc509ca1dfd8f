// Prefetching is skipped on slow connections or with data saver on.

interface NetworkInformation extends EventTarget {
  effectiveType?: string;
  saveData?: boolean;
}

export type NavigatorWithConnection = Navigator & { connection?: NetworkInformation };

export function canPrefetch(connection: NetworkInformation | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}
