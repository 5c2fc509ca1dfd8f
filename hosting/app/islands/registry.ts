// The interactive parts of the public pages, by name: the only components a visitor's browser
// runs. The server renders them inside an <Island> (their props beside them); in the browser each
// is a chunk of its own (islands/chunks/, built by hosting/islands-build.ts), which the page's
// entry (boot.ts) loads only where the page shows that island, and renders again with Preact.
// Everything else on a public page is HTML that needs no JavaScript.
import { AnswerShare } from '../components/share/answer-share';
import { EmbedPlayer } from '../components/embed/embed-player';
import { MorePosts } from '../space-view/more-posts';
import { ReceiptDelete } from '../space-view/receipt-delete';
import { SendForm } from '../space-view/send-form';
import { SendFormSent } from '../space-view/send-form-sent';
import { WallMore } from '../space-view/wall-more';

export const ISLANDS = {
  sendForm: SendForm,
  sendFormSent: SendFormSent,
  wallMore: WallMore,
  morePosts: MorePosts,
  answerShare: AnswerShare,
  receiptDelete: ReceiptDelete,
  embedPlayer: EmbedPlayer,
};

export type IslandName = keyof typeof ISLANDS;

/** What a visitor typed before the islands ran, by field name: the island starts from it. */
export type TypedFields = Readonly<Record<string, string>>;
