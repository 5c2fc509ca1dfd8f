// The rules a JSON Schema cannot express (reserved slugs, safe links, per-service SNS links,
// unique ids, blank text). The editor runs them before sending; the server runs them again.
import type { FieldIssue } from '../platform/errors';
import { normalizeLink } from '../platform/links';
import { normalizeSlug, slugProblem } from './slug';
import { normalizeSnsLink } from './sns';
import type { ButtonInput, SnsLink, SnsLinkInput, SpaceTopInput } from './space';

/** Either the normalised value or why it cannot be accepted. */
export type Checked<T> = { ok: true; value: T } | { ok: false; issues: FieldIssue[] };

const fail = <T>(issues: FieldIssue[]): Checked<T> => ({ ok: false, issues });

export function checkSlug(input: string, field = 'slug'): Checked<string> {
  const slug = normalizeSlug(input);
  const rule = slugProblem(slug);
  return rule ? fail([{ field, rule }]) : { ok: true, value: slug };
}

export function checkTop(input: SpaceTopInput, field = 'top'): Checked<SpaceTopInput> {
  const displayName = input.displayName.trim();
  if (displayName === '') return fail([{ field: `${field}.displayName`, rule: 'blank' }]);
  // Line breaks in the bio are kept (PRODUCT.md); only the ends are trimmed.
  return { ok: true, value: { ...input, displayName, bio: input.bio.trim() } };
}

function duplicateIds(items: readonly { id?: string }[], field: string): FieldIssue[] {
  const seen = new Set<string>();
  const issues: FieldIssue[] = [];
  items.forEach((item, i) => {
    if (item.id === undefined) return;
    if (seen.has(item.id)) issues.push({ field: `${field}.${i}.id`, rule: 'duplicate' });
    seen.add(item.id);
  });
  return issues;
}

/** SNS entries with canonical URLs; ids are kept as given (new entries get theirs on the server). */
export type CheckedSnsLink = Omit<SnsLink, 'id'> & { id?: string };

export function checkSnsLinks(
  inputs: readonly SnsLinkInput[],
  field = 'sns',
): Checked<CheckedSnsLink[]> {
  const issues = duplicateIds(inputs, field);
  const links: CheckedSnsLink[] = [];
  inputs.forEach((input, i) => {
    const normalized = normalizeSnsLink(input.service, input.value);
    if (!normalized) {
      issues.push({ field: `${field}.${i}.value`, rule: 'snsMismatch' });
      return;
    }
    links.push({ ...(input.id ? { id: input.id } : {}), service: input.service, ...normalized });
  });
  return issues.length > 0 ? fail(issues) : { ok: true, value: links };
}

export function checkButtons(
  inputs: readonly ButtonInput[],
  field = 'buttons',
): Checked<ButtonInput[]> {
  const issues = duplicateIds(inputs, field);
  const buttons: ButtonInput[] = [];
  inputs.forEach((input, i) => {
    const label = input.label.trim();
    const url = normalizeLink(input.url);
    if (label === '') issues.push({ field: `${field}.${i}.label`, rule: 'blank' });
    if (url === null) issues.push({ field: `${field}.${i}.url`, rule: 'unsafeLink' });
    if (label !== '' && url !== null) buttons.push({ ...input, label, url });
  });
  return issues.length > 0 ? fail(issues) : { ok: true, value: buttons };
}
