import { describe, expect, it } from 'vitest';
import { emailChangedMail } from './emailChange';

describe('emailChangedMail', () => {
  it('names both addresses in the account language', () => {
    const ja = emailChangedMail('ja', 'old@spaces.test', 'new@spaces.test');
    expect(ja.subject).toContain('メールアドレスが変更されました');
    expect(ja.text).toContain('old@spaces.test から new@spaces.test に変更されました');
    const en = emailChangedMail('en', 'old@spaces.test', 'new@spaces.test');
    expect(en.subject).toBe('[Spaces] Your e-mail address was changed');
    expect(en.text).toContain('from old@spaces.test to new@spaces.test');
  });

  it('escapes what it puts into the HTML part', () => {
    const mail = emailChangedMail('en', 'a<b>@spaces.test', 'c&d@spaces.test');
    expect(mail.html).toContain('a&lt;b&gt;@spaces.test');
    expect(mail.html).toContain('c&amp;d@spaces.test');
    expect(mail.html).not.toContain('<b>');
  });
});
