// Finds the match blocks a request path falls into, binding their wildcards. Path tokens may be
// unknown: the document id of a list query, or the parents of a collection-group query.
import type { Block, MatchBlock, MatchSegment } from './ast';
import { RPath, Unknown, type Value } from './values';

export type PathToken = { lit: string } | { unknown: 'one' | 'many'; what: string };

export interface MatchResult {
  block: MatchBlock;
  bindings: Map<string, Value>;
}

export function findMatches(root: Block, tokens: PathToken[], version: '1' | '2'): MatchResult[] {
  const out: MatchResult[] = [];
  const walk = (block: Block, at: number, bindings: Map<string, Value>) => {
    for (const child of block.matches) {
      matchSegments(child.segments, 0, tokens, at, bindings, version, (end, bound) => {
        if (end === tokens.length) out.push({ block: child, bindings: bound });
        walk(child, end, bound);
      });
    }
  };
  walk(root, 0, new Map());
  return out;
}

function matchSegments(
  segs: MatchSegment[],
  k: number,
  tokens: PathToken[],
  i: number,
  bindings: Map<string, Value>,
  version: '1' | '2',
  done: (end: number, bindings: Map<string, Value>) => void,
): void {
  if (k === segs.length) {
    done(i, bindings);
    return;
  }
  const seg = segs[k]!;
  if (seg.kind === 'recursive') {
    // rules_version 2: zero or more segments; version 1: one or more.
    for (let n = version === '2' ? 0 : 1; i + n <= tokens.length; n++) {
      const taken = tokens.slice(i, i + n);
      const lits = taken.flatMap((t) => ('lit' in t ? [t.lit] : []));
      const value =
        lits.length === taken.length
          ? new RPath(lits)
          : new Unknown(`The path bound to {${seg.name}=**}`);
      matchSegments(
        segs,
        k + 1,
        tokens,
        i + n,
        new Map(bindings).set(seg.name, value),
        version,
        done,
      );
    }
    return;
  }
  const t = tokens[i];
  if (!t) return;
  if (seg.kind === 'literal') {
    if ('lit' in t && t.lit === seg.text)
      matchSegments(segs, k + 1, tokens, i + 1, bindings, version, done);
    return;
  }
  // A single-segment wildcard cannot absorb an unknown run of segments.
  if ('unknown' in t && t.unknown === 'many') return;
  const value = 'lit' in t ? t.lit : new Unknown(t.what);
  matchSegments(segs, k + 1, tokens, i + 1, new Map(bindings).set(seg.name, value), version, done);
}
