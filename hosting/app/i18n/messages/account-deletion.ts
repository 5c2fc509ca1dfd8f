// /u/account: deleting the account, and the notice on / afterwards.
import { defineMessages } from '../define';

export const accountDeletion = defineMessages(
  {
    title: 'アカウントの削除',
    intro:
      'アカウントを削除すると、あなたのスペースとその中身がすべて削除され、元に戻せません。スペースの URL は解放され、ほかの人が使えるようになります。',
    exportHeading: '削除の前に、データを持ち出す',
    exportIntro:
      'スペースごとに、受信箱を CSV か JSON で、スペース全体(ページ・ボード・受信箱・画像)を ZIP で保存できます。ファイルは 24 時間後にサーバーから削除されます。',
    spacesHeading: '削除されるスペース',
    spaceContents: '公開ページ、ボードと投稿、お手紙とファンメッセージ、画像',
    noSpaces: 'スペースはありません。',
    accountHeading: 'アカウントとともに削除されるもの',
    accountItems:
      'ログイン情報(メールアドレスとパスワード)、アイコン、表示名、言語と通知の設定、通知メールの記録、アップロード中の画像',
    after:
      '削除を始めるとすぐにログアウトされ、このアカウントでは二度とログインできません。残りのデータは数分以内にサーバーで削除されます。',
    deleteButton: 'アカウントを削除…',
    dialogTitle: 'アカウントを完全に削除しますか?',
    dialogBody:
      '{count}個のスペースとその中身、アカウントのすべてが削除されます。この操作は取り消せません。確認のため、パスワードを入力してください。',
    dialogBodyOne:
      '1個のスペースとその中身、アカウントのすべてが削除されます。この操作は取り消せません。確認のため、パスワードを入力してください。',
    password: 'パスワード',
    passwordRequired: 'パスワードを入力してください。',
    cancel: 'キャンセル',
    confirm: '削除する',
    needsScript:
      'アカウントの削除には JavaScript が必要です。パスワードをもう一度確かめてから削除するためです。JavaScript を有効にしてページを再読み込みしてください。',
    deletedNotice:
      'アカウントを削除しました。ご利用ありがとうございました。残りのデータはまもなくすべて削除されます。',
  },
  {
    title: 'Delete account',
    intro:
      'Deleting your account deletes your spaces and everything in them, and cannot be undone. Their addresses are released for anyone to use.',
    exportHeading: 'Take your data with you first',
    exportIntro:
      'For each space, save the inbox as CSV or JSON, or the whole space (page, boards, inbox and images) as a ZIP. The files are deleted from our servers after 24 hours.',
    spacesHeading: 'Spaces that will be deleted',
    spaceContents: 'public page, boards and posts, letters and fan messages, images',
    noSpaces: 'You have no spaces.',
    accountHeading: 'Deleted with the account',
    accountItems:
      'your sign-in (e-mail address and password), icon, display name, language and notification settings, records of notification e-mails, unfinished uploads',
    after:
      'You are signed out as soon as deletion starts and can never sign in to this account again. The server removes the rest within minutes.',
    deleteButton: 'Delete account…',
    dialogTitle: 'Delete your account for good?',
    dialogBody:
      '{count} spaces with everything in them, and all of your account, will be deleted. This cannot be undone. Enter your password to confirm.',
    dialogBodyOne:
      'Your space with everything in it, and all of your account, will be deleted. This cannot be undone. Enter your password to confirm.',
    password: 'Password',
    passwordRequired: 'Enter your password.',
    cancel: 'Cancel',
    confirm: 'Delete',
    needsScript:
      'Deleting your account needs JavaScript, so that your password can be checked again right before. Turn JavaScript on and reload the page.',
    deletedNotice:
      'Your account has been deleted. Thank you for using Spaces. The rest of its data will be gone shortly.',
  },
);
