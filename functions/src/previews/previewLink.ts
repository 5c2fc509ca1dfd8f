import { previewLink as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

export const previewLink = callable(contract, async (owner, { url }) => {
  const { countPreview } = await import('./store');
  const { readPreview } = await import('./preview');
  const retryAfterSeconds = await countPreview(owner.uid);
  if (retryAfterSeconds !== undefined)
    return { url, failure: 'rate-limited' as const, retryAfterSeconds };
  return readPreview(url);
});
