// The user area: /u (my spaces).
import { defineMessages } from '../define';

export const user = defineMessages(
  {
    homeTitle: 'マイスペース',
    signedInAs: '{email}でログイン中',
    newSpace: '新しいスペース',
    spaceCount: '{count} / {limit} スペース',
    limitReached: 'スペースは{limit}個までです。',
    empty: 'まだスペースがありません。最初のスペースを作りましょう。',
    published: '公開中',
    draft: '非公開',
    edit: '編集',
    verifyBanner: 'スペースを作るには、メールアドレスの確認が必要です。',
    verifyBannerAction: '確認する',
    logout: 'ログアウト',
    settings: '設定',
    iconLink: 'アイコン',
  },
  {
    homeTitle: 'My spaces',
    signedInAs: 'Signed in as {email}',
    newSpace: 'New space',
    spaceCount: '{count} / {limit} spaces',
    limitReached: 'You can have up to {limit} spaces.',
    empty: 'No spaces yet. Create your first one.',
    published: 'Published',
    draft: 'Private',
    edit: 'Edit',
    verifyBanner: 'Verify your e-mail address to create a space.',
    verifyBannerAction: 'Verify',
    logout: 'Sign out',
    settings: 'Settings',
    iconLink: 'Icon',
  },
);
