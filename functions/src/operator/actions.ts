// What each of the operator's actions does (decision 071), as data and pure functions: which
// targets it applies to, what state it sets and on how many targets, which notice it makes or
// lifts, and what an owner's notice says was removed. The glue that carries it out is decide.ts.
import {
  actionsFor,
  graphemePrefix,
  type ContentView,
  type NoticeKind,
  type OperatorAction,
  type ReportTargetKind,
  type TargetState,
} from '@spaces/contracts';

export interface ActionEffect {
  /** The targets whose state changes: the target alone, every target of its space, or of its owner. */
  scope: 'target' | 'space' | 'owner';
  state: Partial<TargetState>;
  /** The notice it makes, or (`lift`) the kind of notice it undoes; none for a dismissal. */
  notice?: { make: NoticeKind } | { lift: NoticeKind };
}

/** The notice a hide makes: a post's or an answer's. */
const hiddenNotice = (kind: ReportTargetKind): NoticeKind =>
  kind === 'answer' ? 'answer-hidden' : 'post-hidden';

export function effectOf(action: OperatorAction, kind: ReportTargetKind): ActionEffect {
  switch (action) {
    case 'dismiss':
      return { scope: 'target', state: {} };
    case 'hide':
      return { scope: 'target', state: { hidden: true }, notice: { make: hiddenNotice(kind) } };
    case 'unhide':
      return { scope: 'target', state: { hidden: false }, notice: { lift: hiddenNotice(kind) } };
    case 'take-down':
      return { scope: 'space', state: { takenDown: true }, notice: { make: 'space-taken-down' } };
    case 'restore':
      return { scope: 'space', state: { takenDown: false }, notice: { lift: 'space-taken-down' } };
    case 'suspend':
      return { scope: 'owner', state: { suspended: true }, notice: { make: 'account-suspended' } };
    case 'lift':
      return { scope: 'owner', state: { suspended: false }, notice: { lift: 'account-suspended' } };
  }
}

/** Whether `action` applies to a target of `kind` in `state` now. */
export function applies(
  action: OperatorAction,
  kind: ReportTargetKind,
  state: TargetState,
): boolean {
  return actionsFor(kind, state).includes(action);
}

/** Whether the action takes something off the web (what a reporter's outcome mail says). */
export function removes(action: OperatorAction): boolean {
  return action === 'hide' || action === 'take-down' || action === 'suspend';
}

/** How much of a post or an answer a notice quotes, so that the owner knows which it was. */
export const NOTICE_EXCERPT_GRAPHEMES = 80;

/**
 * What a notice names: the space's name for a space or an account, else the board's title with
 * the post's or answer's first words. Never anything from a report.
 */
export function noticeSubject(
  kind: NoticeKind,
  spaceName: string,
  view: ContentView | undefined,
): { title: string; excerpt?: string } {
  if (kind === 'space-taken-down' || kind === 'account-suspended') return { title: spaceName };
  const part = kind === 'answer-hidden' ? 'answer' : 'body';
  const text = view?.texts.find((t) => t.part === part)?.text ?? '';
  const excerpt = graphemePrefix(text.replace(/\s+/g, ' ').trim(), NOTICE_EXCERPT_GRAPHEMES);
  return { title: view?.title ?? spaceName, ...(excerpt !== '' && { excerpt }) };
}
