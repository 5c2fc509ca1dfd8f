import { deleteOwnMessage as contract, type Static } from '@spaces/contracts';
import { callable } from '../platform/callable';

/** The deletion itself, shared by the callable and a posted form (sends/post.ts). */
export async function ownMessageDelete(
  _visitor: unknown,
  { slug, token }: Static<typeof contract.request>,
): Promise<Static<typeof contract.response>> {
  const store = await import('./store');
  await store.deleteOwnMessage(slug, token);
  return { deleted: true };
}

export const deleteOwnMessage = callable(contract, ownMessageDelete);
