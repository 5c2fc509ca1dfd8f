// The Hosting emulator matches firebase.json's `regex` rules with RE2's syntax, as Firebase Hosting
// does, through tooling/re2-js (decision 078) rather than JavaScript's RegExp.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
// superstatic is firebase-tools' Hosting server; load it as the emulator does, from its folder.
const fromFirebaseTools = createRequire(
  createRequire(import.meta.url).resolve('firebase-tools/package.json'),
);
const patterns = fromFirebaseTools('superstatic/lib/utils/patterns.js') as {
  re2Available(): boolean;
  configMatcher(path: string, config: { regex: string }): boolean;
  createRaw(pattern: string): { exec(input: string): RegExpExecArray | null };
};

interface HostingRule {
  regex?: string;
}
const hosting = (
  JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as {
    hosting: Record<'rewrites' | 'redirects' | 'headers', HostingRule[] | undefined>;
  }
).hosting;
const regexes = [
  ...(hosting.rewrites ?? []),
  ...(hosting.redirects ?? []),
  ...(hosting.headers ?? []),
]
  .map((rule) => rule.regex)
  .filter((regex) => regex !== undefined);

describe("the Hosting emulator's RE2", () => {
  it('is loaded by superstatic', () => {
    expect(patterns.re2Available()).toBe(true);
  });

  it('refuses what RE2 refuses and RegExp accepts, as Firebase Hosting does', () => {
    expect(() => new RegExp('^/a(?=b)')).not.toThrow();
    expect(() => patterns.createRaw('^/a(?=b)')).toThrow(/unsupported Perl syntax/);
    expect(() => patterns.createRaw('^/(a)\\1$')).toThrow();
  });

  it('matches and captures as RegExp does where both accept the pattern', () => {
    const match = patterns.createRaw('^/(?P<slug>[a-z]+)/(\\d+)$').exec('/alice/42');
    expect(match?.[0]).toBe('/alice/42');
    expect(match?.slice(1)).toEqual(['alice', '42']);
    expect(match?.groups?.slug).toBe('alice');
    expect(patterns.createRaw('^/a$').exec('/b')).toBeNull();
  });

  it.each(regexes)("compiles firebase.json's %s", (regex) => {
    expect(() => patterns.createRaw(regex)).not.toThrow();
  });

  it("sends the prerendered pages' paths, and only them, to the prerendered pages' headers", () => {
    const regex = regexes.find((r) => r.includes('tokushoho'));
    expect(regex).toBeDefined();
    for (const page of ['/', '/terms', '/tokushoho', '/_root.data', '/terms.data']) {
      expect(patterns.configMatcher(page, { regex: regex! }), page).toBe(true);
    }
    for (const page of ['/terms/x', '/alice', '/terms.datax', '/_root']) {
      expect(patterns.configMatcher(page, { regex: regex! }), page).toBe(false);
    }
  });
});
