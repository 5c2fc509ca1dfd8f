// The decisions of a visitor's send, as pure functions of what the store read: whether the space
// takes it, whether the sender may, what is stored, and whether it waits for review.
import {
  ngWordMatcher,
  type MessageKind,
  type MessageSettings,
  type Thanks,
} from '@spaces/contracts';
import { DomainError, NotFoundError, ValidationError } from '../platform/errors';
import type { StoredMessage } from './message';

/** What the store knows about the target space, or nothing when the slug leads nowhere. */
export interface SendTarget {
  published: boolean;
  settings: MessageSettings;
}

export interface SendInput {
  kind: MessageKind;
  body: string;
  name?: string | undefined;
}

/** What a send writes and answers. */
export interface SendDecision {
  message: StoredMessage;
  thanks: Thanks;
}

function boxOf(settings: MessageSettings, kind: MessageKind) {
  return kind === 'letter'
    ? { ...settings.letterBox, nameRequired: settings.letterBox.nameMode === 'required' }
    : { ...settings.fanMessages, nameRequired: false };
}

/** Refuses a send the space does not take now: unknown or private, box off, box paused. */
export function assertBoxOpen(
  target: SendTarget | undefined,
  kind: MessageKind,
): asserts target is SendTarget {
  if (!target?.published) throw new NotFoundError();
  const box = boxOf(target.settings, kind);
  if (!box.enabled) throw new DomainError('box-closed', 'the owner turned this box off');
  if (box.paused)
    throw new DomainError('box-paused', 'the owner paused this box', {
      ...(box.pauseNote ? { note: box.pauseNote } : {}),
    });
}

/** A block as a send checks it. */
export interface BlockView {
  id: string;
  blockedAt: Date;
  /** The end of the block's address backup; absent on blocks without an address key. */
  addressUntil?: Date;
}

/**
 * What the space's blocks do to one send: `drop` it (its sender key is blocked; the answer is an
 * accepted send's, and the oldest matching block counts it), `hold` it for review (only a fresh
 * address backup matches: someone else on the blocked sender's connection, or the sender in
 * another browser), or `deliver` it. Never a refusal: a refusal would tell the sender (decision
 * 040).
 */
export type BlockVerdict = { drop: string } | 'hold' | 'deliver';

export function blockVerdict(
  bySender: readonly BlockView[],
  byAddress: readonly BlockView[],
  now: Date,
): BlockVerdict {
  const oldest = [...bySender].sort((a, b) => a.blockedAt.getTime() - b.blockedAt.getTime())[0];
  if (oldest) return { drop: oldest.id };
  const fresh = byAddress.some(
    (block) => block.addressUntil !== undefined && block.addressUntil.getTime() > now.getTime(),
  );
  return fresh ? 'hold' : 'deliver';
}

/** How long a block also holds sends from its address for review. */
export const ADDRESS_BACKUP_MS = 24 * 60 * 60 * 1000;

/** The message to store for an admitted send into an open box (see `assertBoxOpen`). */
export function decideSend(
  target: SendTarget,
  input: SendInput,
  senderKey: string,
  now: Date,
): SendDecision {
  const box = boxOf(target.settings, input.kind);
  const body = input.body.trim();
  const name = (input.name ?? '').trim();
  const issues = [];
  if (body === '') issues.push({ field: 'body', rule: 'blank' as const });
  // Counted in UTF-16 code units, as the contract's JSON Schema and the browser's maxlength do.
  else if (body.length > box.maxLength)
    issues.push({ field: 'body', rule: 'maxLength' as const, limit: box.maxLength });
  if (box.nameRequired && name === '') issues.push({ field: 'name', rule: 'required' as const });
  if (issues.length > 0) throw new ValidationError(issues);
  const containsNgWord = ngWordMatcher(target.settings.ngWords);
  const held = containsNgWord(body) || containsNgWord(name);
  return {
    message: {
      kind: input.kind,
      body,
      name,
      senderKey,
      createdAt: now,
      read: false,
      starred: false,
      archived: false,
      held,
      wall: 'none',
    },
    thanks:
      input.kind === 'letter' ? target.settings.thanks.letter : target.settings.thanks.fanMessage,
  };
}
