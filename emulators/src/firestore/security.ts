// Security rules for non-admin callers, through the shared rules engine (emulators/src/rules).
import { compileRules } from '../rules';
import type {
  CompileResult,
  FirestoreDocument,
  FirestoreRulesRequest,
  RulesDataAccess,
  Ruleset,
} from '../rules/types';
import type { Caller } from './auth';
import { Fail } from './errors';
import { fullName } from './paths';
import type { CompiledQuery } from './query';
import type { Database, Doc } from './store';
import { microsToTs, timestampToIso, toJsonFields } from './values';

export type RuleCheck = Omit<FirestoreRulesRequest, 'service' | 'auth' | 'time' | 'database'>;

export class Security {
  /** Rules per project; `fallback` (from --rules) serves projects that never loaded their own. */
  private readonly rulesets = new Map<string, Ruleset>();
  private fallback: Ruleset | undefined;

  /** Compiles and installs rules; on compile errors the previous rules stay in force. */
  load(project: string | undefined, source: string, fileName = 'firestore.rules'): CompileResult {
    const result = compileRules(source, fileName);
    if (result.ok) {
      if (project === undefined) this.fallback = result.ruleset;
      else this.rulesets.set(project, result.ruleset);
    }
    return result;
  }

  ruleset(project: string): Ruleset | undefined {
    return this.rulesets.get(project) ?? this.fallback;
  }

  /**
   * Throws PERMISSION_DENIED unless every check is allowed. `after` reads the state once the
   * whole batch is applied (getAfter/existsAfter).
   */
  async authorize(
    caller: Caller,
    db: Database,
    /** Built only for non-admin callers: admin requests skip the rules work entirely. */
    buildChecks: () => RuleCheck[],
    time: bigint,
    after?: (path: string) => Doc | null,
  ): Promise<void> {
    if (caller.admin) return;
    const checks = buildChecks();
    if (checks.length === 0) return;
    const project = db.name.split('/')[1] ?? '';
    const ruleset = this.ruleset(project);
    if (!ruleset)
      throw Fail.denied('Missing or insufficient permissions. (No security rules are loaded.)');
    const database = db.name.split('/')[3] ?? '(default)';
    const prefix = `/databases/${database}/documents/`;
    const read = (get: (path: string) => Doc | null) => (path: string) => {
      if (!path.startsWith(prefix)) return null;
      const docPath = path.slice(prefix.length);
      return toRulesDocument(db.name, docPath, get(docPath));
    };
    const data: RulesDataAccess = {
      getDocument: read((p) => db.get(p)),
      getDocumentAfter: read(after ?? ((p) => db.get(p))),
    };
    const preciseTime = timestampToIso(microsToTs(time));
    // Multi-document requests (batches, transactions, batch gets) may make 20 document reads.
    const accessCallLimit = checks.length > 1 ? 20 : 10;
    for (const check of checks) {
      const request: FirestoreRulesRequest = {
        service: 'cloud.firestore',
        database,
        auth: caller.auth,
        time: new Date(Number(time / 1000n)),
        preciseTime,
        accessCallLimit,
        ...check,
      };
      const decision = await ruleset.evaluate(request, data);
      if (!decision.allowed) throw deniedError(check, decision.reason);
    }
  }
}

const DENIED = 'Missing or insufficient permissions.';

/**
 * A denied read answers exactly what Cloud Firestore answers, whatever the rules saw: the
 * evaluation's reason differs between an existing document ("false for 'get'") and a missing one
 * (a null-value error on `resource.data`), so it would reveal whether the document exists
 * (decision 027). Writes keep the reason, which helps while writing rules.
 */
function deniedError(check: RuleCheck, reason: string | undefined): Fail {
  if (check.method === 'get' || check.method === 'list' || !reason) return Fail.denied(DENIED);
  return Fail.denied(`${DENIED} ${reason} for '${check.method}' on ${check.path}`);
}

/**
 * The one rules check a query needs: rules are not filters, so a list is decided from the
 * query's constraints on the collection it names (a collection group's rules included), never
 * from the documents it happens to return.
 */
export function listCheck(q: CompiledQuery): RuleCheck {
  return {
    method: 'list',
    path: q.parent ? `${q.parent}/${q.collectionId}` : q.collectionId,
    resource: null,
    query: {
      structuredQuery: q.query as Record<string, unknown>,
      collectionGroup: q.allDescendants,
    },
  };
}

export function toRulesDocument(
  database: string,
  path: string,
  doc: Doc | null,
): FirestoreDocument | null {
  if (!doc) return null;
  return {
    name: fullName(database, path),
    fields: toJsonFields(doc.fields),
    createTime: timestampToIso(microsToTs(doc.createTime)),
    updateTime: timestampToIso(microsToTs(doc.updateTime)),
  };
}
