// Test helpers: compile small rulesets and describe requests tersely. Used only by *.test.ts.
import { compileRules } from '../index';
import type {
  FirestoreDocument,
  FirestoreRulesRequest,
  FirestoreValue,
  RulesDataAccess,
  Ruleset,
  StorageObject,
  StorageRulesRequest,
} from '../types';

const NOW = new Date('2026-11-22T10:30:15.250Z');

export function compile(source: string): Ruleset {
  const result = compileRules(source, 'test.rules');
  if (!result.ok) throw new Error(`Rules do not compile: ${JSON.stringify(result.issues)}`);
  return result.ruleset;
}

/** Plain JS → Firestore proto3 JSON; integers become integerValue, other numbers doubleValue. */
function fsValue(v: unknown): FirestoreValue {
  if (v === null) return { nullValue: null };
  if (typeof v === 'boolean') return { booleanValue: v };
  if (typeof v === 'number')
    return Number.isInteger(v) ? { integerValue: String(v) } : { doubleValue: v };
  if (typeof v === 'string') return { stringValue: v };
  if (v instanceof Date) return { timestampValue: v.toISOString() };
  if (Array.isArray(v)) return { arrayValue: { values: v.map(fsValue) } };
  if (typeof v === 'object' && 'ref' in v)
    return { referenceValue: `projects/demo/databases/(default)/documents/${String(v.ref)}` };
  return { mapValue: { fields: fsFields(v as Record<string, unknown>) } };
}

function fsFields(obj: Record<string, unknown>): Record<string, FirestoreValue> {
  return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, fsValue(v)]));
}

function doc(path: string, data: Record<string, unknown>): FirestoreDocument {
  return { name: `projects/demo/databases/(default)/documents/${path}`, fields: fsFields(data) };
}

/** An in-memory database for get()/exists(); `after` overrides for getAfter()/existsAfter(). */
export function store(
  docs: Record<string, Record<string, unknown>>,
  after?: Record<string, Record<string, unknown> | null>,
): RulesDataAccess & { reads: string[] } {
  const reads: string[] = [];
  const lookup = (path: string) => path.replace(/^\/databases\/[^/]+\/documents\//, '');
  return {
    reads,
    getDocument(path) {
      reads.push(path);
      const p = lookup(path);
      return docs[p] ? doc(p, docs[p]) : null;
    },
    getDocumentAfter(path) {
      reads.push(`after:${path}`);
      const p = lookup(path);
      if (after && p in after) return after[p] ? doc(p, after[p]) : null;
      return docs[p] ? doc(p, docs[p]) : null;
    },
  };
}

type Auth = { uid: string; token?: Record<string, unknown> } | null;

export interface FsRequestInit {
  method: FirestoreRulesRequest['method'];
  path: string;
  auth?: Auth;
  /** Stored document data (resource), if it exists. */
  existing?: Record<string, unknown>;
  /** Data after the write (request.resource). */
  incoming?: Record<string, unknown>;
  query?: Record<string, unknown>;
  collectionGroup?: boolean;
  accessCallLimit?: number;
}

export function fsRequest(init: FsRequestInit): FirestoreRulesRequest {
  const auth = init.auth
    ? { uid: init.auth.uid, token: { sub: init.auth.uid, ...init.auth.token } }
    : null;
  return {
    service: 'cloud.firestore',
    method: init.method,
    database: '(default)',
    path: init.path,
    auth,
    time: NOW,
    resource: init.existing ? doc(init.path, init.existing) : null,
    ...(init.incoming ? { requestResource: doc(init.path, init.incoming) } : {}),
    ...(init.method === 'list'
      ? {
          query: {
            structuredQuery: init.query ?? {},
            collectionGroup: init.collectionGroup ?? false,
          },
        }
      : {}),
    ...(init.accessCallLimit ? { accessCallLimit: init.accessCallLimit } : {}),
  };
}

function object(name: string, init: Partial<StorageObject> = {}): StorageObject {
  return {
    name,
    bucket: 'demo.appspot.com',
    size: 1024,
    contentType: 'image/png',
    md5Hash: 'rL0Y20zC+Fzt72VPzMSk2A==',
    timeCreated: new Date('2026-11-01T00:00:00Z'),
    updated: new Date('2026-11-02T00:00:00Z'),
    metadata: {},
    ...init,
  };
}

export interface StRequestInit {
  method: StorageRulesRequest['method'];
  path: string;
  auth?: Auth;
  existing?: Partial<StorageObject>;
  incoming?: Partial<StorageObject>;
}

export function stRequest(init: StRequestInit): StorageRulesRequest {
  return {
    service: 'firebase.storage',
    method: init.method,
    bucket: 'demo.appspot.com',
    path: init.path,
    auth: init.auth
      ? { uid: init.auth.uid, token: { sub: init.auth.uid, ...init.auth.token } }
      : null,
    time: NOW,
    resource: init.existing ? object(init.path, init.existing) : null,
    ...(init.incoming ? { requestResource: object(init.path, init.incoming) } : {}),
  };
}

export type Outcome = 'allow' | 'deny' | 'error';

const exprRulesets = new Map<string, Ruleset>();

/**
 * Evaluates one expression as the condition of `allow get` on /databases/(default)/documents/things/t1,
 * with a signed-in user and a stored document, and reports allow / deny (false) / error.
 */
export async function evalCondition(expr: string): Promise<Outcome> {
  let rules = exprRulesets.get(expr);
  if (!rules) {
    rules = compile(`rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /things/{thing} {
      allow get: if ${expr};
    }
  }
}`);
    exprRulesets.set(expr, rules);
  }
  const decision = await rules.evaluate(
    fsRequest({
      method: 'get',
      path: 'things/t1',
      auth: {
        uid: 'alice',
        token: { email: 'alice@example.com', email_verified: true, admin: true, level: 3 },
      },
      existing: {
        title: 'Hello',
        count: 7,
        ratio: 0.5,
        tags: ['a', 'b'],
        nested: { deep: { value: 1 } },
        nothing: null,
        when: new Date('2026-01-02T03:04:05.000Z'),
        owner: { ref: 'users/alice' },
      },
    }),
    store({ 'users/alice': { role: 'admin' } }),
  );
  if (decision.allowed) return 'allow';
  return decision.reason?.includes('evaluation error') ? 'error' : 'deny';
}
