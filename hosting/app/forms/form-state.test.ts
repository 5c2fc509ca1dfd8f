import { describe, expect, it } from 'vitest';
import {
  isDirty,
  keyField,
  keyFieldErrors,
  keyIssues,
  rowField,
  sameValue,
  valueAfterSave,
} from './form-state';
import { move, removeAt } from '../lib/ordered-list';

describe('dirty tracking', () => {
  const saved = [
    { key: 'b1', id: 'b1', label: 'Shop', visible: true },
    { key: 'b2', id: 'b2', label: 'Blog', visible: false },
  ];

  it('is clean while the form holds what was saved, whatever the key order', () => {
    expect(isDirty(structuredClone(saved), saved)).toBe(false);
    expect(isDirty({ layout: 'left', bio: '' }, { bio: '', layout: 'left' })).toBe(false);
  });

  it('is dirty after an edit, a move, an added or a removed row', () => {
    expect(isDirty([{ ...saved[0]!, label: 'Shop!' }, saved[1]], saved)).toBe(true);
    expect(isDirty(move(saved, 0, 1), saved)).toBe(true);
    expect(isDirty([...saved, { key: 'new-1', label: '', visible: true }], saved)).toBe(true);
    expect(isDirty(removeAt(saved, 1), saved)).toBe(true);
  });

  it('is clean again once an edit is undone: a move back, a new row removed', () => {
    expect(isDirty(move(move(saved, 0, 1), 1, -1), saved)).toBe(false);
    const added = [...saved, { key: 'new-1', id: undefined, label: '', visible: true }];
    expect(isDirty(removeAt(added, 2), saved)).toBe(false);
  });

  it('treats an absent field and an undefined one alike, but not null or other types', () => {
    expect(sameValue({ a: 1 }, { a: 1, icon: undefined })).toBe(true);
    expect(sameValue({ a: null }, { a: undefined })).toBe(false);
    expect(sameValue([1], { 0: 1 })).toBe(false);
    expect(sameValue('1', 1)).toBe(false);
  });

  it('after a save, takes what the server stored — unless typing went on meanwhile', () => {
    const sent = [{ key: 'new-1', label: ' Shop ' }];
    const stored = [{ key: 'x9', id: 'x9', label: 'Shop' }];
    expect(valueAfterSave(structuredClone(sent), sent, stored)).toBe(stored);
    const typing = [{ key: 'new-1', label: ' Shop now' }];
    expect(valueAfterSave(typing, sent, stored)).toBe(typing);
    expect(isDirty(valueAfterSave(typing, sent, stored), stored)).toBe(true);
  });
});

describe('field errors keyed by row', () => {
  const lists = { buttons: ['b1', 'new-2', 'b3'], sns: ['s1'] };

  it('names the row sent at an index by its key', () => {
    expect(keyField('buttons.1.url', lists)).toBe('buttons.new-2.url');
    expect(keyField('buttons.2.label', lists)).toBe('buttons.b3.label');
    expect(keyField('sns.0.value', lists)).toBe('sns.s1.value');
  });

  it('finds a list inside an object by its path, and a row of plain strings', () => {
    const nested = { 'fanMessages.quickPhrases': ['p0', 'new-4'], ngWords: ['spam', 'a.b'] };
    expect(keyField('fanMessages.quickPhrases.1', nested)).toBe('fanMessages.quickPhrases.new-4');
    expect(keyField('fanMessages.quickPhrases.0', nested)).toBe(
      rowField('fanMessages.quickPhrases', 'p0'),
    );
    expect(keyField('ngWords.1', nested)).toBe('ngWords.a.b');
    expect(keyField('fanMessages.quickPhrases.2', nested)).toBe('fanMessages.quickPhrases.2');
    expect(keyField('fanMessages.prompt', nested)).toBe('fanMessages.prompt');
    expect(keyField('fanMessages.0', nested)).toBe('fanMessages.0');
  });

  it('leaves paths that name no sent row as they are', () => {
    expect(keyField('top.displayName', lists)).toBe('top.displayName');
    expect(keyField('buttons', lists)).toBe('buttons');
    expect(keyField('buttons.7.url', lists)).toBe('buttons.7.url');
    expect(keyField('cards.0.title', lists)).toBe('cards.0.title');
    expect(keyField('toString.0.x', lists)).toBe('toString.0.x');
  });

  it('keeps an error on its row when the row above it is removed or they swap', () => {
    // Sent: [b1, new-2, b3]; the server says the third row's URL is wrong.
    const errors = keyFieldErrors({ 'buttons.2.url': 'unsafe' }, lists);
    expect(errors).toEqual({ [rowField('buttons', 'b3', 'url')]: 'unsafe' });

    // The person then removes the first row: b3 is now second and still carries the message.
    const rows = removeAt(['b1', 'new-2', 'b3'], 0);
    const marked = rows.map((key) => errors[rowField('buttons', key, 'url')]);
    expect(marked).toEqual([undefined, 'unsafe']);

    // Or moves it to the top.
    const moved = move(move(['b1', 'new-2', 'b3'], 2, -1), 1, -1);
    expect(moved.map((key) => errors[rowField('buttons', key, 'url')])).toEqual([
      'unsafe',
      undefined,
      undefined,
    ]);
  });

  it('maps the issues of the client-side validator the same way', () => {
    expect(
      keyIssues(
        [
          { field: 'buttons.0.label', rule: 'blank' },
          { field: 'buttons', rule: 'maxItems', limit: 50 },
        ],
        lists,
      ),
    ).toEqual([
      { field: 'buttons.b1.label', rule: 'blank' },
      { field: 'buttons', rule: 'maxItems', limit: 50 },
    ]);
  });
});
