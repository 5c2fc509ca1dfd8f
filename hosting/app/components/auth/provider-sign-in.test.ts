import { describe, expect, it } from 'vitest';
import { afterProviderSignIn } from './provider-sign-in';

describe('afterProviderSignIn', () => {
  it('takes a new account to its first space, and a returning one where it was going', () => {
    expect(afterProviderSignIn(true, true, '/u')).toBe('/s/new');
    expect(afterProviderSignIn(false, true, '/s/mika/messages')).toBe('/s/mika/messages');
  });

  it('asks an account without a verified address to verify one first, then goes on', () => {
    expect(afterProviderSignIn(true, false, '/u')).toBe('/a/verify-email?next=%2Fs%2Fnew');
  });
});
