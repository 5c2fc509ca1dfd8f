// A link in the running text of an auth page (to another of them: sign in, sign up, reset the
// password), underlined as links in prose are.
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="text-accent-strong underline underline-offset-2 hover:no-underline">
      {children}
    </Link>
  );
}
