// No stored document can approach Firestore's 1 MiB limit: each document is built at its worst
// case from the contracts' limits (documentSizes.worst.ts) and measured the way Firestore measures
// documents.
import {
  LIMITS,
  validator,
  ButtonInputSchema,
  CardInputSchema,
  SpaceTopInputSchema,
  TextBlockInputSchema,
} from '@spaces/contracts';
import { describe, expect, it } from 'vitest';
import { worstReportDocuments } from './documentSizes.reports';
import { BUDGET, documentSize, MIB, wide, worstDocuments } from './documentSizes.worst';
import { GROUPS_PER_MAIL } from './notifications/mailContent';
import type { MailDoc } from './platform/mail';

describe('worst-case document sizes', () => {
  const documents = [...worstDocuments(), ...worstReportDocuments()];

  it.each(documents)('keeps the %s document below 900 KiB', (_name, path, data) => {
    const size = documentSize(path, data);
    expect(size).toBeLessThanOrEqual(BUDGET);
    expect(size).toBeLessThan(MIB);
  });

  it('builds texts at the contracts limits, which one more character would break', () => {
    const top = validator(SpaceTopInputSchema);
    const text = { displayName: wide(50), bio: wide(LIMITS.bioMaxLength), layout: 'left' };
    expect(top(text)).toBe(true);
    expect(top({ ...text, bio: wide(LIMITS.bioMaxLength + 1) })).toBe(false);
    const block = validator(TextBlockInputSchema);
    const body = wide(LIMITS.textBodyMaxLength);
    expect(block({ heading: wide(LIMITS.textHeadingMaxLength), body, visible: true })).toBe(true);
    expect(block({ heading: '', body: `${body}x`, visible: true })).toBe(false);
    const card = validator(CardInputSchema);
    expect(card({ title: '', text: wide(LIMITS.cardTextMaxLength + 1), visible: true })).toBe(
      false,
    );
    const button = validator(ButtonInputSchema);
    const label = wide(LIMITS.buttonLabelMaxLength + 1);
    expect(
      button({
        label,
        url: 'https://a.example',
        color: 'primary',
        variant: 'solid',
        visible: true,
      }),
    ).toBe(false);
  });

  it('bounds the digest mail by listing at most a fixed number of groups', () => {
    const mail = documents.find(([name]) => name === 'mail')![2] as MailDoc;
    expect(mail.message.html.match(/<h2 /g)).toHaveLength(GROUPS_PER_MAIL);
    // A "grapheme" stretched by combining marks is cut by code points too.
    expect(mail.message.text).not.toContain('\u{E0100}'.repeat(300));
  });
});
