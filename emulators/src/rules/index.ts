// Entry point of the security-rules engine shared by the Firestore and Storage emulators.
// STUB until the engine lands: every ruleset denies every request.
import type { CompileResult, CoverageReport, Ruleset, RulesService } from './types';

export type * from './types';

export function compileRules(source: string, _fileName = 'security.rules'): CompileResult {
  const service: RulesService = source.includes('firebase.storage')
    ? 'firebase.storage'
    : 'cloud.firestore';
  const coverage: CoverageReport = { source, expressions: [] };
  const ruleset: Ruleset = {
    service,
    source,
    evaluate: () => Promise.resolve({ allowed: false, reason: 'No matching allow statements' }),
    coverage: () => coverage,
    coverageHtml: () => '<!doctype html><title>Rules coverage</title>',
  };
  return { ok: true, ruleset, issues: [] };
}
