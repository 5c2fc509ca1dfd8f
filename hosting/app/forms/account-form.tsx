// The form of an account page — signing in or up, resetting a password, the settings of /u: the
// last attempt's alert, the fields one under another, then the one submit button. The calls go
// through the Auth SDK or a callable, so without JavaScript the form says it needs it.
import type { ComponentProps, ReactNode } from 'react';
import { AsyncForm } from '../components/ui/async-form';
import { Button } from '../components/ui/button';
import { TextField } from '../components/ui/field';
import { FormAlert } from '../components/form/form-alert';

export function AccountForm({
  label,
  error,
  scriptNote,
  submit,
  large = false,
  onSubmit,
  children,
}: {
  /** The form's accessible name (the page's title). */
  label: string;
  /** Why the last attempt failed, shown above the form. */
  error?: string | null;
  /** What a visitor without JavaScript is told. */
  scriptNote: string;
  /** The submit button's text. */
  submit: string;
  /** The sign-in pages' full-width, large submit button. */
  large?: boolean;
  onSubmit: () => Promise<void>;
  children: ReactNode;
}) {
  return (
    <>
      {error && <FormAlert tone="error">{error}</FormAlert>}
      <AsyncForm
        onSubmit={onSubmit}
        className="space-y-4"
        aria-label={label}
        noValidate
        scriptNote={scriptNote}
      >
        {children}
        {large ? (
          <Button type="submit" block size="lg">
            {submit}
          </Button>
        ) : (
          <Button type="submit">{submit}</Button>
        )}
      </AsyncForm>
    </>
  );
}

/**
 * A password field: the account's current password (which the browser fills in), or a new one
 * (which the browser offers to make up and remember).
 */
export function PasswordField({
  isNew,
  ...field
}: { isNew: boolean } & Omit<ComponentProps<typeof TextField>, 'type' | 'autoComplete'>) {
  return (
    <TextField
      type="password"
      autoComplete={isNew ? 'new-password' : 'current-password'}
      {...field}
    />
  );
}
