import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { expectMail } from './expectMail';
import { raidBegan, raidMail, type RaidMailInput } from './raidMail';

const since = new Date('2026-11-26T13:05:00Z');
const at = (date: Date) => ({
  moderation: { raidSince: Timestamp.fromDate(date), slowModeMinutes: 0 },
});

describe('raidBegan', () => {
  it('answers when raid mode began as the space enters it', () => {
    expect(raidBegan({}, at(since))).toEqual(since);
    expect(raidBegan({ moderation: { raidSince: null } }, at(since))).toEqual(since);
    expect(raidBegan(undefined, at(since))).toEqual(since);
  });

  it('is not news while raid mode goes on, when it ends, or for other changes', () => {
    expect(raidBegan(at(since), at(since))).toBeUndefined();
    expect(raidBegan(at(since), { moderation: { raidSince: null } })).toBeUndefined();
    expect(raidBegan({}, { moderation: { raidSince: null } })).toBeUndefined();
    expect(raidBegan({}, {})).toBeUndefined();
    // Only a timestamp is a time: anything else written there is not.
    expect(raidBegan({}, { moderation: { raidSince: '2026-11-26' } })).toBeUndefined();
  });
});

describe('raidMail', () => {
  const input = (over: Partial<RaidMailInput> = {}): RaidMailInput => ({
    language: 'en',
    displayName: 'Mika',
    spaceName: 'Mika <3',
    since,
    editorLink: 'https://spaces.example/s/mika',
    ...over,
  });

  it('says in English what happened, since when (Japan time), and links to the editor', () => {
    const mail = raidMail(input());
    expectMail(mail, {
      subject: 'Mika <3 is receiving a flood of messages',
      text: [
        'Hello Mika,',
        'since 26 Nov 2026, 22:05 (Japan time)',
        'Open the editor: https://spaces.example/s/mika',
      ],
      html: ['<a href="https://spaces.example/s/mika">Open the editor</a>'],
    });
  });

  it('speaks Japanese to a Japanese account', () => {
    const mail = raidMail(input({ language: 'ja', displayName: 'みか' }));
    expectMail(mail, {
      subject: '「Mika <3」に大量のメッセージが届いています',
      text: [
        'みか さん',
        '2026/11/26 22:05（日本時間）',
        'エディターを開く: https://spaces.example/s/mika',
      ],
    });
  });

  it('escapes what the owner typed in the HTML', () => {
    const mail = raidMail(input({ spaceName: '<b>Mika</b>' }));
    expect(mail.html).toContain('&lt;b&gt;Mika&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Mika</b>');
  });
});
