// Firestore glue for spaces: each function reads what a domain decision needs in one transaction,
// asks the pure domain, and writes the result. No rules live here.
import {
  type BackgroundInput,
  type ButtonInput,
  type CardInput,
  type EmbedInput,
  type SectionKind,
  type TextBlockInput,
  type ImageRef,
  type FanMessageSettings,
  type LetterBoxSettings,
  type ShareInput,
  type SnsLinkInput,
  type SpaceTopInput,
  type ThanksSettingsInput,
  type Theme,
} from '@spaces/contracts';
import { normalizeSlug } from '@spaces/contracts';
import type { DocumentData } from 'firebase-admin/firestore';
import { randomBytes } from 'node:crypto';
import type { Credential, OwnerCredential } from '../platform/credential';
import { NotFoundError } from '../platform/errors';
import { collections, converter, db, deleteAll } from '../platform/firestore';
import { ownedSpace } from '../platform/ownership';
import {
  planPublicSync,
  updateTimeKey,
  type PublicSyncPlan,
  type StoredPublicSpace,
} from './publicSpace';
import * as settings from './messageSettings';
import * as domain from './space';
import { withExpiredHeld, withHeldImage, type SpaceItemSlot } from './heldImages';
import { imagesOf, withImage, withoutRemovedImages, type SpaceImageSlot } from './spaceImages';

type Space = domain.Space;

/** `users/{uid}`: per-user bookkeeping the server needs (the Auth record holds the profile). */
export interface UserDoc {
  /** Spaces the user owns; kept in the same transactions that create and delete spaces. */
  spaceCount: number;
  createdAt: Date;
  updatedAt: Date;
}

/** `slugs/{slug}`: claims a slug for one space; its existence is what makes slugs unique. */
export interface SlugDoc {
  spaceId: string;
  ownerUid: string;
  createdAt: Date;
  /** On a former slug of the space: its current slug, where the public page redirects. */
  redirectTo?: string;
}

/** The path the public-document trigger listens on. */

const converters = {
  users: converter<UserDoc>(),
  spaces: converter<Space & DocumentData>(),
  slugs: converter<SlugDoc>(),
  publicSpaces: converter<StoredPublicSpace>(),
};

const typed = {
  users: () => collections.users().withConverter(converters.users),
  spaces: () => collections.spaces().withConverter(converters.spaces),
  slugs: () => collections.slugs().withConverter(converters.slugs),
  publicSpaces: () => collections.publicSpaces().withConverter(converters.publicSpaces),
};

const newItemId: domain.NewId = () => randomBytes(9).toString('base64url');

export async function createSpace(
  credential: Credential,
  slugInput: string,
  displayName: string,
  start: domain.SpaceStart,
): Promise<[string, Space]> {
  credential.assertEmailVerified();
  const slug = domain.slugForNewSpace(slugInput);
  const spaceRef = typed.spaces().doc();
  const userRef = typed.users().doc(credential.uid);
  const slugRef = typed.slugs().doc(slug);
  return db().runTransaction(async (tx) => {
    const [user, slugDoc] = await Promise.all([tx.get(userRef), tx.get(slugRef)]);
    domain.assertCanCreate(user.data()?.spaceCount ?? 0, slugDoc.exists);
    const now = new Date();
    const space = domain.newSpace(credential.uid, slug, displayName, now, start, newItemId);
    tx.set(spaceRef, space);
    tx.set(slugRef, { spaceId: spaceRef.id, ownerUid: credential.uid, createdAt: now });
    // Merged: users/{uid} also holds the account's icon, which the account feature writes.
    tx.set(
      userRef,
      {
        spaceCount: (user.data()?.spaceCount ?? 0) + 1,
        createdAt: user.data()?.createdAt ?? now,
        updatedAt: now,
      },
      { merge: true },
    );
    return [spaceRef.id, space];
  });
}

export async function listSpaces(credential: Credential): Promise<(readonly [string, Space])[]> {
  const snapshot = await typed.spaces().where('ownerUid', '==', credential.uid).get();
  return snapshot.docs.map((doc) => [doc.id, doc.data()] as const);
}

/** The owner's space, which the `owner` policy has already resolved and checked. */
export function getOwnedSpace(credential: OwnerCredential): Promise<Space> {
  return ownedSpace<Space>(credential);
}

/** Reads the owner's space, applies a pure change and stores it, all in one transaction. */
async function changeOwnedSpace(
  owner: OwnerCredential,
  change: (space: Space, now: Date) => Space,
): Promise<Space> {
  const ref = typed.spaces().doc(owner.spaceId);
  return db().runTransaction(async (tx) => {
    const space = await ownedSpace<Space>(owner, tx);
    const now = new Date();
    const changed = change(space, now);
    // Any edit also lets go of images held for rows too long (heldImages.ts).
    const next = changed === space ? space : withExpiredHeld(changed, now);
    if (next !== space) tx.set(ref, next);
    return next;
  });
}

export const updateTop = (owner: OwnerCredential, top: SpaceTopInput) =>
  changeOwnedSpace(owner, (space, now) => domain.withTop(space, top, now));

export const updateShare = (owner: OwnerCredential, share: ShareInput) =>
  changeOwnedSpace(owner, (space, now) => domain.withShare(space, share, now));

export const updateSns = (owner: OwnerCredential, sns: readonly SnsLinkInput[]) =>
  changeOwnedSpace(owner, (space, now) => domain.withSns(space, sns, now, newItemId));

export async function updateButtons(owner: OwnerCredential, buttons: readonly ButtonInput[]) {
  // Only saving buttons reads the icon sets.
  const { buttonIcons } = await import('./icons');
  const icons = buttonIcons(buttons);
  return changeOwnedSpace(owner, (space, now) =>
    domain.withButtons(space, buttons, now, newItemId, icons),
  );
}

export const updateCards = (owner: OwnerCredential, cards: readonly CardInput[]) =>
  changeOwnedSpace(owner, (space, now) => domain.withCards(space, cards, now, newItemId));

export const updateTexts = (owner: OwnerCredential, texts: readonly TextBlockInput[]) =>
  changeOwnedSpace(owner, (space, now) => domain.withTexts(space, texts, now, newItemId));

export const updateEmbeds = (owner: OwnerCredential, embeds: readonly EmbedInput[]) =>
  changeOwnedSpace(owner, (space, now) => domain.withEmbeds(space, embeds, now, newItemId));

export const updateSectionOrder = (owner: OwnerCredential, order: readonly SectionKind[]) =>
  changeOwnedSpace(owner, (space, now) => domain.withSectionOrder(space, order, now));

/**
 * Moves the space to a new slug in one transaction with the claims: the new slug's claim is read
 * in it (so of two concurrent renames to one slug, the retried loser sees the winner's claim),
 * written without a redirect, and every former slug's claim points at the new slug, so an old
 * address redirects in one hop. The public-document trigger then moves the public document.
 */
export async function renameSpace(owner: OwnerCredential, slugInput: string): Promise<Space> {
  const spaceRef = typed.spaces().doc(owner.spaceId);
  const wanted = normalizeSlug(slugInput);
  const wantedRef = typed.slugs().doc(wanted);
  return db().runTransaction(async (tx) => {
    const [space, claim] = await Promise.all([ownedSpace<Space>(owner, tx), tx.get(wantedRef)]);
    const now = new Date();
    const next = domain.renamed(owner.spaceId, space, slugInput, claim.data()?.spaceId, now);
    if (next === space) return space;
    tx.set(spaceRef, next);
    tx.set(wantedRef, {
      spaceId: owner.spaceId,
      ownerUid: space.ownerUid,
      createdAt: claim.data()?.createdAt ?? now,
    });
    for (const former of next.formerSlugs ?? []) {
      tx.set(
        typed.slugs().doc(former),
        { spaceId: owner.spaceId, ownerUid: space.ownerUid, redirectTo: next.slug },
        { merge: true },
      );
    }
    return next;
  });
}
export const updateDesign = (owner: OwnerCredential, background: BackgroundInput, theme: Theme) =>
  changeOwnedSpace(owner, (space, now) => domain.withDesign(space, background, theme, now));

export const setPublished = (owner: OwnerCredential, published: boolean) =>
  changeOwnedSpace(owner, (space, now) => domain.withPublished(space, published, now));

export const updateLetterBox = (owner: OwnerCredential, letterBox: LetterBoxSettings) =>
  changeOwnedSpace(owner, (space, now) => settings.withLetterBox(space, letterBox, now));

export const updateFanMessages = (owner: OwnerCredential, fanMessages: FanMessageSettings) =>
  changeOwnedSpace(owner, (space, now) => settings.withFanMessages(space, fanMessages, now));

export const updateThanks = (owner: OwnerCredential, thanks: ThanksSettingsInput) =>
  changeOwnedSpace(owner, (space, now) => settings.withThanks(space, thanks, now));

export const updateNgWords = (owner: OwnerCredential, ngWords: readonly string[]) =>
  changeOwnedSpace(owner, (space, now) => settings.withNgWords(space, ngWords, now));

/** In the same kind of transaction as the send that enters raid mode, so neither is lost. */
export const updateModeration = (owner: OwnerCredential, change: settings.ModerationChange) =>
  changeOwnedSpace(owner, (space, now) => settings.withModeration(space, change, now));

/**
 * Puts `image` into one slot of the space (clears it when undefined), in one transaction, if the
 * space still exists and belongs to `uid` and the slot's item is there. `found: false` otherwise.
 */
export async function setSpaceImage(
  spaceId: string,
  uid: string,
  slot: SpaceImageSlot,
  itemId: string | undefined,
  image: ImageRef | undefined,
): Promise<{ found: false } | { found: true; previous?: ImageRef }> {
  const ref = typed.spaces().doc(spaceId);
  return db().runTransaction(async (tx) => {
    const space = (await tx.get(ref)).data();
    if (!space || space.ownerUid !== uid) return { found: false };
    const change = withImage(space, slot, itemId, image, new Date());
    if (!change) return { found: false };
    if (change.space !== space) tx.set(ref, change.space);
    return change.previous ? { found: true, previous: change.previous } : { found: true };
  });
}

/**
 * Holds `image` on the space for a new row of `slot`, in one transaction, if the space still
 * exists and belongs to `uid`; answers whether it does. Holding it again changes nothing.
 */
export async function holdSpaceImage(
  spaceId: string,
  uid: string,
  slot: SpaceItemSlot,
  image: ImageRef,
): Promise<boolean> {
  const ref = typed.spaces().doc(spaceId);
  return db().runTransaction(async (tx) => {
    const space = (await tx.get(ref)).data();
    if (!space || space.ownerUid !== uid) return false;
    const next = withHeldImage(space, slot, image, imagesOf(space), new Date());
    if (next !== space) tx.set(ref, next);
    return true;
  });
}

/** Forgets removed images whose objects are deleted; writes nothing when none is listed any more. */
export async function forgetRemovedImages(
  spaceId: string,
  paths: readonly string[],
): Promise<void> {
  const ref = typed.spaces().doc(spaceId);
  await db().runTransaction(async (tx) => {
    const space = (await tx.get(ref)).data();
    if (!space) return;
    const next = withoutRemovedImages(space, new Set(paths));
    if (next !== space) tx.set(ref, next);
  });
}

/** Deletes the space and releases its slug; the trigger then removes its public document. */
export async function deleteSpace(owner: OwnerCredential): Promise<void> {
  const outcome = await removeSpace(owner.spaceId, (space) => {
    owner.assertOwns(space);
    return true;
  });
  if (outcome === 'missing') throw new NotFoundError();
}

/**
 * Deletes the space and releases every slug it claims (current and former) in one transaction,
 * if `accept` takes it; the spaces' triggers then remove its public document, messages, boards
 * and images.
 */
async function removeSpace(
  spaceId: string,
  accept: (space: Space) => boolean,
): Promise<'deleted' | 'missing' | 'refused'> {
  const spaceRef = typed.spaces().doc(spaceId);
  return db().runTransaction(async (tx) => {
    const space = (await tx.get(spaceRef)).data();
    if (!space) return 'missing';
    if (!accept(space)) return 'refused';
    const userRef = typed.users().doc(space.ownerUid);
    // The current slug and every former one are released together.
    const slugRefs = [space.slug, ...(space.formerSlugs ?? [])].map((slug) =>
      typed.slugs().doc(slug),
    );
    const [user, ...claims] = await Promise.all([
      tx.get(userRef),
      ...slugRefs.map((ref) => tx.get(ref)),
    ]);
    tx.delete(spaceRef);
    for (const claim of claims) {
      if (claim.data()?.spaceId === spaceId) tx.delete(claim.ref);
    }
    const count = user.data()?.spaceCount ?? 1;
    tx.set(userRef, { spaceCount: Math.max(0, count - 1), updatedAt: new Date() }, { merge: true });
    return 'deleted';
  });
}

// ---------------------------------------------------------------------------------------------
// Deleting an account
// ---------------------------------------------------------------------------------------------

/** Ids of every space `uid` owns now. */
export async function spaceIdsOf(uid: string): Promise<string[]> {
  const owned = await collections.spaces().where('ownerUid', '==', uid).get();
  return owned.docs.map((doc) => doc.id);
}

/**
 * Deletes one space of `uid` as `deleteSpace` does, and its public document at once rather than
 * through the trigger; another user's space is left alone, and a space already gone only loses
 * a public document left behind. Answers whether this call deleted the space document.
 */
export async function deleteOwnedSpace(uid: string, spaceId: string): Promise<boolean> {
  const outcome = await removeSpace(spaceId, (space) => space.ownerUid === uid);
  if (outcome === 'refused') return false;
  await deleteAll(collections.publicSpaces().where('spaceId', '==', spaceId));
  return outcome === 'deleted';
}

/** Releases every slug claim `uid` still holds (claims of spaces deleted meanwhile included). */
export async function releaseSlugsOf(uid: string): Promise<number> {
  return deleteAll(collections.slugs().where('ownerUid', '==', uid));
}

/**
 * Writes a whole space with its slug claim unless it exists, then recounts its owner's spaces:
 * for seeding the local stack, where earlier runs may have left anything behind.
 */
export async function restoreSpace(spaceId: string, space: Space): Promise<void> {
  const spaceRef = typed.spaces().doc(spaceId);
  const userRef = typed.users().doc(space.ownerUid);
  const now = new Date();
  if (!(await spaceRef.get()).exists) {
    await db()
      .batch()
      .set(spaceRef, space)
      .set(typed.slugs().doc(space.slug), {
        spaceId,
        ownerUid: space.ownerUid,
        createdAt: now,
      })
      .commit();
  }
  const owned = await typed.spaces().where('ownerUid', '==', space.ownerUid).get();
  const user = (await userRef.get()).data();
  await userRef.set(
    { spaceCount: owned.size, createdAt: user?.createdAt ?? now, updatedAt: now },
    { merge: true },
  );
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
  const spaceRef = typed.spaces().doc(spaceId);
  return db().runTransaction(async (tx) => {
    const snapshot = await tx.get(spaceRef);
    const space = snapshot.data();
    const slugs = [...new Set([...knownSlugs, ...(space ? [space.slug] : [])])];
    const refs = slugs.map((slug) => typed.publicSpaces().doc(slug));
    const docs = refs.length > 0 ? await tx.getAll(...refs) : [];
    const stored = new Map<string, StoredPublicSpace | undefined>(
      docs.map((doc) => [doc.id, doc.data()]),
    );
    const time = snapshot.updateTime;
    const plan = planPublicSync(
      spaceId,
      space,
      time && updateTimeKey(time.seconds, time.nanoseconds),
      stored,
    );
    for (const slug of plan.remove) tx.delete(typed.publicSpaces().doc(slug));
    if (plan.write) tx.set(typed.publicSpaces().doc(plan.write.slug), plan.write);
    return plan;
  });
}
