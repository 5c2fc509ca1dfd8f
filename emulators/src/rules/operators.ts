// Arithmetic, comparison, membership and type-test operators of the rules language.
import type { BinaryOp } from './ast';
import {
  checkInt,
  compare,
  ContainingList,
  equals,
  EvalError,
  isNumber,
  known,
  PartialMap,
  RangeValue,
  RDuration,
  RMap,
  RSet,
  RPath,
  RTimestamp,
  typeName,
  type Value,
} from './values';

const unsupported = (op: string, a: Value, b: Value) =>
  new EvalError(`Unsupported operation error. Received: ${typeName(a)} ${op} ${typeName(b)}.`);

/** Every binary operator except `&&` and `||`, which the evaluator short-circuits. */
export function binary(op: Exclude<BinaryOp, '&&' | '||'>, a: Value, b: Value): Value {
  switch (op) {
    case '==':
    case '!=': {
      const decided = rangeEquality(a, b);
      const eq = decided ?? equals(a, b);
      return op === '==' ? eq : !eq;
    }
    case '<':
    case '<=':
    case '>':
    case '>=':
      return relational(op, a, b);
    case 'in':
      return membership(a, b);
    case '+':
      return add(a, b);
    case '-':
      return subtract(a, b);
    case '*':
    case '/':
    case '%':
      return multiplicative(op, a, b);
  }
}

function relational(op: '<' | '<=' | '>' | '>=', a: Value, b: Value): boolean {
  if (a instanceof RangeValue || b instanceof RangeValue) return rangeRelational(op, a, b);
  if (a === null || b === null) throw new EvalError('Null value error.');
  const c = compare(a, b);
  if (Number.isNaN(c)) return false;
  switch (op) {
    case '<':
      return c < 0;
    case '<=':
      return c <= 0;
    case '>':
      return c > 0;
    case '>=':
      return c >= 0;
  }
}

function membership(item: Value, container: Value): boolean {
  known(item);
  if (container instanceof PartialMap && typeof item === 'string' && container.entries.has(item))
    return true;
  if (container instanceof ContainingList && container.elements.some((v) => equals(v, item))) {
    return true;
  }
  known(container);
  if (Array.isArray(container)) return (container as readonly Value[]).some((v) => equals(v, item));
  if (container instanceof RMap) {
    if (typeof item !== 'string') throw new EvalError('Map keys must be strings.');
    return container.entries.has(item);
  }
  if (container instanceof RSet) return container.has(item);
  if (container === null) throw new EvalError('Null value error.');
  throw unsupported('in', item, container);
}

function add(a: Value, b: Value): Value {
  known(a);
  known(b);
  if (typeof a === 'bigint' && typeof b === 'bigint') return checkInt(a + b);
  if (isNumber(a) && isNumber(b)) return Number(a) + Number(b);
  if (typeof a === 'string' && typeof b === 'string') return a + b;
  if (Array.isArray(a) && Array.isArray(b)) return [...(a as Value[]), ...(b as Value[])];
  if (a instanceof RTimestamp && b instanceof RDuration) return new RTimestamp(a.nanos + b.nanos);
  if (a instanceof RDuration && b instanceof RTimestamp) return new RTimestamp(a.nanos + b.nanos);
  if (a instanceof RDuration && b instanceof RDuration) return new RDuration(a.nanos + b.nanos);
  if (a instanceof RPath && typeof b === 'string')
    return new RPath([...a.segments, ...RPath.parse(b).segments]);
  if (a === null || b === null) throw new EvalError('Null value error.');
  throw unsupported('+', a, b);
}

function subtract(a: Value, b: Value): Value {
  known(a);
  known(b);
  if (typeof a === 'bigint' && typeof b === 'bigint') return checkInt(a - b);
  if (isNumber(a) && isNumber(b)) return Number(a) - Number(b);
  if (a instanceof RTimestamp && b instanceof RTimestamp) return new RDuration(a.nanos - b.nanos);
  if (a instanceof RTimestamp && b instanceof RDuration) return new RTimestamp(a.nanos - b.nanos);
  if (a instanceof RDuration && b instanceof RDuration) return new RDuration(a.nanos - b.nanos);
  if (a === null || b === null) throw new EvalError('Null value error.');
  throw unsupported('-', a, b);
}

function multiplicative(op: '*' | '/' | '%', a: Value, b: Value): Value {
  known(a);
  known(b);
  if (typeof a === 'bigint' && typeof b === 'bigint') {
    if (op === '*') return checkInt(a * b);
    if (b === 0n) throw new EvalError(op === '/' ? 'Division by zero.' : 'Modulo by zero.');
    return checkInt(op === '/' ? a / b : a % b);
  }
  if (isNumber(a) && isNumber(b)) {
    const x = Number(a);
    const y = Number(b);
    return op === '*' ? x * y : op === '/' ? x / y : x % y;
  }
  if (op === '*' && a instanceof RDuration && typeof b === 'bigint')
    return new RDuration(a.nanos * b);
  if (op === '/' && a instanceof RDuration && typeof b === 'bigint') {
    if (b === 0n) throw new EvalError('Division by zero.');
    return new RDuration(a.nanos / b);
  }
  if (a === null || b === null) throw new EvalError('Null value error.');
  throw unsupported(op, a, b);
}

export function negate(v: Value): Value {
  known(v);
  if (typeof v === 'bigint') return checkInt(-v);
  if (typeof v === 'number') return -v;
  if (v instanceof RDuration) return new RDuration(-v.nanos);
  throw new EvalError(`Unsupported operation error. Received: -${typeName(v)}.`);
}

export function not(v: Value): boolean {
  known(v);
  if (typeof v !== 'boolean')
    throw new EvalError(`Unsupported operation error. Received: !${typeName(v)}.`);
  return !v;
}

export function isType(v: Value, type: string): boolean {
  known(v);
  if (type === 'number') return isNumber(v);
  return typeName(v) === type;
}

// ---- list queries: fields bounded by range filters ----

/**
 * `==` against a constrained field is false when the value is outside the bounds or excluded by
 * the query, else unprovable.
 */
function rangeEquality(a: Value, b: Value): boolean | undefined {
  const [range, other] = a instanceof RangeValue ? [a, b] : b instanceof RangeValue ? [b, a] : [];
  if (!range) return undefined;
  const excluded = range.excluded.some((x) => !(other instanceof RangeValue) && equals(x, other!));
  if (!excluded && !outside(range, other!)) known(range);
  return false;
}

function outside(range: RangeValue, v: Value): boolean {
  const { lower, upper } = range;
  const below = lower && safeCompare(v, lower.value);
  const above = upper && safeCompare(v, upper.value);
  return (
    (below !== undefined && (below < 0 || (below === 0 && !lower!.inclusive))) ||
    (above !== undefined && (above > 0 || (above === 0 && !upper!.inclusive)))
  );
}

function safeCompare(a: Value, b: Value): number | undefined {
  try {
    const c = compare(a, b);
    return Number.isNaN(c) ? undefined : c;
  } catch {
    return undefined;
  }
}

/**
 * `field OP constant`: true when every value the query admits satisfies it, false when none
 * does; anything else cannot be proven.
 */
function rangeRelational(op: '<' | '<=' | '>' | '>=', a: Value, b: Value): boolean {
  if (a instanceof RangeValue && b instanceof RangeValue) return known(a) as never;
  const flipped = !(a instanceof RangeValue);
  const range = (flipped ? b : a) as RangeValue;
  const c = flipped ? a : b;
  // Normalise to `field OP' c`.
  const norm = flipped ? ({ '<': '>', '<=': '>=', '>': '<', '>=': '<=' } as const)[op] : op;
  const { lower, upper } = range;
  const cl = lower && safeCompare(lower.value, c);
  const cu = upper && safeCompare(upper.value, c);
  // With field in [lower, upper] (inclusivity as given):
  const allAbove = (strict: boolean) =>
    cl !== undefined && (cl > 0 || (cl === 0 && (!lower!.inclusive || !strict)));
  const allBelow = (strict: boolean) =>
    cu !== undefined && (cu < 0 || (cu === 0 && (!upper!.inclusive || !strict)));
  // Per comparison: what proves it for every admitted value, and what proves it for none.
  const outcomes: Record<typeof norm, [proven: () => boolean, refuted: () => boolean]> = {
    '>': [() => allAbove(true), () => allBelow(false)],
    '>=': [() => allAbove(false), () => allBelow(true)],
    '<': [() => allBelow(true), () => allAbove(false)],
    '<=': [() => allBelow(false), () => allAbove(true)],
  };
  const [proven, refuted] = outcomes[norm];
  if (proven()) return true;
  if (refuted()) return false;
  return known(range) as never;
}
