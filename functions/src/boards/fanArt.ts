// What the image pipeline asks of boards about visitors' images (fan art): the grant behind a
// staged upload, spending it on a refusal, and the post a processed image becomes. The boards'
// transactions decide; the pipeline handles the objects.
import type { ImageRef } from '@spaces/contracts';
import * as store from './imageStore';

export type Grant = store.StoredGrant;
export type GrantedPostOutcome = store.GrantedPostOutcome;

export const grantOf = (grantId: string): Promise<Grant | undefined> => store.grantOf(grantId);

export const spendGrant = (grantId: string, failure: string): Promise<void> =>
  store.spendGrant(grantId, failure);

export const postGrantedImage = (grantId: string, image: ImageRef): Promise<GrantedPostOutcome> =>
  store.postGrantedImage(grantId, image);
