// What fans see: the letter page /{slug}/letter, the fan-message box and the wall on /{slug}.
import { defineMessages } from '../define';

export const fan = defineMessages(
  {
    letterPageTitle: '{name}へのお手紙',
    letterHeading: '{name}にお手紙を書く',
    letterBody: 'お手紙',
    letterPrivacy: 'お手紙は{name}さんだけが読めます。公開されることはありません。',
    writeLetter: 'お手紙を書く',
    writeLetterHint: '気持ちを言葉にして届けましょう。',
    fanMessageHeading: 'ファンメッセージ',
    fanMessageDefaultPrompt: 'ファンメッセージを送りましょう',
    lettersHeading: 'このブラウザから送ったメッセージ',
    lettersNote:
      'このブラウザだけが覚えている一覧です（Cookie に保存）。{name}さんには見えません。Cookie を消すと一覧も消えます。',
    kindLetter: 'お手紙',
    kindFanMessage: 'ファンメッセージ',
    openReceipt: '控えを開く',
    forgetLetter: '一覧から外す',
    deleteMessage: 'このメッセージを削除する',
    deleteNote: '{name}さんが読む前なら削除できます。',
    deletedMessage: 'このメッセージは削除しました。どこにも残っていません。',
    reviewingTitle: 'ただいまメッセージは確認してから届けています',
    reviewingNote:
      '短い時間にたくさんのメッセージが届いたため、送られたメッセージは確認してから届けています。送ることはいつもどおりできます。',
    wallHeading: 'みんなのメッセージ',
    wallEmpty: 'まだメッセージはありません。',
    anonymous: '匿名',
    showMore: 'もっと見る',
  },
  {
    letterPageTitle: 'A letter to {name}',
    letterHeading: 'Write a letter to {name}',
    letterBody: 'Your letter',
    letterPrivacy: 'Only {name} reads your letter. It is never made public.',
    writeLetter: 'Write a letter',
    writeLetterHint: 'Put your feelings into words and send them.',
    fanMessageHeading: 'Fan messages',
    fanMessageDefaultPrompt: 'Send a fan message',
    lettersHeading: 'Sent from this browser',
    lettersNote:
      'Only this browser keeps this list (in its cookies). {name} never sees it. Clearing your cookies clears it.',
    kindLetter: 'Letter',
    kindFanMessage: 'Fan message',
    openReceipt: 'Open the receipt',
    forgetLetter: 'Remove from this list',
    deleteMessage: 'Delete this message',
    deleteNote: 'You can delete it until {name} reads it.',
    deletedMessage: 'You deleted this message. Nothing of it is kept.',
    reviewingTitle: 'Messages are being reviewed',
    reviewingNote:
      'So many messages arrived in a short time that each one is now delivered after a review. You can still send yours.',
    wallHeading: 'Messages from fans',
    wallEmpty: 'No messages yet.',
    anonymous: 'Anonymous',
    showMore: 'Show more',
  },
);
