import { describe, expect, it } from 'vitest';
import { BoardIdSchema, PostIdSchema } from '../boards/board';
import { MessageIdSchema, BlockIdSchema } from '../messages/message';
import { ItemIdSchema, SpaceIdSchema } from '../spaces/space';
import { isValidSlug } from '../spaces/slug';
import { boardSlugProblem } from '../boards/board';
import { isDocumentId } from './ids';
import { validator } from './compile';

const REFUSED = [
  '__x__',
  '__name__',
  '____',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '__defineGetter__',
  '.',
  '..',
  'a/b',
  'a.b',
  '',
];

describe('document ids from clients', () => {
  it.each(REFUSED)('refuses %j', (id) => expect(isDocumentId(id)).toBe(false));

  it.each([
    'abc',
    'Ab3_-x',
    '__x',
    'x__',
    '_',
    'constructors',
    'Constructor',
    'AbCdEfGhIjKlMnOpQrSt',
  ])('accepts %j', (id) => expect(isDocumentId(id)).toBe(true));

  it.each([
    ['space', SpaceIdSchema],
    ['item', ItemIdSchema],
    ['board', BoardIdSchema],
    ['post', PostIdSchema],
    ['message', MessageIdSchema],
  ])(
    'the %s id schema refuses reserved and prototype names with the pattern rule',
    (_n, schema) => {
      const isId = validator(schema);
      for (const id of REFUSED.filter((i) => i !== '')) {
        expect(isId(id), id).toBe(false);
        expect(isId.issues(id)).toEqual([{ field: '', rule: 'pattern' }]);
      }
      expect(isId('AbCdEfGhIjKlMnOpQrSt')).toBe(true);
    },
  );

  it('the sender key schema refuses a reserved key', () => {
    expect(validator(BlockIdSchema)('__abcdefgh__')).toBe(false);
    expect(validator(BlockIdSchema)('abcdefgh')).toBe(true);
  });

  it('slugs refuse prototype names as reserved', () => {
    expect(isValidSlug('constructor')).toBe(false);
    expect(isValidSlug('prototype')).toBe(false);
    expect(boardSlugProblem('constructor')).toBe('reserved');
    expect(boardSlugProblem('prototype')).toBe('reserved');
  });
});
