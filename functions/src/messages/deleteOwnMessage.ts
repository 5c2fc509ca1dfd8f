import { deleteOwnMessage as contract, type Static } from '@spaces/contracts';
import { AbuseGate } from '../platform/abuseGate';
import { callable } from '../platform/callable';
import type { Visitor } from '../platform/visitor';

/**
 * The deletion itself, shared by the callable and a posted form (sends/post.ts). The token is a
 * lookup like any other: the abuse gate counts it for the client first (decision 068).
 */
export async function ownMessageDelete(
  visitor: Visitor,
  { slug, token }: Static<typeof contract.request>,
): Promise<Static<typeof contract.response>> {
  await AbuseGate.fromParams().countLookup(visitor, slug);
  const store = await import('./store');
  await store.deleteOwnMessage(slug, token);
  return { deleted: true };
}

export const deleteOwnMessage = callable(contract, ownMessageDelete);
