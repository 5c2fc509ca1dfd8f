import type { MessageSettings } from '@spaces/contracts';
import { describe, expect, it } from 'vitest';
import { DomainError, ValidationError } from '../platform/errors';
import { openSettings } from './message.fixtures';
import { assertBoxOpen, blockVerdict, decideSend, type SendTarget } from './send';

const now = new Date('2026-11-23T00:00:00Z');

function target(
  change: (s: MessageSettings) => void = () => undefined,
  published = true,
): SendTarget {
  return { published, settings: openSettings(change) };
}

function refusal(fn: () => unknown): DomainError {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('whether the box takes a send', () => {
  it('refuses unknown and unpublished spaces as not found', () => {
    expect(refusal(() => assertBoxOpen(undefined, 'letter')).reason).toBe('space-not-found');
    expect(refusal(() => assertBoxOpen(target(undefined, false), 'letter')).reason).toBe(
      'space-not-found',
    );
  });

  it('refuses a box that is off, per kind', () => {
    const letterOff = target((s) => (s.letterBox.enabled = false));
    expect(refusal(() => assertBoxOpen(letterOff, 'letter')).reason).toBe('box-closed');
    expect(() => assertBoxOpen(letterOff, 'fanMessage')).not.toThrow();
  });

  it('refuses a paused box with the owner’s note', () => {
    const paused = target((s) => {
      s.fanMessages.paused = true;
      s.fanMessages.pauseNote = 'Back on Monday';
    });
    const error = refusal(() => assertBoxOpen(paused, 'fanMessage'));
    expect(error.reason).toBe('box-paused');
    expect(error.details.note).toBe('Back on Monday');
  });
});

describe('what blocks do to a send', () => {
  const day = 24 * 60 * 60 * 1000;
  const block = (id: string, minutesAgo: number, backupLeftMs?: number) => ({
    id,
    blockedAt: new Date(now.getTime() - minutesAgo * 60_000),
    ...(backupLeftMs !== undefined && { addressUntil: new Date(now.getTime() + backupLeftMs) }),
  });

  it('drops a send whose sender key is blocked, counting it on the oldest such block', () => {
    expect(blockVerdict([block('new', 1), block('old', 90), block('mid', 5)], [], now)).toEqual({
      drop: 'old',
    });
    // The sender key decides even when the address backup matches too, or has expired.
    expect(blockVerdict([block('b', 1, -1)], [block('b', 1, day)], now)).toEqual({ drop: 'b' });
  });

  it('holds a send that only a fresh address backup matches, and never refuses', () => {
    expect(blockVerdict([], [block('a', 10, day - 10 * 60_000)], now)).toBe('hold');
    expect(blockVerdict([], [block('a', 10, -1), block('b', 5, 60_000)], now)).toBe('hold');
  });

  it('delivers once the backup is over, or when nothing matches', () => {
    expect(blockVerdict([], [block('a', 24 * 60, 0)], now)).toBe('deliver');
    expect(blockVerdict([], [block('legacy', 5)], now)).toBe('deliver');
    expect(blockVerdict([], [], now)).toBe('deliver');
  });
});

describe('what a send stores', () => {
  it('trims name and body and stores an unread message off the wall, with the thanks', () => {
    const decision = decideSend(
      target(),
      { kind: 'letter', body: '  Dear you \n', name: ' Mei ' },
      'key1234567',
      now,
    );
    expect(decision.message).toEqual({
      kind: 'letter',
      body: 'Dear you',
      name: 'Mei',
      senderKey: 'key1234567',
      createdAt: now,
      read: false,
      starred: false,
      archived: false,
      held: false,
      wall: 'none',
    });
    expect(decision.thanks).toEqual({ text: 'お手紙ありがとう / Thank you for your letter' });
    expect(decideSend(target(), { kind: 'fanMessage', body: 'hi' }, 'k', now).thanks).toEqual({
      text: 'ありがとう / Thanks!',
    });
  });

  it('refuses a blank body', () => {
    const error = refusal(() =>
      decideSend(target(), { kind: 'fanMessage', body: ' \n ' }, 'k', now),
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.details.issues).toEqual([{ field: 'body', rule: 'blank' }]);
  });

  it('refuses a body past the owner’s own limit, naming it', () => {
    const short = target((s) => (s.letterBox.maxLength = 10));
    expect(() => decideSend(short, { kind: 'letter', body: '0123456789' }, 'k', now)).not.toThrow();
    const error = refusal(() =>
      decideSend(short, { kind: 'letter', body: '0123456789x' }, 'k', now),
    );
    expect(error.reason).toBe('invalid-input');
    expect(error.details.issues).toEqual([{ field: 'body', rule: 'maxLength', limit: 10 }]);
  });

  it('requires a name for letters when the owner says so, never for fan messages', () => {
    const named = target((s) => (s.letterBox.nameMode = 'required'));
    const error = refusal(() =>
      decideSend(named, { kind: 'letter', body: 'hi', name: '  ' }, 'k', now),
    );
    expect(error.details.issues).toEqual([{ field: 'name', rule: 'required' }]);
    expect(() => decideSend(named, { kind: 'fanMessage', body: 'hi' }, 'k', now)).not.toThrow();
  });

  it('holds a message that contains an NG word, in the body or the name', () => {
    const ng = target((s) => (s.ngWords = ['spoiler']));
    expect(
      decideSend(ng, { kind: 'fanMessage', body: 'no SPOILERS please' }, 'k', now).message.held,
    ).toBe(true);
    expect(
      decideSend(ng, { kind: 'letter', body: 'hello', name: 'Spoiler fan' }, 'k', now).message.held,
    ).toBe(true);
    expect(decideSend(ng, { kind: 'letter', body: 'hello' }, 'k', now).message.held).toBe(false);
  });
});

describe('NG words', () => {
  it('hold a send in any spelling of the word (ng-words.test.ts has the table)', () => {
    const ng = target((s) => (s.ngWords = ['バカ', 'spam']));
    const held = (body: string) =>
      decideSend(ng, { kind: 'fanMessage', body }, 'k', now).message.held;
    expect(held('ほんとに ﾊﾞ\u200Bｶ だね')).toBe(true);
    expect(held('s p \u0430 m')).toBe(true);
    expect(held('はかない')).toBe(false);
  });
});
