// Decisions for the Cloud Storage examples of Firebase's security-rules guides. Each group names
// the guide topic it is built from; rules and requests are written for this table.
import { describe, expect, it } from 'vitest';
import { compile, stRequest, store, type StRequestInit } from './testing/harness';
import type { RulesDataAccess } from './types';

type Row = [label: string, request: StRequestInit, expected: boolean];

function group(topic: string, rules: string, rows: Row[], data: RulesDataAccess = store({})): void {
  describe(topic, () => {
    const ruleset = compile(rules);
    it.each(rows)('%s', async (_label, request, expected) => {
      const decision = await ruleset.evaluate(stRequest(request), data);
      expect(decision.allowed, decision.reason).toBe(expected);
    });
  });
}

const alice = { uid: 'alice' };
const bob = { uid: 'bob' };
const MB = 1024 * 1024;

// Get started: authenticated users only.
group(
  'Get started: authenticated access',
  `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /{allPaths=**} {
      allow read, write: if request.auth != null;
    }
  }
}`,
  [
    ['signed-in read', { method: 'get', path: 'a/b.png', auth: alice, existing: {} }, true],
    ['signed-out read', { method: 'get', path: 'a/b.png', existing: {} }, false],
    ['signed-in upload', { method: 'create', path: 'x.png', auth: alice, incoming: {} }, true],
    ['signed-in list of the root', { method: 'list', path: '', auth: alice }, true],
    ['signed-out list', { method: 'list', path: 'a' }, false],
  ],
);

// Secure files: user-private files.
group(
  'Secure files: content-owner only',
  `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /users/{userId}/{allPaths=**} {
      allow read, write: if request.auth != null && request.auth.uid == userId;
    }
  }
}`,
  [
    ['owner reads', { method: 'get', path: 'users/alice/p.jpg', auth: alice, existing: {} }, true],
    [
      'owner reads nested',
      { method: 'get', path: 'users/alice/a/b/c.jpg', auth: alice, existing: {} },
      true,
    ],
    ['other reads', { method: 'get', path: 'users/alice/p.jpg', auth: bob, existing: {} }, false],
    [
      'owner uploads',
      { method: 'create', path: 'users/alice/p.jpg', auth: alice, incoming: {} },
      true,
    ],
    [
      'other uploads',
      { method: 'create', path: 'users/alice/p.jpg', auth: bob, incoming: {} },
      false,
    ],
    ['owner lists own folder', { method: 'list', path: 'users/alice', auth: alice }, true],
    ['other lists', { method: 'list', path: 'users/alice', auth: bob }, false],
    ['outside users', { method: 'get', path: 'public/p.jpg', auth: alice, existing: {} }, false],
  ],
);

// Secure files: public read, private write.
group(
  'Secure files: public read, owner write',
  `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /user/{userId}/{fileName} {
      allow read;
      allow write: if request.auth != null && request.auth.uid == userId;
    }
  }
}`,
  [
    ['anyone reads', { method: 'get', path: 'user/alice/a.png', existing: {} }, true],
    [
      'owner writes',
      { method: 'update', path: 'user/alice/a.png', auth: alice, existing: {}, incoming: {} },
      true,
    ],
    [
      'other deletes',
      { method: 'delete', path: 'user/alice/a.png', auth: bob, existing: {} },
      false,
    ],
    [
      'nested paths do not match a single wildcard',
      { method: 'get', path: 'user/alice/x/a.png', existing: {} },
      false,
    ],
  ],
);

// Secure files: validate size and content type of uploads.
group(
  'Secure files: data validation',
  `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /images/{imageId} {
      allow read;
      allow write: if request.resource.size < 5 * 1024 * 1024
                   && request.resource.contentType.matches('image/.*');
      allow delete: if request.auth != null;
    }
  }
}`,
  [
    ['small image', { method: 'create', path: 'images/a.png', incoming: { size: MB } }, true],
    ['too large', { method: 'create', path: 'images/a.png', incoming: { size: 6 * MB } }, false],
    [
      'exactly 5 MiB',
      { method: 'create', path: 'images/a.png', incoming: { size: 5 * MB } },
      false,
    ],
    [
      'not an image',
      { method: 'create', path: 'images/a.txt', incoming: { contentType: 'text/plain' } },
      false,
    ],
    [
      'no content type',
      { method: 'create', path: 'images/a', incoming: { contentType: undefined } },
      false,
    ],
    [
      'delete signed in',
      { method: 'delete', path: 'images/a.png', auth: alice, existing: {} },
      true,
    ],
    ['delete signed out', { method: 'delete', path: 'images/a.png', existing: {} }, false],
  ],
);

// Secure files: group-private files with custom metadata and claims.
group(
  'Secure files: custom metadata and token claims',
  `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /files/{groupId}/{fileName} {
      allow read: if resource.metadata.owner == request.auth.token.groupId;
      allow write: if request.auth.token.groupId == groupId;
    }
  }
}`,
  [
    [
      'member reads',
      {
        method: 'get',
        path: 'files/g1/a',
        auth: { uid: 'a', token: { groupId: 'g1' } },
        existing: { metadata: { owner: 'g1' } },
      },
      true,
    ],
    [
      'non-member reads',
      {
        method: 'get',
        path: 'files/g1/a',
        auth: { uid: 'a', token: { groupId: 'g2' } },
        existing: { metadata: { owner: 'g1' } },
      },
      false,
    ],
    [
      'no owner metadata',
      {
        method: 'get',
        path: 'files/g1/a',
        auth: { uid: 'a', token: { groupId: 'g1' } },
        existing: {},
      },
      false,
    ],
    [
      'member writes',
      {
        method: 'create',
        path: 'files/g1/a',
        auth: { uid: 'a', token: { groupId: 'g1' } },
        incoming: {},
      },
      true,
    ],
    ['claim missing', { method: 'create', path: 'files/g1/a', auth: alice, incoming: {} }, false],
  ],
);

// Resource metadata: timestamps, hashes, and unchanged content on metadata updates.
group(
  'Resource metadata',
  `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /docs/{file} {
      allow get: if request.time < resource.timeCreated + duration.value(30, 'd')
                 && resource.bucket == bucket
                 && resource.name == 'docs/' + file
                 && resource.size is int
                 && resource.updated > resource.timeCreated;
      allow update: if request.resource.md5Hash == resource.md5Hash
                    && request.resource.metadata.keys().hasOnly(['label']);
      allow create: if resource == null;
    }
  }
}`,
  [
    ['fresh file', { method: 'get', path: 'docs/a', existing: {} }, true],
    [
      'expired file',
      {
        method: 'get',
        path: 'docs/a',
        existing: { timeCreated: new Date('2026-01-01T00:00:00Z') },
      },
      false,
    ],
    [
      'metadata-only update',
      { method: 'update', path: 'docs/a', existing: {}, incoming: { metadata: { label: 'x' } } },
      true,
    ],
    [
      'content changed',
      { method: 'update', path: 'docs/a', existing: {}, incoming: { md5Hash: 'other' } },
      false,
    ],
    [
      'unexpected metadata',
      { method: 'update', path: 'docs/a', existing: {}, incoming: { metadata: { owner: 'x' } } },
      false,
    ],
    ['create without overwrite', { method: 'create', path: 'docs/a', incoming: {} }, true],
    ['overwrite refused', { method: 'create', path: 'docs/a', existing: {}, incoming: {} }, false],
  ],
);

// Firestore from Storage rules: cross-service firestore.get() and firestore.exists().
group(
  'Cross-service rules: firestore.get and firestore.exists',
  `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /projects/{projectId}/{fileName} {
      allow read: if request.auth.uid in firestore.get(/databases/(default)/documents/projects/$(projectId)).data.members;
      allow write: if firestore.exists(/databases/(default)/documents/users/$(request.auth.uid));
    }
  }
}`,
  [
    ['member reads', { method: 'get', path: 'projects/p1/a', auth: alice, existing: {} }, true],
    ['non-member reads', { method: 'get', path: 'projects/p1/a', auth: bob, existing: {} }, false],
    ['unknown project', { method: 'get', path: 'projects/p2/a', auth: alice, existing: {} }, false],
    [
      'registered user writes',
      { method: 'create', path: 'projects/p1/a', auth: alice, incoming: {} },
      true,
    ],
    [
      'unregistered user writes',
      { method: 'create', path: 'projects/p1/a', auth: bob, incoming: {} },
      false,
    ],
  ],
  store({ 'projects/p1': { members: ['alice'] }, 'users/alice': {} }),
);

// List needs rules_version 2.
group(
  'List requires rules_version 2',
  `service firebase.storage {
  match /b/{bucket}/o {
    match /{allPaths=**} {
      allow read: if true;
    }
  }
}`,
  [
    ['list under version 1', { method: 'list', path: 'a' }, false],
    ['get under version 1', { method: 'get', path: 'a/b', existing: {} }, true],
  ],
);

// Granular operations: read divided into get and list (list needs rules_version 2).
group(
  'Granular operations: get and list of a folder',
  `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /images/{imageId} {
      allow get: if false;
      allow list: if request.auth != null;
    }
  }
}`,
  [
    ['list the folder signed in', { method: 'list', path: 'images', auth: alice }, true],
    ['list the folder signed out', { method: 'list', path: 'images' }, false],
    ['get a file', { method: 'get', path: 'images/a.png', auth: alice, existing: {} }, false],
    ['list a subfolder', { method: 'list', path: 'images/a', auth: alice }, false],
  ],
);

// Granular operations for Storage.
group(
  'Granular operations',
  `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /uploads/{uid}/{file} {
      allow get: if true;
      allow list: if false;
      allow create: if request.auth.uid == uid;
      allow update, delete: if false;
    }
  }
}`,
  [
    ['get', { method: 'get', path: 'uploads/alice/f', existing: {} }, true],
    ['list', { method: 'list', path: 'uploads/alice' }, false],
    ['create own', { method: 'create', path: 'uploads/alice/f', auth: alice, incoming: {} }, true],
    ['create other', { method: 'create', path: 'uploads/alice/f', auth: bob, incoming: {} }, false],
    [
      'update',
      { method: 'update', path: 'uploads/alice/f', auth: alice, existing: {}, incoming: {} },
      false,
    ],
  ],
);

describe('service mismatch', () => {
  it('denies a Storage request against Firestore rules', async () => {
    const rules = compile(`rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /{d=**} { allow read: if true; }
  }
}`);
    const decision = await rules.evaluate(
      stRequest({ method: 'get', path: 'a', existing: {} }),
      store({}),
    );
    expect(decision).toEqual({
      allowed: false,
      reason: 'These rules are for cloud.firestore, not firebase.storage.',
    });
  });
});
