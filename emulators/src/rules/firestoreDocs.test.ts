// Decisions for the Cloud Firestore examples of Firebase's security-rules guides. Each group names
// the guide topic it is built from; rules and requests are written for this table.
import { describe, expect, it } from 'vitest';
import { compile, fsRequest, store, type FsRequestInit } from './testing/harness';
import type { RulesDataAccess } from './types';

type Row = [label: string, request: FsRequestInit, expected: boolean];

function group(topic: string, rules: string, rows: Row[], data: RulesDataAccess = store({})): void {
  describe(topic, () => {
    const ruleset = compile(rules);
    it.each(rows)('%s', async (_label, request, expected) => {
      const decision = await ruleset.evaluate(fsRequest(request), data);
      expect(decision.allowed, decision.reason).toBe(expected);
    });
  });
}

const alice = { uid: 'alice' };
const bob = { uid: 'bob' };
const eq = (field: string, value: unknown) => ({
  fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: valueOf(value) },
});
const valueOf = (v: unknown) =>
  typeof v === 'boolean'
    ? { booleanValue: v }
    : typeof v === 'number'
      ? { integerValue: String(v) }
      : { stringValue: String(v) };
const and = (...filters: unknown[]) => ({ compositeFilter: { op: 'AND', filters } });
const or = (...filters: unknown[]) => ({ compositeFilter: { op: 'OR', filters } });

// Get started: locked mode denies everything.
group(
  'Get started: locked mode',
  `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /{document=**} {
      allow read, write: if false;
    }
  }
}`,
  [
    ['get', { method: 'get', path: 'cities/SF', auth: alice }, false],
    ['list', { method: 'list', path: 'cities', auth: alice }, false],
    [
      'create',
      { method: 'create', path: 'cities/SF', auth: alice, incoming: { name: 'SF' } },
      false,
    ],
    [
      'delete in a subcollection',
      { method: 'delete', path: 'a/b/c/d', auth: alice, existing: {} },
      false,
    ],
  ],
);

// Get started: test mode that expires at a fixed date.
group(
  'Get started: test mode with an expiry',
  `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /{document=**} {
      allow read, write: if request.time < timestamp.date(2027, 1, 1);
    }
  }
}`,
  [
    ['read before expiry', { method: 'get', path: 'cities/SF' }, true],
    [
      'write before expiry',
      { method: 'update', path: 'cities/SF', existing: {}, incoming: { a: 1 } },
      true,
    ],
    ['deep document', { method: 'get', path: 'a/b/c/d/e/f' }, true],
  ],
);

// Get started: any signed-in user.
group(
  'Get started: authenticated access',
  `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /{document=**} {
      allow read, write: if request.auth != null;
    }
  }
}`,
  [
    ['signed in read', { method: 'get', path: 'cities/SF', auth: alice }, true],
    ['signed out read', { method: 'get', path: 'cities/SF' }, false],
    ['signed in list', { method: 'list', path: 'cities', auth: alice }, true],
    ['signed out write', { method: 'create', path: 'cities/SF', incoming: {} }, false],
  ],
);

// Basic security rules: content-owner only access.
group(
  'Basic rules: content owner only',
  `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /some_collection/{userId}/{documents=**} {
      allow read, write: if request.auth != null && request.auth.uid == userId;
    }
  }
}`,
  [
    ['owner reads own doc', { method: 'get', path: 'some_collection/alice', auth: alice }, true],
    [
      'owner reads nested doc',
      { method: 'get', path: 'some_collection/alice/notes/n1', auth: alice },
      true,
    ],
    ['other user reads', { method: 'get', path: 'some_collection/alice', auth: bob }, false],
    ['signed out reads', { method: 'get', path: 'some_collection/alice' }, false],
    [
      'owner writes nested',
      { method: 'create', path: 'some_collection/alice/x/y', auth: alice, incoming: {} },
      true,
    ],
    [
      'owner lists nested',
      { method: 'list', path: 'some_collection/alice/notes', auth: alice },
      true,
    ],
    ['other collection', { method: 'get', path: 'other/alice', auth: alice }, false],
  ],
);

// Structuring rules: nested matches do not cascade to subcollections.
group(
  'Structuring rules: hierarchical data',
  `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /cities/{city} {
      allow read, write: if false;
      match /landmarks/{landmark} {
        allow read, write: if true;
      }
    }
  }
}`,
  [
    ['city is denied', { method: 'get', path: 'cities/SF' }, false],
    ['landmark is allowed', { method: 'get', path: 'cities/SF/landmarks/GG' }, true],
    ['landmark write', { method: 'create', path: 'cities/SF/landmarks/GG', incoming: {} }, true],
    [
      'deeper than landmark matches nothing',
      { method: 'get', path: 'cities/SF/landmarks/GG/x/y' },
      false,
    ],
    ['cities list', { method: 'list', path: 'cities' }, false],
  ],
);

// Structuring rules: recursive wildcards in version 1 and version 2.
group(
  'Structuring rules: recursive wildcard (version 2)',
  `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /cities/{document=**} {
      allow read: if document == /SF || document == /SF/landmarks/GG;
    }
    match /{path=**}/reviews/{review} {
      allow get: if path == /restaurants/r1;
    }
  }
}`,
  [
    ['one segment bound as a path', { method: 'get', path: 'cities/SF' }, true],
    ['three segments bound as a path', { method: 'get', path: 'cities/SF/landmarks/GG' }, true],
    ['other doc', { method: 'get', path: 'cities/LA' }, false],
    ['wildcard in the middle', { method: 'get', path: 'restaurants/r1/reviews/x' }, true],
    ['middle wildcard, other parent', { method: 'get', path: 'restaurants/r2/reviews/x' }, false],
  ],
);

group(
  'Structuring rules: recursive wildcard (version 1 needs one or more segments)',
  `service cloud.firestore {
  match /databases/{database}/documents {
    match /cities/{city} {
      match /{document=**} {
        allow read: if true;
      }
    }
  }
}`,
  [
    ['zero segments do not match in version 1', { method: 'get', path: 'cities/SF' }, false],
    ['subcollection documents match', { method: 'get', path: 'cities/SF/landmarks/GG' }, true],
  ],
);

group(
  'Structuring rules: recursive wildcard (version 2 matches zero segments)',
  `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /cities/{city} {
      match /{document=**} {
        allow read: if true;
      }
    }
  }
}`,
  [
    ['zero segments match in version 2', { method: 'get', path: 'cities/SF' }, true],
    ['subcollection documents match', { method: 'get', path: 'cities/SF/landmarks/GG' }, true],
  ],
);

// Structuring rules: overlapping match statements — any allow wins.
group(
  'Structuring rules: overlapping match statements',
  `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /cities/{city} {
      allow read, write: if false;
    }
    match /cities/{document=**} {
      allow read, write: if true;
    }
  }
}`,
  [
    ['allowed by the second match', { method: 'get', path: 'cities/SF' }, true],
    ['write allowed too', { method: 'delete', path: 'cities/SF', existing: {} }, true],
  ],
);

// Structuring rules: granular operations.
group(
  'Structuring rules: granular operations',
  `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /cities/{city} {
      allow get: if true;
      allow list: if false;
      allow create: if request.auth != null;
      allow update: if request.auth.uid == 'admin';
      allow delete: if false;
    }
  }
}`,
  [
    ['get', { method: 'get', path: 'cities/SF' }, true],
    ['list', { method: 'list', path: 'cities' }, false],
    ['create signed in', { method: 'create', path: 'cities/SF', auth: alice, incoming: {} }, true],
    ['create signed out', { method: 'create', path: 'cities/SF', incoming: {} }, false],
    [
      'update by admin',
      { method: 'update', path: 'cities/SF', auth: { uid: 'admin' }, existing: {}, incoming: {} },
      true,
    ],
    [
      'update by others',
      { method: 'update', path: 'cities/SF', auth: alice, existing: {}, incoming: {} },
      false,
    ],
    [
      'update signed out (null auth errors)',
      { method: 'update', path: 'cities/SF', existing: {}, incoming: {} },
      false,
    ],
    ['delete', { method: 'delete', path: 'cities/SF', auth: alice, existing: {} }, false],
  ],
);

// Writing conditions: authentication.
group(
  'Writing conditions: authentication',
  `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /users/{userId} {
      allow read, update, delete: if request.auth != null && request.auth.uid == userId;
      allow create: if request.auth != null;
    }
  }
}`,
  [
    ['read own profile', { method: 'get', path: 'users/alice', auth: alice }, true],
    ['read other profile', { method: 'get', path: 'users/alice', auth: bob }, false],
    [
      'create any profile when signed in',
      { method: 'create', path: 'users/carol', auth: bob, incoming: {} },
      true,
    ],
    ['create signed out', { method: 'create', path: 'users/carol', incoming: {} }, false],
    ['delete own', { method: 'delete', path: 'users/alice', auth: alice, existing: {} }, true],
    [
      'update other',
      { method: 'update', path: 'users/alice', auth: bob, existing: {}, incoming: {} },
      false,
    ],
  ],
);

// Writing conditions: data validation with resource and request.resource.
group(
  'Writing conditions: data validation',
  `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /cities/{city} {
      allow read: if resource.data.visibility == 'public';
      allow update: if request.resource.data.population > 0
                    && request.resource.data.name == resource.data.name;
    }
  }
}`,
  [
    [
      'public document',
      { method: 'get', path: 'cities/SF', existing: { visibility: 'public' } },
      true,
    ],
    [
      'private document',
      { method: 'get', path: 'cities/SF', existing: { visibility: 'private' } },
      false,
    ],
    ['missing document (resource is null)', { method: 'get', path: 'cities/SF' }, false],
    [
      'valid update',
      {
        method: 'update',
        path: 'cities/SF',
        existing: { name: 'SF', population: 1 },
        incoming: { name: 'SF', population: 5 },
      },
      true,
    ],
    [
      'renaming is refused',
      {
        method: 'update',
        path: 'cities/SF',
        existing: { name: 'SF', population: 1 },
        incoming: { name: 'LA', population: 5 },
      },
      false,
    ],
    [
      'population must be positive',
      {
        method: 'update',
        path: 'cities/SF',
        existing: { name: 'SF' },
        incoming: { name: 'SF', population: 0 },
      },
      false,
    ],
    [
      'population missing is an error',
      { method: 'update', path: 'cities/SF', existing: { name: 'SF' }, incoming: { name: 'SF' } },
      false,
    ],
  ],
);

// Writing conditions: access other documents.
group(
  'Writing conditions: get() and exists()',
  `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /cities/{city} {
      allow create: if request.auth != null && exists(/databases/$(database)/documents/users/$(request.auth.uid));
      allow delete: if request.auth != null
                    && get(/databases/$(database)/documents/users/$(request.auth.uid)).data.admin == true;
    }
  }
}`,
  [
    [
      'create by a registered user',
      { method: 'create', path: 'cities/SF', auth: alice, incoming: {} },
      true,
    ],
    [
      'create by an unregistered user',
      { method: 'create', path: 'cities/SF', auth: { uid: 'carol' }, incoming: {} },
      false,
    ],
    [
      'delete by an admin',
      { method: 'delete', path: 'cities/SF', auth: alice, existing: {} },
      true,
    ],
    [
      'delete by a non-admin',
      { method: 'delete', path: 'cities/SF', auth: bob, existing: {} },
      false,
    ],
    [
      'delete by an unknown user',
      { method: 'delete', path: 'cities/SF', auth: { uid: 'carol' }, existing: {} },
      false,
    ],
  ],
  store({ 'users/alice': { admin: true }, 'users/bob': { admin: false } }),
);

// Writing conditions: custom functions.
group(
  'Writing conditions: custom functions',
  `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    function signedInOrPublic() {
      return request.auth.uid != null || resource.data.visibility == 'public';
    }
    match /cities/{city} {
      allow read, write: if signedInOrPublic();
    }
    match /users/{user} {
      allow read, write: if signedInOrPublic();
    }
  }
}`,
  [
    ['signed in', { method: 'get', path: 'cities/SF', auth: alice, existing: {} }, true],
    [
      'signed out, public doc (error on the left of ||)',
      { method: 'get', path: 'cities/SF', existing: { visibility: 'public' } },
      true,
    ],
    [
      'signed out, private doc',
      { method: 'get', path: 'users/u', existing: { visibility: 'private' } },
      false,
    ],
  ],
);

// Role-based access (the "roles" map on the story document).
group(
  'Role-based access',
  `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /stories/{story} {
      function isSignedIn() {
        return request.auth != null;
      }
      function getRole(rsc) {
        return rsc.data.roles[request.auth.uid];
      }
      function isOneOfRoles(rsc, array) {
        return isSignedIn() && (getRole(rsc) in array);
      }
      function onlyContentChanged() {
        return request.resource.data.title == resource.data.title
          && request.resource.data.roles == resource.data.roles;
      }
      allow read: if isOneOfRoles(resource, ['owner', 'writer', 'commenter', 'reader']);
      allow create: if isSignedIn() && request.resource.data.roles[request.auth.uid] == 'owner';
      allow update: if isOneOfRoles(resource, ['owner'])
                    || (isOneOfRoles(resource, ['writer']) && onlyContentChanged());
      allow delete: if isOneOfRoles(resource, ['owner']);
    }
  }
}`,
  (() => {
    const story = {
      title: 'T',
      content: 'c',
      roles: { alice: 'owner', bob: 'writer', carol: 'reader' },
    };
    return [
      [
        'reader reads',
        { method: 'get', path: 'stories/s', auth: { uid: 'carol' }, existing: story },
        true,
      ],
      [
        'stranger reads',
        { method: 'get', path: 'stories/s', auth: { uid: 'dave' }, existing: story },
        false,
      ],
      [
        'create as owner',
        { method: 'create', path: 'stories/s', auth: alice, incoming: story },
        true,
      ],
      [
        'create as writer',
        { method: 'create', path: 'stories/s', auth: bob, incoming: story },
        false,
      ],
      [
        'owner changes title',
        {
          method: 'update',
          path: 'stories/s',
          auth: alice,
          existing: story,
          incoming: { ...story, title: 'X' },
        },
        true,
      ],
      [
        'writer changes content',
        {
          method: 'update',
          path: 'stories/s',
          auth: bob,
          existing: story,
          incoming: { ...story, content: 'd' },
        },
        true,
      ],
      [
        'writer changes title',
        {
          method: 'update',
          path: 'stories/s',
          auth: bob,
          existing: story,
          incoming: { ...story, title: 'X' },
        },
        false,
      ],
      [
        'reader changes content',
        {
          method: 'update',
          path: 'stories/s',
          auth: { uid: 'carol' },
          existing: story,
          incoming: { ...story, content: 'd' },
        },
        false,
      ],
      [
        'owner deletes',
        { method: 'delete', path: 'stories/s', auth: alice, existing: story },
        true,
      ],
      [
        'writer deletes',
        { method: 'delete', path: 'stories/s', auth: bob, existing: story },
        false,
      ],
    ] satisfies Row[];
  })(),
);

// Control access to specific fields: allowed and required fields, diff-based updates.
group(
  'Field-level access: required and allowed fields',
  `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /restaurant/{restId} {
      allow create: if request.resource.data.keys().hasAll(['name', 'location'])
                    && request.resource.data.keys().hasOnly(['name', 'location', 'city', 'address', 'hours', 'cuisine']);
      allow update: if !request.resource.data.diff(resource.data).affectedKeys().hasAny(['average_score', 'rating_count']);
    }
  }
}`,
  [
    [
      'required fields only',
      { method: 'create', path: 'restaurant/r', incoming: { name: 'N', location: 'L' } },
      true,
    ],
    [
      'optional field',
      { method: 'create', path: 'restaurant/r', incoming: { name: 'N', location: 'L', city: 'C' } },
      true,
    ],
    [
      'missing required',
      { method: 'create', path: 'restaurant/r', incoming: { name: 'N' } },
      false,
    ],
    [
      'unknown field',
      { method: 'create', path: 'restaurant/r', incoming: { name: 'N', location: 'L', stars: 5 } },
      false,
    ],
    [
      'update of an allowed field',
      {
        method: 'update',
        path: 'restaurant/r',
        existing: { name: 'N', average_score: 3 },
        incoming: { name: 'M', average_score: 3 },
      },
      true,
    ],
    [
      'update of a protected field',
      {
        method: 'update',
        path: 'restaurant/r',
        existing: { name: 'N', average_score: 3 },
        incoming: { name: 'N', average_score: 5 },
      },
      false,
    ],
    [
      'removing a protected field',
      {
        method: 'update',
        path: 'restaurant/r',
        existing: { name: 'N', rating_count: 3 },
        incoming: { name: 'N' },
      },
      false,
    ],
  ],
);

group(
  'Field-level access: field types and optional fields',
  `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /reviews/{reviewId} {
      allow create: if request.resource.data.score is int
                    && request.resource.data.score >= 1 && request.resource.data.score <= 5
                    && request.resource.data.text is string
                    && request.resource.data.text.size() <= 20
                    && request.resource.data.get('tags', []) is list
                    && request.resource.data.get('tags', []).size() <= 3;
    }
  }
}`,
  [
    ['valid', { method: 'create', path: 'reviews/r', incoming: { score: 5, text: 'good' } }, true],
    [
      'valid with tags',
      { method: 'create', path: 'reviews/r', incoming: { score: 1, text: 'ok', tags: ['a'] } },
      true,
    ],
    [
      'float score',
      { method: 'create', path: 'reviews/r', incoming: { score: 4.5, text: 'ok' } },
      false,
    ],
    [
      'score out of range',
      { method: 'create', path: 'reviews/r', incoming: { score: 6, text: 'ok' } },
      false,
    ],
    [
      'text too long',
      { method: 'create', path: 'reviews/r', incoming: { score: 3, text: 'x'.repeat(21) } },
      false,
    ],
    [
      'tags not a list',
      { method: 'create', path: 'reviews/r', incoming: { score: 3, text: 'ok', tags: 'a' } },
      false,
    ],
    [
      'too many tags',
      {
        method: 'create',
        path: 'reviews/r',
        incoming: { score: 3, text: 'ok', tags: ['a', 'b', 'c', 'd'] },
      },
      false,
    ],
  ],
);

// Securely query data: rules are not filters.
group(
  'Securely query data: queries must match the rule constraints',
  `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /stories/{storyid} {
      allow read: if resource.data.published == true || request.auth.uid == resource.data.author;
    }
  }
}`,
  [
    [
      'published only',
      { method: 'list', path: 'stories', query: { where: eq('published', true) } },
      true,
    ],
    [
      'own stories',
      { method: 'list', path: 'stories', auth: alice, query: { where: eq('author', 'alice') } },
      true,
    ],
    [
      'someone else’s stories',
      { method: 'list', path: 'stories', auth: alice, query: { where: eq('author', 'bob') } },
      false,
    ],
    ['no filter', { method: 'list', path: 'stories', auth: alice, query: {} }, false],
    [
      'published == false',
      { method: 'list', path: 'stories', auth: alice, query: { where: eq('published', false) } },
      false,
    ],
    [
      'own and published',
      {
        method: 'list',
        path: 'stories',
        auth: alice,
        query: { where: and(eq('author', 'alice'), eq('published', false)) },
      },
      true,
    ],
    [
      'OR: every branch must be allowed',
      {
        method: 'list',
        path: 'stories',
        auth: alice,
        query: { where: or(eq('author', 'alice'), eq('published', true)) },
      },
      true,
    ],
    [
      'OR with a branch not allowed',
      {
        method: 'list',
        path: 'stories',
        auth: alice,
        query: { where: or(eq('author', 'alice'), eq('author', 'bob')) },
      },
      false,
    ],
    [
      'IN over own uid only',
      {
        method: 'list',
        path: 'stories',
        auth: alice,
        query: {
          where: {
            fieldFilter: {
              field: { fieldPath: 'author' },
              op: 'IN',
              value: { arrayValue: { values: [{ stringValue: 'alice' }] } },
            },
          },
        },
      },
      true,
    ],
    [
      'IN including another user',
      {
        method: 'list',
        path: 'stories',
        auth: alice,
        query: {
          where: {
            fieldFilter: {
              field: { fieldPath: 'author' },
              op: 'IN',
              value: { arrayValue: { values: [{ stringValue: 'alice' }, { stringValue: 'bob' }] } },
            },
          },
        },
      },
      false,
    ],
    [
      'single get still checks the document',
      { method: 'get', path: 'stories/s', existing: { published: true } },
      true,
    ],
    ['single get of a missing document', { method: 'get', path: 'stories/s', auth: alice }, false],
  ],
);

group(
  'Securely query data: null checks on resource',
  `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /notes/{note} {
      allow read: if resource == null || (resource != null && resource.data.shared == true);
    }
  }
}`,
  [
    ['shared notes', { method: 'list', path: 'notes', query: { where: eq('shared', true) } }, true],
    ['unfiltered', { method: 'list', path: 'notes', query: {} }, false],
    ['get of a missing note', { method: 'get', path: 'notes/n' }, true],
    [
      'get of a private note',
      { method: 'get', path: 'notes/n', existing: { shared: false } },
      false,
    ],
  ],
);

group(
  'Securely query data: query limits and ranges',
  `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /posts/{post} {
      allow list: if request.query.limit <= 100;
    }
    match /events/{event} {
      allow list: if resource.data.year > 2020;
    }
  }
}`,
  [
    ['limit under the cap', { method: 'list', path: 'posts', query: { limit: 50 } }, true],
    [
      'limit as an Int32Value',
      { method: 'list', path: 'posts', query: { limit: { value: 100 } } },
      true,
    ],
    ['limit over the cap', { method: 'list', path: 'posts', query: { limit: 101 } }, false],
    ['no limit', { method: 'list', path: 'posts', query: {} }, false],
    [
      'range filter proves the rule',
      {
        method: 'list',
        path: 'events',
        query: {
          where: {
            fieldFilter: {
              field: { fieldPath: 'year' },
              op: 'GREATER_THAN_OR_EQUAL',
              value: { integerValue: '2021' },
            },
          },
        },
      },
      true,
    ],
    [
      'range filter too wide',
      {
        method: 'list',
        path: 'events',
        query: {
          where: {
            fieldFilter: {
              field: { fieldPath: 'year' },
              op: 'GREATER_THAN',
              value: { integerValue: '2019' },
            },
          },
        },
      },
      false,
    ],
    [
      'equality filter proves the rule',
      { method: 'list', path: 'events', query: { where: eq('year', 2024) } },
      true,
    ],
  ],
);

const ne = (field: string, value: string) => ({
  fieldFilter: { field: { fieldPath: field }, op: 'NOT_EQUAL', value: { stringValue: value } },
});
const notIn = (field: string, values: string[]) => ({
  fieldFilter: {
    field: { fieldPath: field },
    op: 'NOT_IN',
    value: { arrayValue: { values: values.map((v) => ({ stringValue: v })) } },
  },
});

group(
  'Securely query data: != and not-in filters',
  `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /tickets/{id} {
      allow list: if resource.data.status != 'deleted';
    }
  }
}`,
  [
    [
      "status != 'deleted'",
      { method: 'list', path: 'tickets', query: { where: ne('status', 'deleted') } },
      true,
    ],
    [
      "status not-in ['deleted', 'hidden']",
      { method: 'list', path: 'tickets', query: { where: notIn('status', ['deleted', 'hidden']) } },
      true,
    ],
    [
      "status == 'open'",
      { method: 'list', path: 'tickets', query: { where: eq('status', 'open') } },
      true,
    ],
    [
      "status != 'hidden'",
      { method: 'list', path: 'tickets', query: { where: ne('status', 'hidden') } },
      false,
    ],
    [
      "status == 'deleted'",
      { method: 'list', path: 'tickets', query: { where: eq('status', 'deleted') } },
      false,
    ],
    ['no filter', { method: 'list', path: 'tickets', query: {} }, false],
  ],
);

const arrayContains = (field: string, value: string, op = 'ARRAY_CONTAINS') => ({
  fieldFilter: {
    field: { fieldPath: field },
    op,
    value:
      op === 'ARRAY_CONTAINS'
        ? { stringValue: value }
        : { arrayValue: { values: value.split(',').map((v) => ({ stringValue: v })) } },
  },
});

group(
  'Securely query data: membership lists and array-contains',
  `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /rooms/{id} {
      allow list: if request.auth.uid in resource.data.members;
    }
    match /boards/{id} {
      allow list: if resource.data.editors.hasAny([request.auth.uid, 'admin']);
    }
  }
}`,
  [
    [
      'array-contains the caller',
      {
        method: 'list',
        path: 'rooms',
        auth: alice,
        query: { where: arrayContains('members', 'alice') },
      },
      true,
    ],
    [
      'array-contains someone else',
      {
        method: 'list',
        path: 'rooms',
        auth: alice,
        query: { where: arrayContains('members', 'bob') },
      },
      false,
    ],
    ['no filter', { method: 'list', path: 'rooms', auth: alice, query: {} }, false],
    [
      'array-contains-any: every alternative must hold',
      {
        method: 'list',
        path: 'boards',
        auth: alice,
        query: { where: arrayContains('editors', 'alice,admin', 'ARRAY_CONTAINS_ANY') },
      },
      true,
    ],
    [
      'array-contains-any with a stranger',
      {
        method: 'list',
        path: 'boards',
        auth: alice,
        query: { where: arrayContains('editors', 'alice,bob', 'ARRAY_CONTAINS_ANY') },
      },
      false,
    ],
  ],
);

group(
  'Securely query data: collection group queries',
  `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /{path=**}/posts/{post} {
      allow read: if resource.data.published == true;
    }
    match /forums/{forumid}/posts/{post} {
      allow read: if true;
    }
  }
}`,
  [
    [
      'collection group on published',
      {
        method: 'list',
        path: 'posts',
        collectionGroup: true,
        query: { where: eq('published', true) },
      },
      true,
    ],
    [
      'collection group unfiltered',
      { method: 'list', path: 'posts', collectionGroup: true, query: {} },
      false,
    ],
    ['single forum list', { method: 'list', path: 'forums/f1/posts', query: {} }, true],
  ],
);

// Access call limits: 10 for single-document requests, 20 for batches and transactions.
group(
  'Access call limits',
  `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    function n(i) { return exists(/databases/$(database)/documents/users/$('u' + string(i))); }
    match /eleven/{id} {
      allow get: if n(1) || n(2) || n(3) || n(4) || n(5) || n(6) || n(7) || n(8) || n(9) || n(10) || n(11) || true;
    }
    match /ten/{id} {
      allow get: if n(1) || n(2) || n(3) || n(4) || n(5) || n(6) || n(7) || n(8) || n(9) || n(10) || true;
    }
    match /repeated/{id} {
      allow get: if n(1) || n(1) || n(1) || n(1) || n(1) || n(1) || n(1) || n(1) || n(1) || n(1) || n(1) || n(1) || true;
    }
  }
}`,
  [
    ['ten calls are fine', { method: 'get', path: 'ten/x' }, true],
    ['eleven calls exceed the limit', { method: 'get', path: 'eleven/x' }, false],
    [
      'eleven calls within a batch limit of 20',
      { method: 'get', path: 'eleven/x', accessCallLimit: 20 },
      true,
    ],
    ['repeated reads of one document count once', { method: 'get', path: 'repeated/x' }, true],
  ],
);

// Access other documents in batched writes: getAfter sees the batch's result.
group(
  'getAfter and existsAfter in batched writes',
  `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /posts/{post} {
      allow create: if existsAfter(/databases/$(database)/documents/counters/$(post))
                    && getAfter(/databases/$(database)/documents/counters/$(post)).data.count == 0
                    && !exists(/databases/$(database)/documents/counters/$(post));
    }
  }
}`,
  [
    [
      'counter created in the same batch',
      { method: 'create', path: 'posts/p1', incoming: {} },
      true,
    ],
    ['no counter in the batch', { method: 'create', path: 'posts/p2', incoming: {} }, false],
  ],
  store({}, { 'counters/p1': { count: 0 } }),
);
