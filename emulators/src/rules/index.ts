// Entry point of the security-rules engine shared by the Firestore and Storage emulators.
import { LineIndex } from './coverage';
import { parseRules, RulesSyntaxError } from './parser';
import { CompiledRuleset } from './ruleset';
import type { CompileResult } from './types';

export type * from './types';

/** Parses a rules file once; the returned Ruleset evaluates any number of requests. */
export function compileRules(source: string, fileName = 'security.rules'): CompileResult {
  try {
    const file = parseRules(source);
    return { ok: true, ruleset: new CompiledRuleset(source, file, fileName), issues: [] };
  } catch (e) {
    if (!(e instanceof RulesSyntaxError)) throw e;
    const { line, column } = new LineIndex(source).position(e.offset);
    return {
      ok: false,
      issues: [
        { sourcePosition: { fileName, line, column }, description: e.message, severity: 'ERROR' },
      ],
    };
  }
}
