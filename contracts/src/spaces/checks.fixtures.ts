// What a refused check answers, for the checks' tests: its issues, each as its field and rule.
import type { FieldRule } from '../platform/errors';

export const refused = (...issues: [field: string, rule: FieldRule][]) => ({
  ok: false,
  issues: issues.map(([field, rule]) => ({ field, rule })),
});
