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
  },
);
