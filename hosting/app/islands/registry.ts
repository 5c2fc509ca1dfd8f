// The interactive parts of the public pages, by name: the only components a visitor's browser
// runs. The server renders them inside an <Island> (their props beside them); in the browser each
// is a chunk of its own (islands/chunks/, built by hosting/islands-build.ts), which the page's
// entry (boot.ts) loads only where the page shows that island, and renders again with Preact.
// Everything else on a public page is HTML that needs no JavaScript.
import { AnswerShare } from '../routes/space/answer-share';
import { EmbedPlayer } from '../routes/space/embed-player';
import { MorePosts } from '../routes/space/more-posts';
import { ReceiptDelete } from '../routes/space/receipt-delete';
import { SendForm } from '../routes/space/send-form';
import { SendFormSent } from '../routes/space/send-form-sent';
import { WallMore } from '../routes/space/wall-more';

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
