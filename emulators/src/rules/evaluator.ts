// Evaluates expressions against one request. Errors are EvalErrors: they make the enclosing
// allow condition unsatisfied, except where `&&` / `||` are decided by their other operand.
// Evaluation is synchronous for speed; a document read that the data source answers with a
// promise suspends the condition (PendingRead), which is re-run once the read has settled.
import type { Block, Expr, FunctionDecl, PathLiteralSegment } from './ast';
import type { Coverage } from './coverage';
import { callGlobal, callNamespace, hasGlobalFunction } from './globals';
import { callMethod } from './methods';
import { binary, isType, negate, not } from './operators';
import { firestoreResource } from './resources';
import type { FirestoreDocument, RulesDataAccess, RulesService } from './types';
import { EvalError, known, RBytes, RMap, RNamespace, RPath, typeName, type Value } from './values';

/** Firestore's document functions: after the whole batch or before it; document or existence. */
const DOCUMENT_FUNCTIONS: Record<string, { after: boolean; exists: boolean }> = {
  get: { after: false, exists: false },
  exists: { after: false, exists: true },
  getAfter: { after: true, exists: false },
  existsAfter: { after: true, exists: true },
};

/** Function calls may nest this deep; recursion is not allowed, so this only stops runaways. */
const MAX_CALL_DEPTH = 20;

export interface Scope {
  readonly vars: ReadonlyMap<string, Value>;
  readonly parent: Scope | null;
  /** Where function names resolve from. */
  readonly block: Block;
  /** The scope of the match wildcards and request variables, which function bodies see; self if absent. */
  readonly base?: Scope;
}

/** Thrown when get()/exists() needs a document the data source returns asynchronously. */
export class PendingRead {
  constructor(readonly settled: Promise<void>) {}
}

function isPromise<T>(v: T | Promise<T>): v is Promise<T> {
  return typeof (v as { then?: unknown } | null)?.then === 'function';
}

/** Per-request state: document reads made by get()/exists() and their limit. */
export class RequestContext {
  private readonly cache = new Map<string, Value | EvalError>();
  private calls = 0;
  depth = 0;

  constructor(
    readonly service: RulesService,
    private readonly data: RulesDataAccess,
    private readonly accessLimit: number,
  ) {}

  document(pathValue: Value, after: boolean): Value {
    if (!(pathValue instanceof RPath)) {
      throw new EvalError(`Document path must be a path, got ${typeName(pathValue)}.`);
    }
    const segs = pathValue.segments;
    if (
      segs[0] !== 'databases' ||
      segs[2] !== 'documents' ||
      segs.length < 5 ||
      (segs.length - 3) % 2 !== 0
    ) {
      throw new EvalError(`Invalid document path ${pathValue.toString()}.`);
    }
    const path = pathValue.toString();
    const key = `${after ? 'after' : 'before'}:${path}`;
    const cached = this.cache.get(key);
    if (cached instanceof EvalError) throw cached;
    if (cached !== undefined) return cached;
    if (++this.calls > this.accessLimit) {
      throw new EvalError(`Exceeded the limit of ${this.accessLimit} document access calls.`, true);
    }
    let read: FirestoreDocument | null | Promise<FirestoreDocument | null>;
    try {
      read =
        after && this.data.getDocumentAfter
          ? this.data.getDocumentAfter(path)
          : this.data.getDocument(path);
    } catch (e) {
      throw this.remember(key, readFailure(e));
    }
    if (isPromise(read)) {
      throw new PendingRead(
        read.then(
          (doc) => void this.remember(key, doc ? firestoreResource(doc) : null),
          (e: unknown) => void this.remember(key, readFailure(e)),
        ),
      );
    }
    const value = read ? firestoreResource(read) : null;
    this.remember(key, value);
    return value;
  }

  private remember<T extends Value | EvalError>(key: string, outcome: T): T {
    this.cache.set(key, outcome);
    return outcome;
  }
}

function readFailure(e: unknown): EvalError {
  return new EvalError(`Document read failed: ${e instanceof Error ? e.message : String(e)}`);
}

export class Evaluator {
  // Outcomes of the condition being evaluated, committed to coverage once it completes, so a
  // run suspended by a pending read is not counted twice.
  private readonly ids: number[] = [];
  private readonly outcomes: Array<Value | EvalError> = [];

  constructor(
    private readonly coverage: Coverage,
    private readonly ctx: RequestContext,
  ) {}

  eval(e: Expr, scope: Scope): Value {
    let v: Value;
    try {
      v = this.evalNode(e, scope);
    } catch (err) {
      if (err instanceof PendingRead) throw err;
      const error =
        err instanceof EvalError
          ? err
          : new EvalError(err instanceof Error ? err.message : String(err));
      error.offset ??= e.start;
      this.ids.push(e.id);
      this.outcomes.push(error);
      throw error;
    }
    this.ids.push(e.id);
    this.outcomes.push(v);
    return v;
  }

  /** Records the finished condition's outcomes in the coverage report. */
  commit(): void {
    this.ids.forEach((id, i) => {
      const outcome = this.outcomes[i]!;
      if (outcome instanceof EvalError) this.coverage.recordError(id, outcome.message);
      else this.coverage.record(id, outcome);
    });
    this.discard();
  }

  /** Forgets a run that was suspended by a pending read. */
  discard(): void {
    this.ids.length = 0;
    this.outcomes.length = 0;
  }

  private evalNode(e: Expr, scope: Scope): Value {
    switch (e.kind) {
      case 'literal':
        if (e.value.type === 'null') return null;
        return e.value.type === 'bytes' ? new RBytes(e.value.value) : e.value.value;
      case 'ident':
        return lookup(scope, e.name);
      case 'list': {
        const out: Value[] = [];
        for (const item of e.items) out.push(this.eval(item, scope));
        return out;
      }
      case 'map': {
        const entries = new Map<string, Value>();
        for (const { key, value } of e.entries) {
          const k = this.eval(key, scope);
          if (typeof k !== 'string') throw new EvalError('Map keys must be strings.');
          entries.set(k, this.eval(value, scope));
        }
        return new RMap(entries);
      }
      case 'path':
        return this.evalPath(e.segments, scope);
      case 'member': {
        const obj = this.eval(e.object, scope);
        return member(obj, e.name);
      }
      case 'index': {
        const obj = this.eval(e.object, scope);
        const index = this.eval(e.index, scope);
        return indexValue(obj, index);
      }
      case 'range': {
        const obj = this.eval(e.object, scope);
        const from = this.eval(e.from, scope);
        const to = this.eval(e.to, scope);
        return sliceValue(obj, from, to);
      }
      case 'call':
        return this.evalCall(e.callee, e.args, scope);
      case 'unary': {
        const v = this.eval(e.operand, scope);
        return e.op === '!' ? not(v) : negate(v);
      }
      case 'is':
        return isType(this.eval(e.operand, scope), e.typeName);
      case 'ternary': {
        const test = this.eval(e.test, scope);
        if (typeof test !== 'boolean')
          throw new EvalError(`Ternary condition must be a bool, got ${typeName(test)}.`);
        return this.eval(test ? e.then : e.otherwise, scope);
      }
      case 'binary':
        if (e.op === '&&' || e.op === '||') return this.evalLogical(e.op, e.left, e.right, scope);
        return binary(e.op, this.eval(e.left, scope), this.eval(e.right, scope));
    }
  }

  /** `&&` / `||`: an error on one side is ignored when the other side alone decides. */
  private evalLogical(op: '&&' | '||', left: Expr, right: Expr, scope: Scope): Value {
    const decisive = op === '||';
    const side = (x: Expr): boolean | EvalError => {
      try {
        const v = this.eval(x, scope);
        if (typeof v !== 'boolean')
          throw new EvalError(`Operand of ${op} must be a bool, got ${typeName(v)}.`);
        return v;
      } catch (err) {
        if (err instanceof EvalError && !err.fatal) return err;
        throw err;
      }
    };
    const l = side(left);
    if (l === decisive) return decisive;
    const r = side(right);
    if (r === decisive) return decisive;
    if (l instanceof EvalError) throw l;
    if (r instanceof EvalError) throw r;
    return !decisive;
  }

  private evalPath(segments: PathLiteralSegment[], scope: Scope): RPath {
    const out: string[] = [];
    for (const parts of segments) {
      let text = '';
      for (const part of parts) {
        if ('text' in part) {
          text += part.text;
          continue;
        }
        if (part.expr.kind === 'ident' && !isDefined(scope, part.expr.name)) {
          // An unbound `$(name)` stays a placeholder for Path.bind().
          text += `$(${part.expr.name})`;
          continue;
        }
        const v = this.eval(part.expr, scope);
        if (v instanceof RPath && parts.length === 1) {
          out.push(...v.segments);
          text = '';
          continue;
        }
        if (typeof v === 'string') text += v;
        else if (typeof v === 'bigint') text += String(v);
        else throw new EvalError(`Path segments must be strings, got ${typeName(v)}.`);
      }
      if (text) out.push(...text.split('/').filter((s) => s !== ''));
    }
    return new RPath(out);
  }

  private evalArgs(args: Expr[], scope: Scope): Value[] {
    const out: Value[] = [];
    for (const a of args) out.push(this.eval(a, scope));
    return out;
  }

  private evalCall(callee: Expr, argExprs: Expr[], scope: Scope): Value {
    if (callee.kind === 'member') {
      const target = this.eval(callee.object, scope);
      const args = this.evalArgs(argExprs, scope);
      if (!(target instanceof RNamespace)) return callMethod(target, callee.name, args);
      if (target.name !== 'firestore') return callNamespace(target, callee.name, args);
      // Storage rules reach Firestore through firestore.get() and firestore.exists() only.
      const fn = callee.name === 'get' || callee.name === 'exists' ? callee.name : undefined;
      if (!fn) throw new EvalError(`Function not found error: Name: [firestore.${callee.name}].`);
      return this.readDocument(DOCUMENT_FUNCTIONS[fn]!, args, `firestore.${fn}`);
    }
    if (callee.kind !== 'ident') throw new EvalError('Only functions and methods can be called.');
    const name = callee.name;
    const fn = findFunction(scope.block, name);
    const args = this.evalArgs(argExprs, scope);
    if (fn) return this.invoke(fn, args, scope);
    if (this.ctx.service === 'cloud.firestore' && Object.hasOwn(DOCUMENT_FUNCTIONS, name)) {
      return this.readDocument(DOCUMENT_FUNCTIONS[name]!, args, name);
    }
    if (hasGlobalFunction(name)) return callGlobal(name, args);
    throw new EvalError(`Function not found error: Name: [${name}].`);
  }

  private readDocument(
    fn: { after: boolean; exists: boolean },
    args: Value[],
    name: string,
  ): Value {
    if (args.length !== 1) {
      throw new EvalError(`Function ${name} expects 1 argument(s) but got ${args.length}.`);
    }
    const doc = this.ctx.document(known(args[0]!), fn.after);
    return fn.exists ? doc !== null : doc;
  }

  private invoke(fn: FunctionDecl, args: Value[], caller: Scope): Value {
    if (args.length !== fn.params.length) {
      throw new EvalError(
        `Function ${fn.name} expects ${fn.params.length} argument(s) but got ${args.length}.`,
      );
    }
    if (this.ctx.depth >= MAX_CALL_DEPTH)
      throw new EvalError('Maximum function call depth exceeded.');
    this.ctx.depth++;
    try {
      const vars = new Map<string, Value>(fn.params.map((p, i) => [p, args[i]!]));
      // The body sees its parameters and lets, then the request-level variables and wildcards.
      const base = caller.base ?? caller;
      const scope: Scope = { vars, parent: base, block: fn.scope, base };
      for (const l of fn.lets) vars.set(l.name, this.eval(l.value, scope));
      return this.eval(fn.body, scope);
    } finally {
      this.ctx.depth--;
    }
  }
}

function findFunction(block: Block | null, name: string): FunctionDecl | undefined {
  for (let b = block; b; b = b.parent) {
    const fn = b.functions.get(name);
    if (fn) return fn;
  }
  return undefined;
}

function isDefined(scope: Scope, name: string): boolean {
  for (let s: Scope | null = scope; s; s = s.parent) if (s.vars.has(name)) return true;
  return false;
}

function lookup(scope: Scope, name: string): Value {
  for (let s: Scope | null = scope; s; s = s.parent) {
    const v = s.vars.get(name);
    if (v !== undefined) return v;
  }
  throw new EvalError(`Variable ${name} is not defined.`);
}

function member(obj: Value, name: string): Value {
  if (obj === null) throw new EvalError('Null value error.');
  if (obj instanceof RMap) return obj.get(name);
  known(obj);
  throw new EvalError(`Property ${name} is undefined on object of type ${typeName(obj)}.`);
}

function position(index: Value, length: number): number {
  if (typeof index !== 'bigint')
    throw new EvalError(`Index must be an int, got ${typeName(index)}.`);
  if (index < 0n || index >= BigInt(length)) throw new EvalError(`Index ${index} out of range.`);
  return Number(index);
}

function indexValue(obj: Value, index: Value): Value {
  if (obj === null) throw new EvalError('Null value error.');
  if (obj instanceof RMap) {
    if (typeof index !== 'string')
      throw new EvalError(`Map keys must be strings, got ${typeName(index)}.`);
    return obj.get(index);
  }
  known(obj);
  if (Array.isArray(obj)) return (obj as readonly Value[])[position(index, obj.length)]!;
  if (obj instanceof RPath) return obj.segments[position(index, obj.segments.length)]!;
  if (typeof obj === 'string') {
    const chars = [...obj];
    return chars[position(index, chars.length)]!;
  }
  throw new EvalError(`Cannot index a value of type ${typeName(obj)}.`);
}

function sliceValue(obj: Value, from: Value, to: Value): Value {
  if (obj === null) throw new EvalError('Null value error.');
  known(obj);
  if (typeof from !== 'bigint' || typeof to !== 'bigint')
    throw new EvalError('Range bounds must be ints.');
  const seq: readonly Value[] | null = Array.isArray(obj)
    ? obj
    : typeof obj === 'string'
      ? [...obj]
      : null;
  if (!seq) throw new EvalError(`Cannot take a range of a value of type ${typeName(obj)}.`);
  if (from < 0n || to < from || to > BigInt(seq.length))
    throw new EvalError(`Range [${from}:${to}] out of bounds.`);
  const part = seq.slice(Number(from), Number(to));
  return typeof obj === 'string' ? (part as string[]).join('') : part;
}
