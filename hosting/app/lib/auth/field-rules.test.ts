import { describe, expect, it } from 'vitest';
import { accountFieldErrors } from './field-rules';

describe('accountFieldErrors', () => {
  it('names every broken rule of an empty sign-up form, each by its field', () => {
    expect(accountFieldErrors({ email: '', password: '', minPasswordLength: 6 })).toEqual({
      email: 'errorEmailRequired',
      password: 'errorPasswordRequired',
    });
  });

  it('names a malformed address and a short password together', () => {
    expect(
      accountFieldErrors({ email: 'not-an-address', password: 'abc', minPasswordLength: 6 }),
    ).toEqual({ email: 'errorInvalidEmail', password: 'errorWeakPassword' });
  });

  it('asks a sign-in only for some password, not a long one', () => {
    expect(accountFieldErrors({ email: ' a@b.co ', password: 'abc' })).toEqual({});
    expect(accountFieldErrors({ email: 'a@b.co', password: '' })).toEqual({
      password: 'errorPasswordRequired',
    });
  });

  it('checks only the fields a form has', () => {
    expect(accountFieldErrors({ email: '' })).toEqual({ email: 'errorEmailRequired' });
    expect(
      accountFieldErrors({ email: 'a@b.co', password: 'long enough', minPasswordLength: 6 }),
    ).toEqual({});
  });
});
