// Strings of the UI kit itself: the toast region, close buttons, shared actions.
import { defineMessages } from '../define';

export const ui = defineMessages(
  {
    toastRegion: '通知 ({hotkey})',
    close: '閉じる',
    cancel: 'キャンセル',
    retry: '再試行',
    copy: 'コピー',
    copied: 'コピーしました',
    copyFailed: 'コピーできませんでした',
    loading: '読み込み中…',
    selectAll: 'このページをすべて選択',
    selectedCount: '{count}件を選択中',
    bulkActions: '選択したものの操作',
    pendingSlow:
      '処理しています。しばらく使われていなかったときは、サーバーの準備に 15 秒ほどかかることがあります。',
    pendingSlowNamed:
      '「{action}」を処理しています。しばらく使われていなかったときは、サーバーの準備に 15 秒ほどかかることがあります。',
    pendingStalled: 'まだ終わっていません。このまま待つか、もう一度お試しください。',
    pendingStalledNamed:
      '「{action}」がまだ終わっていません。このまま待つか、もう一度お試しください。',
    loadFailed: '読み込めませんでした。もう一度お試しください。',
    loadTimedOut: '時間内に読み込めませんでした。通信状態を確かめて、もう一度お試しください。',
    needsScript:
      'この画面は JavaScript を使います。ブラウザの設定で JavaScript を有効にしてから、ページを再読み込みしてください。',
  },
  {
    toastRegion: 'Notifications ({hotkey})',
    close: 'Close',
    cancel: 'Cancel',
    retry: 'Retry',
    copy: 'Copy',
    copied: 'Copied',
    copyFailed: 'Could not copy',
    loading: 'Loading…',
    selectAll: 'Select all on this page',
    selectedCount: '{count} selected',
    bulkActions: 'Actions on the selected',
    pendingSlow:
      'Working on it. After a quiet while, the server can take up to 15 seconds to get ready.',
    pendingSlowNamed:
      'Still working on “{action}”. After a quiet while, the server can take up to 15 seconds to get ready.',
    pendingStalled: 'This is taking longer than usual. Keep waiting, or try again.',
    pendingStalledNamed: '“{action}” is taking longer than usual. Keep waiting, or try again.',
    loadFailed: 'This could not be loaded. Try again.',
    loadTimedOut: 'Loading took too long. Check your connection and try again.',
    needsScript:
      'This page needs JavaScript. Turn JavaScript on in your browser settings, then reload the page.',
  },
);
