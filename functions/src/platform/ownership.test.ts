// Who owns a space is checked in one place: ownedSpace reads the space and re-checks its owner for
// every store, and the transactions that need more retries share one set of options. A copy in a
// feature would drift from it (a missing not-found, another retry budget), so the sources are
// searched for one.
import { getApps, initializeApp } from 'firebase-admin/app';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { OwnerCredential } from './credential';
import { ForbiddenError, NotFoundError } from './errors';
import { ownedSpace } from './ownership';

/** A transaction that reads `documents` by path and writes nothing. */
function readingTx(documents: Record<string, object>): Transaction {
  return {
    get: (ref: DocumentReference) =>
      Promise.resolve({ data: () => documents[ref.path] as unknown }),
  } as unknown as Transaction;
}

describe('ownedSpace', () => {
  beforeAll(() => {
    // References are made without a connection; the stub transaction answers the reads.
    if (getApps().length === 0) initializeApp({ projectId: 'demo-unit' });
  });

  const owner = OwnerCredential.ofSpace('uid-owner', 'space-1');

  it("answers the owner's space, read in the transaction", async () => {
    const space = { ownerUid: 'uid-owner', slug: 'mika' };
    const tx = readingTx({ 'spaces/space-1': space });
    await expect(ownedSpace<typeof space>(owner, tx)).resolves.toEqual(space);
  });

  it("refuses someone else's space, and a space that is gone", async () => {
    const theirs = readingTx({ 'spaces/space-1': { ownerUid: 'uid-other' } });
    await expect(ownedSpace(owner, theirs)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(ownedSpace(owner, readingTx({}))).rejects.toBeInstanceOf(NotFoundError);
  });
});

const SRC = path.resolve(import.meta.dirname, '..');

/** Every module of the functions (tests aside), by its path under src/. */
function sources(): [string, string][] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => [file.split(path.sep).join('/'), readFileSync(path.join(SRC, file), 'utf8')]);
}

describe('one place for ownership and transaction options', () => {
  it('finds the modules it searches', () => {
    expect(sources().map(([file]) => file)).toEqual(
      expect.arrayContaining(['platform/ownership.ts', 'messages/store.ts', 'boards/store.ts']),
    );
  });

  it("lets no feature re-check a space's owner by hand", () => {
    const byHand = sources().flatMap(([file, text]) =>
      file.startsWith('platform/') ? [] : [...text.matchAll(/\.assertOwns\(/g)].map(() => file),
    );
    // The one exception: deleting a space checks the owner of the space its shared removal (also
    // the account deletion's) has read in its own transaction.
    expect(byHand).toEqual(['spaces/store.ts']);
  });

  it('declares the transaction options once, and no store spells its own', () => {
    const declared = sources().filter(([, text]) => /\bTRANSACTION_OPTIONS\s*=/.test(text));
    expect(declared.map(([file]) => file)).toEqual(['platform/firestore.ts']);
    const ownOptions = sources().filter(
      ([file, text]) =>
        !file.startsWith('platform/') && /\}\s*,\s*\{\s*maxAttempts:\s*\d+\s*\}\s*\)/.test(text),
    );
    expect(ownOptions.map(([file]) => file)).toEqual([]);
  });
});
