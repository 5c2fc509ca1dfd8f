// The rules of the account forms, checked in the browser before anything is sent, so that an
// empty or half-filled form names every broken rule at once, each under its own field.

/** Catalogue keys (auth area) of the field rules. */
export type FieldRuleKey =
  'errorEmailRequired' | 'errorInvalidEmail' | 'errorPasswordRequired' | 'errorWeakPassword';

export type AccountField = 'email' | 'password';
export type AccountFieldErrors = Partial<Record<AccountField, FieldRuleKey>>;

// Something@something.tld-ish: Firebase Auth decides the rest and its error is shown too.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;

export function emailProblem(email: string): FieldRuleKey | undefined {
  const trimmed = email.trim();
  if (trimmed === '') return 'errorEmailRequired';
  return EMAIL_SHAPE.test(trimmed) ? undefined : 'errorInvalidEmail';
}

/** `minLength` only for a new password; signing in needs just some password. */
export function passwordProblem(password: string, minLength?: number): FieldRuleKey | undefined {
  if (password === '') return 'errorPasswordRequired';
  return minLength !== undefined && password.length < minLength ? 'errorWeakPassword' : undefined;
}

/** Every broken rule, one per field; an empty object when the form may be sent. */
export function accountFieldErrors(fields: {
  email?: string;
  password?: string;
  minPasswordLength?: number;
}): AccountFieldErrors {
  const errors: AccountFieldErrors = {};
  if (fields.email !== undefined) {
    const problem = emailProblem(fields.email);
    if (problem) errors.email = problem;
  }
  if (fields.password !== undefined) {
    const problem = passwordProblem(fields.password, fields.minPasswordLength);
    if (problem) errors.password = problem;
  }
  return errors;
}
