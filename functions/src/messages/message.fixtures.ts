// What the messages' tests start from: a stored letter or fan message, new as a send stores it
// (unread, unstarred, not archived, not held, not on the wall), and a space's message settings
// with both boxes open; each with the parts a test is about laid over it.
import { DEFAULT_MESSAGE_SETTINGS, type MessageSettings } from '@spaces/contracts';
import type { StoredMessage } from './message';

export const storedMessage = (over: Partial<StoredMessage> = {}): StoredMessage => ({
  kind: 'letter',
  body: 'いつも応援しています！',
  name: 'Aki',
  senderKey: 'sender-key-1',
  createdAt: new Date('2026-01-01T00:00:00Z'),
  read: false,
  starred: false,
  archived: false,
  held: false,
  wall: 'none',
  ...over,
});

/** Settings with both boxes on and thanks texts, changed as a test needs. */
export function openSettings(change: (s: MessageSettings) => void = () => undefined) {
  const settings = structuredClone(DEFAULT_MESSAGE_SETTINGS);
  settings.letterBox.enabled = true;
  settings.fanMessages.enabled = true;
  settings.thanks = {
    letter: { text: 'お手紙ありがとう / Thank you for your letter' },
    fanMessage: { text: 'ありがとう / Thanks!' },
  };
  change(settings);
  return settings;
}
