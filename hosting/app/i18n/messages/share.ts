// The share sheet: after publishing, and from the overview any time.
import { defineMessages } from '../define';

export const share = defineMessages(
  {
    sheetTitle: 'ページをシェア',
    sheetPublishedTitle: '公開しました!',
    sheetBody:
      'リンクを貼ったり、QR コードやストーリー用の画像を使ったりして、ファンに届けましょう。',
    open: 'シェアする',
    linkLabel: 'ページのリンク',
    copyLink: 'リンクをコピー',
    shareX: 'X でポスト',
    shareLine: 'LINE で送る',
    shareOther: 'ほかのアプリで共有',
    story: 'ストーリー用の画像',
    storyHint: 'Instagram や X のストーリーにそのまま使える縦長の画像 (1080×1350)。',
    storyDownload: '画像を保存',
    postText: '{name}のスペースをつくりました',
    newTab: '(新しいタブで開きます)',
    unpublishedHint: 'ページはまだ非公開です。公開するとリンクが開けるようになります。',
  },
  {
    sheetTitle: 'Share your page',
    sheetPublishedTitle: 'Your page is live!',
    sheetBody: 'Post the link, or use the QR code and the story-size image, so your fans find it.',
    open: 'Share',
    linkLabel: 'Link to your page',
    copyLink: 'Copy link',
    shareX: 'Post on X',
    shareLine: 'Send on LINE',
    shareOther: 'Share with another app',
    story: 'Story-size image',
    storyHint: 'A tall image (1080×1350) ready for Instagram or X stories.',
    storyDownload: 'Save image',
    postText: "{name}'s space is here",
    newTab: '(opens in a new tab)',
    unpublishedHint: 'Your page is not public yet. Publish it and the link opens for everyone.',
  },
);
