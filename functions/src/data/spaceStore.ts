// Firestore glue for spaces: each function reads what a domain decision needs in one transaction,
// asks the pure domain, and writes the result. No rules live here.
import {
  normalizeSlug,
  type ButtonInput,
  type PublicSpace,
  type SnsLinkInput,
  type SpaceTopInput,
} from '@spaces/contracts';
import { randomBytes } from 'node:crypto';
import type { Credential } from '../credential';
import * as domain from '../domain/space';
import { planPublicSync, updateTimeKey, type PublicSyncPlan } from '../domain/publicSpace';
import { NotFoundError } from '../errors';
import { collections, db } from './firestore';

type Space = domain.Space;

const newItemId: domain.NewId = () => randomBytes(9).toString('base64url');

export async function createSpace(
  credential: Credential,
  slugInput: string,
  displayName: string,
): Promise<[string, Space]> {
  credential.assertEmailVerified();
  const slug = domain.slugForNewSpace(slugInput);
  const spaceRef = collections.spaces().doc();
  const userRef = collections.users().doc(credential.uid);
  const slugRef = collections.slugs().doc(slug);
  return db().runTransaction(async (tx) => {
    const [user, slugDoc] = await Promise.all([tx.get(userRef), tx.get(slugRef)]);
    domain.assertCanCreate(user.data()?.spaceCount ?? 0, slugDoc.exists);
    const now = new Date();
    const space = domain.newSpace(credential.uid, slug, displayName, now);
    tx.set(spaceRef, space);
    tx.set(slugRef, { spaceId: spaceRef.id, ownerUid: credential.uid, createdAt: now });
    tx.set(userRef, {
      spaceCount: (user.data()?.spaceCount ?? 0) + 1,
      createdAt: user.data()?.createdAt ?? now,
      updatedAt: now,
    });
    return [spaceRef.id, space];
  });
}

export async function listSpaces(credential: Credential): Promise<(readonly [string, Space])[]> {
  const snapshot = await collections.spaces().where('ownerUid', '==', credential.uid).get();
  return snapshot.docs.map((doc) => [doc.id, doc.data()] as const);
}

export async function getOwnedSpaceBySlug(
  credential: Credential,
  slug: string,
): Promise<[string, Space]> {
  const slugDoc = await collections.slugs().doc(normalizeSlug(slug)).get();
  const spaceId = slugDoc.data()?.spaceId;
  if (spaceId === undefined) throw new NotFoundError();
  const space = (await collections.spaces().doc(spaceId).get()).data();
  if (!space) throw new NotFoundError();
  credential.assertOwns(space);
  return [spaceId, space];
}

/** Reads the owner's space, applies a pure change and stores it, all in one transaction. */
async function changeOwnedSpace(
  credential: Credential,
  spaceId: string,
  change: (space: Space, now: Date) => Space,
): Promise<Space> {
  const ref = collections.spaces().doc(spaceId);
  return db().runTransaction(async (tx) => {
    const space = (await tx.get(ref)).data();
    if (!space) throw new NotFoundError();
    credential.assertOwns(space);
    const next = change(space, new Date());
    if (next !== space) tx.set(ref, next);
    return next;
  });
}

export const updateTop = (credential: Credential, spaceId: string, top: SpaceTopInput) =>
  changeOwnedSpace(credential, spaceId, (space, now) => domain.withTop(space, top, now));

export const updateSns = (credential: Credential, spaceId: string, sns: readonly SnsLinkInput[]) =>
  changeOwnedSpace(credential, spaceId, (space, now) => domain.withSns(space, sns, now, newItemId));

export const updateButtons = (
  credential: Credential,
  spaceId: string,
  buttons: readonly ButtonInput[],
) =>
  changeOwnedSpace(credential, spaceId, (space, now) =>
    domain.withButtons(space, buttons, now, newItemId),
  );

export const setPublished = (credential: Credential, spaceId: string, published: boolean) =>
  changeOwnedSpace(credential, spaceId, (space, now) =>
    domain.withPublished(space, published, now),
  );

/** Deletes the space and releases its slug; the trigger then removes its public document. */
export async function deleteSpace(credential: Credential, spaceId: string): Promise<void> {
  const spaceRef = collections.spaces().doc(spaceId);
  const userRef = collections.users().doc(credential.uid);
  await db().runTransaction(async (tx) => {
    const space = (await tx.get(spaceRef)).data();
    if (!space) throw new NotFoundError();
    credential.assertOwns(space);
    const slugRef = collections.slugs().doc(space.slug);
    const [user, slugDoc] = await Promise.all([tx.get(userRef), tx.get(slugRef)]);
    tx.delete(spaceRef);
    if (slugDoc.data()?.spaceId === spaceId) tx.delete(slugRef);
    const count = user.data()?.spaceCount ?? 1;
    tx.set(userRef, { spaceCount: Math.max(0, count - 1), updatedAt: new Date() }, { merge: true });
  });
}

/**
 * Brings the public documents of one space in line with the space as it is NOW (read in the
 * transaction), so any number of deliveries, in any order, converge on the same state.
 * `knownSlugs` are slugs the space had in the triggering event, where stale copies may sit.
 */
export async function syncPublicSpace(
  spaceId: string,
  knownSlugs: readonly string[],
): Promise<PublicSyncPlan> {
  const spaceRef = collections.spaces().doc(spaceId);
  return db().runTransaction(async (tx) => {
    const snapshot = await tx.get(spaceRef);
    const space = snapshot.data();
    const slugs = [...new Set([...knownSlugs, ...(space ? [space.slug] : [])])];
    const refs = slugs.map((slug) => collections.publicSpaces().doc(slug));
    const docs = refs.length > 0 ? await tx.getAll(...refs) : [];
    const stored = new Map<string, PublicSpace | undefined>(
      docs.map((doc) => [doc.id, doc.data()]),
    );
    const time = snapshot.updateTime;
    const plan = planPublicSync(
      spaceId,
      space,
      time && updateTimeKey(time.seconds, time.nanoseconds),
      stored,
    );
    for (const slug of plan.remove) tx.delete(collections.publicSpaces().doc(slug));
    if (plan.write) tx.set(collections.publicSpaces().doc(plan.write.slug), plan.write);
    return plan;
  });
}
