// What the mails' tests assert of a mail: its subject, and what its text and HTML say or never say.
import { expect } from 'vitest';
import type { MailContent } from './mailContent';

interface Says {
  subject?: string;
  text?: readonly string[];
  notText?: readonly string[];
  html?: readonly string[];
  notHtml?: readonly string[];
}

/** Asserts that `mail` has the subject, and that its text and HTML say each part, and not the `not` ones. */
export function expectMail(mail: MailContent, says: Says): void {
  if (says.subject !== undefined) expect(mail.subject).toBe(says.subject);
  for (const part of says.text ?? []) expect(mail.text).toContain(part);
  for (const part of says.notText ?? []) expect(mail.text).not.toContain(part);
  for (const part of says.html ?? []) expect(mail.html).toContain(part);
  for (const part of says.notHtml ?? []) expect(mail.html).not.toContain(part);
}
