// The icons the button editor's picker offers: symbols for what creators link to most and the
// brand marks of the services they use, each with its words in both languages for the search.
// Shipped with the picker (not the editor), and drawn from our sets through the icon endpoint.
export interface IconChoice {
  /** `set:name` as the button keeps it. */
  ref: string;
  en: string;
  ja: string;
}

const lucide = (name: string, en: string, ja: string): IconChoice => ({
  ref: `lucide:${name}`,
  en,
  ja,
});
const brand = (name: string, en: string, ja = en): IconChoice => ({
  ref: `simple-icons:${name}`,
  en,
  ja,
});

export const ICON_CHOICES: readonly IconChoice[] = [
  lucide('music', 'Music', '音楽'),
  lucide('headphones', 'Headphones, listen', 'ヘッドホン・試聴'),
  lucide('mic-vocal', 'Singing, vocals', '歌・ボーカル'),
  lucide('disc-3', 'Album, CD', 'アルバム・CD'),
  lucide('radio', 'Radio', 'ラジオ'),
  lucide('podcast', 'Podcast', 'ポッドキャスト'),
  lucide('video', 'Video', '動画'),
  lucide('circle-play', 'Play, watch', '再生・視聴'),
  lucide('clapperboard', 'Film, trailer', '映像・予告'),
  lucide('tv', 'TV, stream', 'テレビ・配信'),
  lucide('camera', 'Photos', '写真'),
  lucide('image', 'Gallery, artwork', 'ギャラリー・作品'),
  lucide('palette', 'Art, illustration', 'アート・イラスト'),
  lucide('brush', 'Commissions, drawing', '依頼・お絵描き'),
  lucide('pen-tool', 'Design', 'デザイン'),
  lucide('book-open', 'Book, comic', '本・漫画'),
  lucide('newspaper', 'Blog, news', 'ブログ・お知らせ'),
  lucide('file-text', 'Article, document', '記事・資料'),
  lucide('shopping-bag', 'Shop', 'ショップ'),
  lucide('shopping-cart', 'Buy, cart', '購入・カート'),
  lucide('store', 'Store', 'ストア・お店'),
  lucide('shirt', 'Merch, goods', 'グッズ'),
  lucide('package', 'Goods, shipping', '商品・発送'),
  lucide('gift', 'Gift, wishlist', 'プレゼント・ほしい物'),
  lucide('tag', 'Sale, price', 'セール・価格'),
  lucide('credit-card', 'Payment', '支払い'),
  lucide('coffee', 'Tip, support', '投げ銭・支援'),
  lucide('hand-heart', 'Donate, support', '寄付・応援'),
  lucide('heart', 'Heart, favourite', 'ハート・お気に入り'),
  lucide('star', 'Star, featured', 'スター・注目'),
  lucide('sparkles', 'New, special', '新着・特別'),
  lucide('trophy', 'Award, ranking', '受賞・ランキング'),
  lucide('ticket', 'Tickets', 'チケット'),
  lucide('calendar', 'Calendar, event', 'カレンダー・イベント'),
  lucide('calendar-days', 'Schedule', 'スケジュール'),
  lucide('map-pin', 'Place, venue', '場所・会場'),
  lucide('mail', 'Mail, contact', 'メール・お問い合わせ'),
  lucide('message-circle', 'Chat, message', 'チャット・メッセージ'),
  lucide('send', 'Send, newsletter', '送信・ニュースレター'),
  lucide('phone', 'Phone', '電話'),
  lucide('bell', 'Notifications', '通知'),
  lucide('megaphone', 'Announcement', '告知'),
  lucide('users', 'Community, fan club', 'コミュニティ・ファンクラブ'),
  lucide('user', 'Profile', 'プロフィール'),
  lucide('info', 'About, info', '紹介・情報'),
  lucide('house', 'Home', 'ホーム'),
  lucide('globe', 'Website', 'ウェブサイト'),
  lucide('link', 'Link', 'リンク'),
  lucide('download', 'Download', 'ダウンロード'),
  lucide('gamepad-2', 'Games', 'ゲーム'),
  lucide('code', 'Code', 'コード'),
  lucide('rss', 'Feed', 'フィード'),
  brand('youtube', 'YouTube'),
  brand('x', 'X (Twitter)'),
  brand('instagram', 'Instagram'),
  brand('tiktok', 'TikTok'),
  brand('twitch', 'Twitch'),
  brand('niconico', 'niconico', 'ニコニコ'),
  brand('bluesky', 'Bluesky'),
  brand('threads', 'Threads'),
  brand('facebook', 'Facebook'),
  brand('discord', 'Discord'),
  brand('line', 'LINE'),
  brand('pixiv', 'pixiv'),
  brand('note', 'note'),
  brand('spotify', 'Spotify'),
  brand('applemusic', 'Apple Music'),
  brand('youtubemusic', 'YouTube Music'),
  brand('soundcloud', 'SoundCloud'),
  brand('bandcamp', 'Bandcamp'),
  brand('patreon', 'Patreon'),
  brand('kofi', 'Ko-fi'),
  brand('amazon', 'Amazon'),
  brand('github', 'GitHub'),
  brand('mastodon', 'Mastodon'),
  brand('misskey', 'Misskey'),
  brand('steam', 'Steam'),
];

/** The choices whose name or words contain every word of the query, in either language. */
export function searchChoices(query: string): readonly IconChoice[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return ICON_CHOICES;
  return ICON_CHOICES.filter((choice) => {
    const text = `${choice.ref} ${choice.en} ${choice.ja}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
