// /u/notifications: which e-mail an owner receives for letters, fan messages and board posts.
import { defineMessages } from '../define';

export const notifications = defineMessages(
  {
    title: 'メール通知',
    link: 'メール通知',
    intro:
      '新しいお手紙・ファンメッセージ・ボードへの投稿を、メールでお知らせします。種類ごとに選べます。',
    sentTo: '送り先：{email}',
    formLabel: '通知の設定',
    letters: 'お手紙',
    lettersHint: '手紙ページ（/スペース名/letter）から届いたお手紙。',
    fanMessages: 'ファンメッセージ',
    fanMessagesHint: 'スペースのトップページから届く、短いファンメッセージ。',
    boardPosts: 'ボードへの投稿',
    boardPostsHint: '訪問者によるボードへの投稿（ご自身の投稿は通知しません）。',
    immediate: 'すぐに',
    digest: '1日1回まとめて',
    off: '送らない',
    howItWorks:
      '「すぐに」は、続けて届いたものを5分ごとに1通にまとめて送ります。「1日1回まとめて」は、毎朝8時（日本時間）に前日の24時間分を1通で送ります。メールには本文の冒頭だけを載せ、続きは受信箱で読めます。',
    saved: '通知の設定を保存しました',
  },
  {
    title: 'E-mail notifications',
    link: 'Notifications',
    intro: 'Hear by e-mail about new letters, fan messages and board posts. Choose for each kind.',
    sentTo: 'Sent to {email}',
    formLabel: 'Notification settings',
    letters: 'Letters',
    lettersHint: 'Letters sent from your letter page (/your-space/letter).',
    fanMessages: 'Fan messages',
    fanMessagesHint: "Fan messages: the short ones sent from your space's top page.",
    boardPosts: 'Board posts',
    boardPostsHint: "Visitors' posts on your boards (never your own).",
    immediate: 'Right away',
    digest: 'Daily digest',
    off: 'Off',
    howItWorks:
      '"Right away" bundles what arrives in quick succession into one mail every five minutes. "Daily digest" sends the previous 24 hours in one mail every morning at 8:00 Japan time. Mails show only the start of each message; read the rest in your inbox.',
    saved: 'Notification settings saved',
  },
);
