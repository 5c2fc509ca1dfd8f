// Embedded players on a public page: the facade a visitor sees before choosing to play.
import { defineMessages } from '../define';

export const embeds = defineMessages(
  {
    sectionLabel: '動画・音楽',
    play: '再生: {title}',
    playUntitled: '{provider}で再生',
    openOn: '{provider}で開く',
    privacy: '再生するまで{provider}には接続しません',
    playerTitle: '{provider}のプレーヤー: {title}',
  },
  {
    sectionLabel: 'Videos and music',
    play: 'Play: {title}',
    playUntitled: 'Play on {provider}',
    openOn: 'Open on {provider}',
    privacy: 'Nothing loads from {provider} until you play',
    playerTitle: '{provider} player: {title}',
  },
);
