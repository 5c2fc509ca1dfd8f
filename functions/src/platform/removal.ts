// What the operator sets on a space and on a post (decision 071), and the one rule every visitor
// path applies: a space is public while it is published and neither taken down nor owned by a
// suspended account. Here because the spaces, messages, boards and reports features all read it.

/** One decision of the operator, as the content it touched remembers it. */
export interface OperatorMark {
  at: Date;
  /** The decision log's entry (`decisionLog/{decisionId}`). */
  decisionId: string;
}

/** The operator's marks on `spaces/{spaceId}`; absent on every space nobody acted on. */
export interface SpaceRemoval {
  /** The operator took the space down: its pages answer "removed" (410). */
  takenDown?: OperatorMark | undefined;
  /** The operator suspended the space's owner: its pages answer "removed" too. */
  suspended?: OperatorMark | undefined;
}

/** Whether the operator keeps the space off the web, whatever the owner's publish switch says. */
export function isRemovedSpace(space: SpaceRemoval | undefined): boolean {
  return space?.takenDown !== undefined || space?.suspended !== undefined;
}

/** Whether visitors may see the space and send to it. */
export function isPublicSpace<S extends { published: boolean } & SpaceRemoval>(
  space: S | undefined,
): space is S {
  return space?.published === true && !isRemovedSpace(space);
}
