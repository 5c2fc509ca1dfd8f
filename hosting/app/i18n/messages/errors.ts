// The error pages of SEED §2. The headings keep the seed's English wording in both languages so
// that the page names itself the same way everywhere; the explanation is translated.
import { defineMessages } from '../define';

export const errors = defineMessages(
  {
    notFoundTitle: 'Page Not Found',
    notFoundHeading: 'Page Not Found: {path}',
    notFoundBody: 'お探しのページは見つかりませんでした。URL をご確認ください。',
    serverErrorTitle: 'Internal Server Error',
    serverErrorHeading: 'Internal Server Error',
    serverErrorBody: 'サーバーでエラーが発生しました。しばらくしてからもう一度お試しください。',
    status: 'ステータス {status}',
    backHome: 'ホームに戻る',
  },
  {
    notFoundTitle: 'Page Not Found',
    notFoundHeading: 'Page Not Found: {path}',
    notFoundBody: 'The page you were looking for does not exist. Please check the URL.',
    serverErrorTitle: 'Internal Server Error',
    serverErrorHeading: 'Internal Server Error',
    serverErrorBody: 'Something went wrong on our side. Please try again in a moment.',
    status: 'Status {status}',
    backHome: 'Back to home',
  },
);
