// What the owner sees of raid mode and slow mode (decision 045): the banner on the overview and
// the inbox, its bulk actions, and the slow-mode choice beside the message settings.
import { defineMessages } from '../define';

export const moderation = defineMessages(
  {
    raidTitle: 'このスペースに大量のメッセージが届いています',
    raidBody:
      '{since}から、新しいメッセージはすべて確認待ちになっています（荒らし対策モード）。公開ページには「確認してから届けています」と表示され、ファンは引き続き送ることができます。',
    raidHeld: '確認待ち：{count}件',
    raidBoards: 'ボードへの投稿は、各ボードの画面で確認できます。',
    reviewHeld: '確認待ちを見る',
    releaseAll: '確認待ちをすべて受信箱へ',
    deleteAll: '確認待ちをすべて削除',
    endRaid: '荒らし対策モードを終了',
    releaseAllTitle: '確認待ちのメッセージをすべて受信箱に入れますか？',
    releaseAllBody:
      '確認待ちのお手紙とファンメッセージがすべて受信箱に届きます。荒らしのメッセージが含まれているかもしれません。',
    releaseAllConfirm: 'すべて受信箱へ',
    deleteAllTitle: '確認待ちのメッセージをすべて削除しますか？',
    deleteAllBody: '確認待ちのお手紙とファンメッセージをすべて削除します。元に戻せません。',
    deleteAllConfirm: 'すべて削除',
    endRaidTitle: '荒らし対策モードを終了しますか？',
    endRaidBody:
      '新しいメッセージはふだんどおり受信箱に届くようになります。いま確認待ちのメッセージは、そのまま残ります。',
    endRaidConfirm: '終了する',
    released: '{count}件を受信箱に入れました',
    deleted: '{count}件を削除しました',
    raidEnded: '荒らし対策モードを終了しました',
    working: '処理しています…',
    slowModeTitle: 'スローモード',
    slowModeHint:
      '同じ人が次のメッセージを送れるまでの間隔です。このスペースのお手紙・ファンメッセージ・ボードに共通です。',
    slowMode: '1人あたりの送信間隔',
    slowModeOff: 'オフ（制限なし）',
    slowModeEvery: '{minutes}分に1通まで',
    slowModeSaved: 'スローモードを保存しました',
  },
  {
    raidTitle: 'This space is under a flood of messages',
    raidBody:
      'New messages are held for review since {since} (raid mode). Your public page says that messages are being reviewed, and fans can still send.',
    raidHeld: '{count} held',
    raidBoards: 'Held board posts wait on each board’s page.',
    reviewHeld: 'Review held messages',
    releaseAll: 'Release all held',
    deleteAll: 'Delete all held',
    endRaid: 'End raid mode',
    releaseAllTitle: 'Release every held message?',
    releaseAllBody:
      'Every held letter and fan message goes to your inbox. Some of them may be part of the flood.',
    releaseAllConfirm: 'Release all',
    deleteAllTitle: 'Delete every held message?',
    deleteAllBody: 'Every held letter and fan message is deleted. This cannot be undone.',
    deleteAllConfirm: 'Delete all',
    endRaidTitle: 'End raid mode?',
    endRaidBody:
      'New messages reach your inbox as usual again. Messages held until now stay held until you release or delete them.',
    endRaidConfirm: 'End raid mode',
    released: 'Released to your inbox: {count}',
    deleted: 'Deleted: {count}',
    raidEnded: 'Raid mode ended',
    working: 'Working…',
    slowModeTitle: 'Slow mode',
    slowModeHint:
      'How long one sender waits before sending again. It applies to this space’s letters, fan messages and boards alike.',
    slowMode: 'Per sender',
    slowModeOff: 'Off (no limit)',
    slowModeEvery: 'One message every {minutes} min',
    slowModeSaved: 'Slow mode saved',
  },
);
