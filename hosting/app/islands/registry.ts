// The interactive parts of the public pages, by name: the only components a visitor's browser
// runs. The server renders them inside an <Island> (their props beside them); the islands bundle
// (hosting/islands-build.ts) renders them again in the browser with Preact. Everything else on a
// public page is HTML that needs no JavaScript.
import { AnswerShare } from '../routes/space/answer-share';
import { BoardPostForm } from '../routes/space/board-post-form';
import { EmbedPlayer } from '../routes/space/embed-player';
import { MorePosts } from '../routes/space/more-posts';
import { ReceiptDelete } from '../routes/space/receipt-delete';
import { SendBox } from '../routes/space/send-box';
import { WallMore } from '../routes/space/wall-more';

export const ISLANDS = {
  sendBox: SendBox,
  boardPostForm: BoardPostForm,
  wallMore: WallMore,
  morePosts: MorePosts,
  answerShare: AnswerShare,
  receiptDelete: ReceiptDelete,
  embedPlayer: EmbedPlayer,
};

export type IslandName = keyof typeof ISLANDS;

/** What a visitor typed before the islands ran, by field name: the island starts from it. */
export type TypedFields = Readonly<Record<string, string>>;
