// The editor's guard for one space: the signed-in owner of `/s/{slug}` gets the page; a slug that
// is unclaimed, someone else's or impossible is the 404 page with status 404 — decided on the
// server from the slug claim (one read), so the answer's status is right before any HTML is sent.
// The browser still loads the space itself through getSpaceForEdit (010).
import { isValidSlug, normalizeSlug } from '@spaces/contracts';
import { data } from 'react-router';
import { readDocument } from './page-data.server';
import { requireEditor, type SessionUser } from './session.server';

// docs/data-model.md: `slugs/{slug}` holds the claim's spaceId and ownerUid; a space's letters
// and fan messages live under `spaces/{spaceId}/messages`.
const SLUGS = 'slugs';
const SPACES = 'spaces';
const MESSAGES = 'messages';

function notFound(): never {
  throw data(null, { status: 404 });
}

interface OwnSpace {
  user: SessionUser;
  spaceId: string;
}

/**
 * A guest goes to sign in, a suspended account to its notices; anyone but the owner of the space
 * at `slug` gets a 404.
 */
export async function requireOwnSpace(request: Request, slug: string): Promise<OwnSpace> {
  const user = await requireEditor(request);
  const normalized = normalizeSlug(slug);
  if (!isValidSlug(normalized)) notFound();
  const claim = await readDocument(`${SLUGS}/${normalized}`);
  const spaceId: unknown = claim.get('spaceId');
  if (!claim.exists || claim.get('ownerUid') !== user.uid || typeof spaceId !== 'string') {
    notFound();
  }
  return { user, spaceId };
}

/** As requireOwnSpace, and the message must exist in that space. */
export async function requireOwnMessage(
  request: Request,
  slug: string,
  messageId: string,
): Promise<OwnSpace> {
  const own = await requireOwnSpace(request, slug);
  // Firestore ids cannot contain "/"; anything else is looked up as it is.
  if (!messageId || messageId.includes('/')) notFound();
  const message = await readDocument(`${SPACES}/${own.spaceId}/${MESSAGES}/${messageId}`);
  if (!message.exists) notFound();
  return own;
}
