import { describe, expect, it } from 'vitest';
import { validator } from '../platform/compile';
import { currentIconRef, IconRefSchema, parseIconRef } from './icons';

describe('icon references', () => {
  it('reads `set:name` of a set we serve', () => {
    expect(parseIconRef('lucide:music')).toEqual({ set: 'lucide', name: 'music' });
    expect(parseIconRef('simple-icons:youtube')).toEqual({ set: 'simple-icons', name: 'youtube' });
  });

  it.each(['music', 'mdi:music', 'lucide:', 'lucide:Music', 'lucide:-music', 'lucide:a:b'])(
    'finds no set icon in %s',
    (ref) => {
      expect(parseIconRef(ref)).toBeUndefined();
    },
  );

  it('turns an older service name into its set icon, and leaves others as they are', () => {
    expect(currentIconRef('youtube')).toBe('simple-icons:youtube');
    expect(currentIconRef('email')).toBe('lucide:mail');
    expect(currentIconRef('lucide:music')).toBe('lucide:music');
    expect(currentIconRef('something-else')).toBe('something-else');
    expect(currentIconRef('constructor')).toBe('constructor');
  });

  it('accepts both forms in requests, and nothing that could be markup', () => {
    const valid = validator(IconRefSchema);
    expect(valid('lucide:music')).toBe(true);
    expect(valid('youtube')).toBe(true);
    for (const odd of ['', 'Lucide:music', 'lucide:<svg>', 'a b', `lucide:${'a'.repeat(80)}`])
      expect(valid(odd)).toBe(false);
  });
});
