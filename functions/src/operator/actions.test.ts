import type { ContentView, OperatorAction } from '@spaces/contracts';
import { describe, expect, it } from 'vitest';
import { applies, effectOf, noticeSubject, removes, NOTICE_EXCERPT_GRAPHEMES } from './actions';

const SHOWN = { hidden: false, takenDown: false, suspended: false };

describe("the operator's actions", () => {
  it('hides only posts and answers, and only what is shown', () => {
    expect(applies('hide', 'post', SHOWN)).toBe(true);
    expect(applies('hide', 'answer', SHOWN)).toBe(true);
    expect(applies('hide', 'space', SHOWN)).toBe(false);
    expect(applies('hide', 'board', SHOWN)).toBe(false);
    expect(applies('hide', 'post', { ...SHOWN, hidden: true })).toBe(false);
    expect(applies('unhide', 'post', SHOWN)).toBe(false);
    expect(applies('unhide', 'post', { ...SHOWN, hidden: true })).toBe(true);
  });

  it('undoes each action only while it stands, and always allows a dismissal', () => {
    const pairs: [OperatorAction, OperatorAction, keyof typeof SHOWN][] = [
      ['take-down', 'restore', 'takenDown'],
      ['suspend', 'lift', 'suspended'],
    ];
    for (const [act, undo, field] of pairs) {
      expect(applies(act, 'letter', SHOWN)).toBe(true);
      expect(applies(undo, 'letter', SHOWN)).toBe(false);
      expect(applies(act, 'letter', { ...SHOWN, [field]: true })).toBe(false);
      expect(applies(undo, 'letter', { ...SHOWN, [field]: true })).toBe(true);
    }
    expect(applies('dismiss', 'board', { hidden: true, takenDown: true, suspended: true })).toBe(
      true,
    );
  });

  it('changes one target, a whole space or a whole owner, and makes or lifts their notice', () => {
    expect(effectOf('hide', 'answer')).toEqual({
      scope: 'target',
      state: { hidden: true },
      notice: { make: 'answer-hidden' },
    });
    expect(effectOf('unhide', 'post')).toEqual({
      scope: 'target',
      state: { hidden: false },
      notice: { lift: 'post-hidden' },
    });
    expect(effectOf('take-down', 'post').scope).toBe('space');
    expect(effectOf('restore', 'space').notice).toEqual({ lift: 'space-taken-down' });
    expect(effectOf('suspend', 'board')).toEqual({
      scope: 'owner',
      state: { suspended: true },
      notice: { make: 'account-suspended' },
    });
    expect(effectOf('dismiss', 'space')).toEqual({ scope: 'target', state: {} });
  });

  it('tells a reporter it was removed only for what takes content off the web', () => {
    expect(['hide', 'take-down', 'suspend'].every((a) => removes(a as OperatorAction))).toBe(true);
    expect(['dismiss', 'unhide', 'restore', 'lift'].some((a) => removes(a as OperatorAction))).toBe(
      false,
    );
  });
});

describe("a notice's subject", () => {
  const view: ContentView = {
    title: 'Fan art',
    texts: [
      { part: 'sender', text: 'Rin' },
      { part: 'body', text: `line one\n\nline two ${'あ'.repeat(200)}` },
    ],
    links: [],
    images: [],
  };

  it("names a space or an account by the space's name", () => {
    expect(noticeSubject('space-taken-down', 'Mika', view)).toEqual({ title: 'Mika' });
    expect(noticeSubject('account-suspended', 'Mika', undefined)).toEqual({ title: 'Mika' });
  });

  it("names a post by its board and the first words of its body, never its sender's name", () => {
    const subject = noticeSubject('post-hidden', 'Mika', view);
    expect(subject.title).toBe('Fan art');
    expect(subject.excerpt?.startsWith('line one line two あ')).toBe(true);
    expect([...(subject.excerpt ?? '')].length).toBe(NOTICE_EXCERPT_GRAPHEMES);
    expect(JSON.stringify(subject)).not.toContain('Rin');
  });

  it("quotes an answer's answer", () => {
    const answer: ContentView = {
      ...view,
      texts: [
        { part: 'question', text: 'Q?' },
        { part: 'answer', text: 'A!' },
      ],
    };
    expect(noticeSubject('answer-hidden', 'Mika', answer)).toEqual({
      title: 'Fan art',
      excerpt: 'A!',
    });
  });
});
