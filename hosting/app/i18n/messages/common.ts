// Site chrome strings: header, footer, language switcher, the way back from a space's subpages.
import { defineMessages } from '../define';

export const common = defineMessages(
  {
    productName: 'Spaces',
    signIn: 'ログイン',
    signUp: '新規登録',
    mySpaces: 'マイスペース',
    signOut: 'ログアウト',
    home: 'ホーム',
    terms: '利用規約',
    privacy: 'プライバシーポリシー',
    tokushoho: '特定商取引法に基づく表記',
    language: '言語',
    switchLanguage: '切り替え',
    copyright: '© {year} Spaces',
    backTo: '戻る:',
  },
  {
    productName: 'Spaces',
    signIn: 'Sign in',
    signUp: 'Sign up',
    mySpaces: 'My spaces',
    signOut: 'Sign out',
    home: 'Home',
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    tokushoho: 'Legal notice (Specified Commercial Transactions Act)',
    language: 'Language',
    switchLanguage: 'Switch',
    copyright: '© {year} Spaces',
    backTo: 'Back to',
  },
);
