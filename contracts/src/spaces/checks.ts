// The rules a JSON Schema cannot express (reserved slugs, safe links, per-service SNS links,
// unique ids, blank text). The editor runs them before sending; the server runs them again.
import { LIMITS } from '../limits';
import type { FieldIssue } from '../platform/errors';
import { graphemeCount } from '../platform/graphemes';
import { linkProblem, normalizeLink } from '../platform/links';
import { normalizeSlug, slugProblem } from './slug';
import { normalizeInstant, type Scheduled } from './schedule';
import { normalizeSnsLink } from './sns';
import type {
  ButtonInput,
  CardInput,
  SnsLink,
  ShareInput,
  SnsLinkInput,
  SpaceTopInput,
  TextBlockInput,
} from './space';

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
  // Line breaks in the bio are kept (owners lay it out in lines); only the ends are trimmed.
  return { ok: true, value: { ...input, displayName, bio: input.bio.trim() } };
}

/**
 * The share title and description trimmed, each within its bound in graphemes (a flag or a family
 * emoji counts one, as a person counts it). The description is one paragraph: previews show no
 * line breaks, so they become spaces.
 */
export function checkShare(input: ShareInput, field = 'share'): Checked<ShareInput> {
  const title = input.title.trim();
  const description = input.description.replace(/\s*[\r\n]+\s*/g, ' ').trim();
  const issues: FieldIssue[] = [];
  if (graphemeCount(title) > LIMITS.shareTitleMaxGraphemes)
    issues.push({
      field: `${field}.title`,
      rule: 'maxLength',
      limit: LIMITS.shareTitleMaxGraphemes,
    });
  if (graphemeCount(description) > LIMITS.shareDescriptionMaxGraphemes)
    issues.push({
      field: `${field}.description`,
      rule: 'maxLength',
      limit: LIMITS.shareDescriptionMaxGraphemes,
    });
  return issues.length > 0 ? fail(issues) : { ok: true, value: { title, description } };
}

/** The issue of a link `normalizeLink` refused: unsafe, or too long once normalised. */
function linkIssue(typed: string, field: string): FieldIssue {
  return linkProblem(typed) === 'linkTooLong'
    ? { field, rule: 'linkTooLong', limit: LIMITS.urlMaxLength }
    : { field, rule: 'unsafeLink' };
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

/** One row's check: its issues, and its normalised value when it has none. */
interface CheckedRow<Row> {
  issues: FieldIssue[];
  value?: Row;
}

/**
 * A list's check: its ids unique, then each row checked by `row` with its path `{field}.{i}`; the
 * list is accepted only when no row has an issue.
 */
function checkRows<Input extends { id?: string }, Row>(
  inputs: readonly Input[],
  field: string,
  row: (input: Input, path: string) => CheckedRow<Row>,
): Checked<Row[]> {
  const issues = duplicateIds(inputs, field);
  const rows: Row[] = [];
  inputs.forEach((input, i) => {
    const checked = row(input, `${field}.${i}`);
    issues.push(...checked.issues);
    if (checked.value !== undefined) rows.push(checked.value);
  });
  return issues.length > 0 ? fail(issues) : { ok: true, value: rows };
}

/** SNS entries with canonical URLs; ids are kept as given (new entries get theirs on the server). */
export type CheckedSnsLink = Omit<SnsLink, 'id'> & { id?: string };

export function checkSnsLinks(
  inputs: readonly SnsLinkInput[],
  field = 'sns',
): Checked<CheckedSnsLink[]> {
  return checkRows(inputs, field, (input, path): CheckedRow<CheckedSnsLink> => {
    const normalized = normalizeSnsLink(input.service, input.value);
    if (!normalized) return { issues: [{ field: `${path}.value`, rule: 'snsMismatch' }] };
    const { id } = input;
    return { issues: [], value: { ...(id ? { id } : {}), service: input.service, ...normalized } };
  });
}

export function checkButtons(
  inputs: readonly ButtonInput[],
  field = 'buttons',
): Checked<ButtonInput[]> {
  return checkRows(inputs, field, (input, path): CheckedRow<ButtonInput> => {
    const issues: FieldIssue[] = [];
    const label = input.label.trim();
    const url = normalizeLink(input.url);
    if (label === '') issues.push({ field: `${path}.label`, rule: 'blank' });
    if (url === null) issues.push(linkIssue(input.url, `${path}.url`));
    const schedule = checkSchedule(input, path);
    issues.push(...schedule.issues);
    if (input.live === true && schedule.value?.showUntil === undefined)
      issues.push({ field: `${path}.showUntil`, rule: 'liveNeedsEnd' });
    if (label === '' || url === null || !schedule.value) return { issues };
    const { showFrom: _from, showUntil: _until, live, featured, ...rest } = input;
    return {
      issues,
      value: {
        ...rest,
        label,
        url,
        ...schedule.value,
        ...(live === true && { live }),
        ...(featured === true && { featured }),
      },
    };
  });
}

/**
 * Cards with trimmed texts and normalised links. A card needs a title, a text or an image: a
 * `newImage` it brings, or one attached to the card with that id, as `hasImage` says.
 */
export function checkCards(
  inputs: readonly CardInput[],
  hasImage: (id: string) => boolean = () => false,
  field = 'cards',
): Checked<CardInput[]> {
  return checkRows(inputs, field, (input, path): CheckedRow<CardInput> => {
    const title = input.title.trim();
    const text = input.text.trim();
    const typed = input.url?.trim() ?? '';
    const url = typed === '' ? undefined : normalizeLink(typed);
    const image = input.newImage !== undefined || (input.id !== undefined && hasImage(input.id));
    const issues: FieldIssue[] = [];
    if (title === '' && text === '' && !image)
      issues.push({ field: `${path}.title`, rule: 'blank' });
    if (url === null) issues.push(linkIssue(typed, `${path}.url`));
    const schedule = checkSchedule(input, path);
    issues.push(...schedule.issues);
    if (issues.length > 0 || !schedule.value) return { issues };
    const { url: _typed, showFrom: _from, showUntil: _until, ...rest } = input;
    return { issues, value: { ...rest, title, text, ...(url ? { url } : {}), ...schedule.value } };
  });
}

/**
 * Text blocks: a heading or a body is needed; the body keeps its line breaks (only its ends are
 * trimmed) and is plain text, linked when rendered, never HTML.
 */
export function checkTexts(
  inputs: readonly TextBlockInput[],
  field = 'texts',
): Checked<TextBlockInput[]> {
  return checkRows(inputs, field, (input, path): CheckedRow<TextBlockInput> => {
    const heading = input.heading.trim();
    // Windows line ends arrive from some keyboards and pastes; one kind is stored.
    const body = input.body.replace(/\r\n?/g, '\n').trim();
    if (heading === '' && body === '')
      return { issues: [{ field: `${path}.body`, rule: 'blank' }] };
    return { issues: [], value: { ...input, heading, body } };
  });
}

/**
 * A timed item's window in its stored form (UTC), each side optional; the end must come after the
 * start.
 */
function checkSchedule(
  input: Scheduled,
  field: string,
): { issues: FieldIssue[]; value: Scheduled | undefined } {
  const issues: FieldIssue[] = [];
  const value: Scheduled = {};
  for (const side of ['showFrom', 'showUntil'] as const) {
    const given = input[side];
    if (given === undefined) continue;
    const instant = normalizeInstant(given);
    if (instant === null) issues.push({ field: `${field}.${side}`, rule: 'pattern' });
    else value[side] = instant;
  }
  if (
    value.showFrom !== undefined &&
    value.showUntil !== undefined &&
    Date.parse(value.showUntil) <= Date.parse(value.showFrom)
  )
    issues.push({ field: `${field}.showUntil`, rule: 'scheduleOrder' });
  return { issues, value: issues.length > 0 ? undefined : value };
}
