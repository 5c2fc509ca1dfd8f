import { defineMessages } from '../define';

export const home = defineMessages(
  {
    description:
      'Spaces は、配信者・VTuber・イラストレーター・ミュージシャン・作家のための公開ページ。リンク、カード、ボード、ファンからのお手紙をひとつの場所に。',
    heroTitle: 'あなたの活動を、ひとつのスペースに。',
    heroBody:
      'SNS、リンク、作品、お知らせ、そしてファンからのお手紙。Spaces なら、あなたのすべてを 1 つの公開ページにまとめられます。',
    demoLink: 'デモのスペースを見る',
    demoAlt:
      'スマートフォンで開いたデモのスペース。ヘッダー画像、丸いアバター、名前と自己紹介、SNS のアイコン、ボタン、カードが並んでいます。',
    demoCaption: 'ファンのスマートフォンでは、こう見えます。',
    ctaSignUp: '無料ではじめる',
    ctaSignIn: 'ログイン',
    ctaMySpaces: 'マイスペースへ',
    creatorsTitle: 'クリエイターのみなさんへ',
    creatorsPage: '自分だけの URL',
    creatorsPageBody:
      '/あなたの名前 で公開されるページに、ヘッダー、背景、SNS、ボタン、カード、テキストを自由に並べられます。',
    creatorsBoards: 'ボード',
    creatorsBoardsBody:
      'お知らせ専用、承認制、自由投稿の 3 つのモードから選べるボードで、ファンとの場をつくれます。',
    creatorsInbox: 'お手紙の受信箱',
    creatorsInboxBody:
      'お手紙とファンメッセージを受信箱で整理。既読、スター、アーカイブ、ブロックにも対応しています。',
    fansTitle: 'ファンのみなさんへ',
    fansBody:
      'アカウントは必要ありません。好きなクリエイターのスペースを開いて、お手紙やファンメッセージを送れます。送信後にはクリエイターからのお礼メッセージが表示されます。',
    safetyTitle: '安心して使えるように',
    safetyBody:
      'スパム対策と送信制限、送信者のブロック機能を備えています。公開されるのは、クリエイターが公開を選んだスペースだけです。',
    closingTitle: 'さっそくスペースをつくりましょう',
  },
  {
    description:
      'Spaces is a public page for streamers, VTubers, illustrators, musicians and writers: links, cards, boards and letters from fans, all in one place.',
    heroTitle: 'Everything you do, in one space.',
    heroBody:
      'Social links, buttons, your work, announcements and letters from your fans. Spaces gathers all of it on one public page.',
    demoLink: 'See the demo space',
    demoAlt:
      'The demo space on a phone: a header image, a round avatar, the name and bio, social icons, buttons and cards.',
    demoCaption: 'This is how it looks on your fans’ phones.',
    ctaSignUp: 'Get started for free',
    ctaSignIn: 'Sign in',
    ctaMySpaces: 'Go to my spaces',
    creatorsTitle: 'For creators',
    creatorsPage: 'A URL of your own',
    creatorsPageBody:
      'Your page lives at /your-name. Arrange a header, background, social links, buttons, cards and text just the way you like.',
    creatorsBoards: 'Boards',
    creatorsBoardsBody:
      'Open boards for your community in one of three modes: announcements only, posts you approve, or open posting.',
    creatorsInbox: 'A letter inbox',
    creatorsInboxBody:
      'Letters and fan messages arrive in one inbox: mark them read, star, archive, or block a sender.',
    fansTitle: 'For fans',
    fansBody:
      'No account needed. Open a creator’s space and send a letter or a short fan message; the creator’s thank-you note appears right after you send.',
    safetyTitle: 'Built to feel safe',
    safetyBody:
      'Spam protection, sending limits and sender blocking are built in. Only spaces their creators choose to publish are public.',
    closingTitle: 'Create your space today',
  },
);
