// Loading a space for the editor, in the browser, through the getSpaceForEdit callable. A space
// that is missing or someone else's is the 404 page: the editor does not say which.
import { getSpaceForEdit, type SpaceForEdit } from '@spaces/contracts';
import { data } from 'react-router';
import { load } from '../../../lib/call';
import { toCallError } from '../../../lib/call-error';
import { signedInFunctions } from '../../../lib/callables';

const NOT_FOUND_CODES = new Set(['not-found', 'permission-denied', 'invalid-argument']);

export async function loadSpaceForEdit(slug: string): Promise<SpaceForEdit> {
  const functions = await signedInFunctions();
  try {
    return (await load(functions, getSpaceForEdit, { slug })).space;
  } catch (error) {
    if (NOT_FOUND_CODES.has(toCallError(error).code)) throw data(null, { status: 404 });
    throw error;
  }
}
