// The documents the Firestore triggers listen on. Apart from the stores, so that declaring a
// trigger loads none of them: a store is imported when its function first runs (decision 038).
import { COLLECTIONS } from './collectionNames';

/** A space document: what triggers on a space (changes, deletion) listen to. */
export const SPACE_DOCUMENT_PATH = `${COLLECTIONS.spaces}/{spaceId}` as const;
export const MESSAGE_DOCUMENT_PATH =
  `${SPACE_DOCUMENT_PATH}/${COLLECTIONS.messages}/{messageId}` as const;
export const BOARD_DOCUMENT_PATH =
  `${SPACE_DOCUMENT_PATH}/${COLLECTIONS.boards}/{boardId}` as const;
export const POST_DOCUMENT_PATH = `${BOARD_DOCUMENT_PATH}/${COLLECTIONS.posts}/{postId}` as const;

/** The parameters of each path, as its trigger's handlers read them. */
export interface SpaceParams {
  spaceId: string;
}
export interface MessageParams extends SpaceParams {
  messageId: string;
}
export interface BoardParams extends SpaceParams {
  boardId: string;
}
export interface PostParams extends BoardParams {
  postId: string;
}
