// A compiled ruleset: decides requests by finding the matching allow statements and evaluating
// their conditions. Compiled once; each evaluation only walks the tree.
import type { AllowStatement, Expr, RulesFile } from './ast';
import { Coverage, LineIndex } from './coverage';
import { Evaluator, PendingRead, RequestContext, type Scope } from './evaluator';
import { NAMESPACES } from './globals';
import { findMatches, type MatchResult, type PathToken } from './matcher';
import { queryResources, queryValue } from './queryConstraints';
import { authValue, firestoreResource, storageResource } from './resources';
import type {
  FirestoreRulesRequest,
  RulesDataAccess,
  RulesDecision,
  RulesRequest,
  RulesService,
  Ruleset,
  StorageRulesRequest,
  CoverageReport,
} from './types';
import { EvalError, RMap, RNamespace, RPath, RTimestamp, type Value } from './values';

/** Google's limits: 10 document reads for single-document requests and queries. */
const DEFAULT_ACCESS_CALLS = 10;

interface Prepared {
  tokens: PathToken[];
  request: RMap;
  /** One `resource` per alternative the request stands for (several for IN / OR queries). */
  resources: Value[];
  extraGlobals: Record<string, Value>;
}

const NAMESPACE_VALUES: Record<string, Value> = Object.fromEntries(
  NAMESPACES.map((n) => [n, new RNamespace(n)]),
);

function segmentsOf(path: string): string[] {
  return path.split('/').filter((s) => s !== '');
}

function lit(segments: string[]): PathToken[] {
  return segments.map((s) => ({ lit: s }));
}

function prepareFirestore(req: FirestoreRulesRequest): Prepared {
  const base = ['databases', req.database, 'documents'];
  const docPath = segmentsOf(req.path);
  const fields: Record<string, Value> = {
    auth: authValue(req.auth),
    method: req.method,
    path: new RPath([...base, ...docPath]),
    time: req.preciseTime ? RTimestamp.parse(req.preciseTime) : RTimestamp.fromDate(req.time),
    resource: req.requestResource ? firestoreResource(req.requestResource) : null,
  };
  if (req.method !== 'list') {
    return {
      tokens: lit([...base, ...docPath]),
      request: RMap.of(fields),
      resources: [req.resource ? firestoreResource(req.resource) : null],
      extraGlobals: {},
    };
  }
  const structured = req.query?.structuredQuery ?? {};
  fields.query = queryValue(structured);
  const collectionId = docPath[docPath.length - 1] ?? '';
  const docId: PathToken = { unknown: 'one', what: 'The document id of a list query' };
  const tokens = req.query?.collectionGroup
    ? [
        ...lit([...base, ...docPath.slice(0, -1)]),
        { unknown: 'many', what: 'The parent path of a collection-group query' } as const,
        { lit: collectionId },
        docId,
      ]
    : [...lit([...base, ...docPath]), docId];
  return {
    tokens,
    request: RMap.of(fields),
    resources: queryResources(structured),
    extraGlobals: {},
  };
}

function prepareStorage(req: StorageRulesRequest): Prepared {
  const segments = ['b', req.bucket, 'o', ...segmentsOf(req.path)];
  // A list names the objects one level below its prefix, as `match /images/{imageId}` with
  // `allow list` expects; their names are not known.
  const listed: PathToken[] =
    req.method === 'list' ? [{ unknown: 'one', what: 'The object name of a list request' }] : [];
  return {
    tokens: [...lit(segments), ...listed],
    request: RMap.of({
      auth: authValue(req.auth),
      method: req.method,
      path: new RPath(segments),
      time: RTimestamp.fromDate(req.time),
      resource: req.requestResource ? storageResource(req.requestResource) : null,
      params: new RMap(new Map()),
    }),
    resources: [req.resource ? storageResource(req.resource) : null],
    extraGlobals: { firestore: new RNamespace('firestore') },
  };
}

interface Candidate {
  allow: AllowStatement;
  match: MatchResult;
}

export class CompiledRuleset implements Ruleset {
  readonly service: RulesService;
  private readonly lines: LineIndex;
  private readonly cov: Coverage;

  constructor(
    readonly source: string,
    private readonly file: RulesFile,
    private readonly fileName: string,
  ) {
    this.service = file.service as RulesService;
    this.lines = new LineIndex(source);
    this.cov = new Coverage(source, file.expressions, this.lines);
  }

  async evaluate(request: RulesRequest, data: RulesDataAccess): Promise<RulesDecision> {
    if (request.service !== this.service) {
      return {
        allowed: false,
        reason: `These rules are for ${this.service}, not ${request.service}.`,
      };
    }
    if (
      request.service === 'firebase.storage' &&
      request.method === 'list' &&
      this.file.version !== '2'
    ) {
      return { allowed: false, reason: "List requests need rules_version = '2'." };
    }
    let prepared: Prepared;
    try {
      prepared =
        request.service === 'cloud.firestore' ? prepareFirestore(request) : prepareStorage(request);
    } catch (e) {
      return { allowed: false, reason: (e as Error).message };
    }
    const candidates: Candidate[] = findMatches(
      this.file.root,
      prepared.tokens,
      this.file.version,
    ).flatMap((match) =>
      match.block.allows
        .filter((a) => a.methods.includes(request.method))
        .map((allow) => ({ allow, match })),
    );
    if (candidates.length === 0) return { allowed: false, reason: 'No matching allow statements' };
    const limit =
      request.service === 'cloud.firestore'
        ? (request.accessCallLimit ?? DEFAULT_ACCESS_CALLS)
        : DEFAULT_ACCESS_CALLS;
    const ctx = new RequestContext(this.service, data, limit);
    const evaluator = new Evaluator(this.cov, ctx);
    // Every alternative a query admits must be allowed.
    for (const resource of prepared.resources) {
      const globals: Scope = {
        vars: new Map<string, Value>(
          Object.entries({
            ...NAMESPACE_VALUES,
            ...prepared.extraGlobals,
            request: prepared.request,
            resource,
          }),
        ),
        parent: null,
        block: this.file.root,
      };
      const decision = await this.decide(candidates, globals, evaluator, request.method);
      if (!decision.allowed) return decision;
    }
    return { allowed: true };
  }

  private async decide(
    candidates: Candidate[],
    globals: Scope,
    evaluator: Evaluator,
    method: string,
  ): Promise<RulesDecision> {
    const failures: string[] = [];
    for (const { allow, match } of candidates) {
      if (!allow.condition) return { allowed: true };
      const scope: Scope = { vars: match.bindings, parent: globals, block: match.block };
      try {
        const v = await this.run(evaluator, allow.condition, scope);
        if (v === true) return { allowed: true };
        failures.push(
          v === false
            ? `false for '${method}' @ L${allow.line}`
            : `condition is not a bool for '${method}' @ L${allow.line}`,
        );
      } catch (err) {
        if (!(err instanceof EvalError)) throw err;
        const at = this.lines.position(err.offset ?? allow.start);
        const message = `evaluation error at L${at.line}:${at.column}: ${err.message} for '${method}' @ L${allow.line}`;
        if (err.fatal) return { allowed: false, reason: message };
        failures.push(message);
      }
    }
    return { allowed: false, reason: failures.join(', ') };
  }

  /** Evaluates one condition, re-running it whenever it waited for an asynchronous read. */
  private async run(evaluator: Evaluator, condition: Expr, scope: Scope): Promise<Value> {
    for (;;) {
      try {
        const v = evaluator.eval(condition, scope);
        evaluator.commit();
        return v;
      } catch (err) {
        if (!(err instanceof PendingRead)) {
          evaluator.commit();
          throw err;
        }
        evaluator.discard();
        await err.settled;
      }
    }
  }

  coverage(): CoverageReport {
    return this.cov.report();
  }

  coverageHtml(): string {
    return this.cov.html(`Rules coverage: ${this.fileName}`);
  }
}
