// The read-aloud view's walk through the whole inbox, not only its newest page. The pages loaded so
// far are kept while the owner steps (a stream session walks one message at a time), and the next
// page is loaded when a step reaches the last message loaded.
import type { InboxMessage } from '@spaces/contracts';

export interface InboxPage {
  messages: InboxMessage[];
  next?: string;
}

/** Loads one inbox page, newest first; no cursor means the first page. */
export type InboxPageLoader = (cursor?: string) => Promise<InboxPage>;

/** Enough for a long stream (the inbox pages by 30); beyond it the steps stop at the last loaded. */
const MAX_PAGES = 20;

export class InboxWalk {
  private messages: InboxMessage[] = [];
  private cursor: string | undefined;
  private pages = 0;

  constructor(private readonly loadPage: InboxPageLoader) {}

  /**
   * The messages loaded once `message` is among them with one after it (or the inbox ends there),
   * `message` itself as just read. A message the kept pages no longer find (new mail moved the
   * pages) starts the walk again from the newest.
   */
  async around(message: InboxMessage): Promise<readonly InboxMessage[]> {
    if (this.pages === 0 || !(await this.reach(message.messageId))) {
      this.messages = [];
      this.cursor = undefined;
      this.pages = 0;
      await this.more();
      await this.reach(message.messageId);
    }
    this.replace(message);
    return this.messages;
  }

  /** Keeps what the server answered to marking a message read aloud (or not: no time). */
  readAloud(messageId: string, at: string | undefined): void {
    const message = this.messages.find((m) => m.messageId === messageId);
    if (!message) return;
    const { readAloudAt: _previous, ...rest } = message;
    this.replace(at === undefined ? rest : { ...rest, readAloudAt: at });
  }

  private replace(message: InboxMessage): void {
    this.messages = this.messages.map((m) => (m.messageId === message.messageId ? message : m));
  }

  /** Loads pages until `messageId` is found with one after it; whether it was found. */
  private async reach(messageId: string): Promise<boolean> {
    const at = () => this.messages.findIndex((m) => m.messageId === messageId);
    while ((at() < 0 || at() === this.messages.length - 1) && this.canLoadMore()) await this.more();
    return at() >= 0;
  }

  private canLoadMore(): boolean {
    return this.cursor !== undefined && this.pages < MAX_PAGES;
  }

  private async more(): Promise<void> {
    const page = await this.loadPage(this.cursor);
    const known = new Set(this.messages.map((m) => m.messageId));
    this.messages = [...this.messages, ...page.messages.filter((m) => !known.has(m.messageId))];
    this.cursor = page.next;
    this.pages += 1;
  }
}
