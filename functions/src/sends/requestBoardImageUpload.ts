import { requestBoardImageUpload as contract } from '@spaces/contracts';
import { callable } from '../platform/callable';

/** A visitor's image post, step one: a single-use upload grant (boards/imageStore.ts). */
export const requestBoardImageUpload = callable(contract, async (visitor, request) => {
  const [{ visitorSend }, { imageGrantWrite }, { AbuseGate }] = await Promise.all([
    import('./store'),
    import('../boards/visitorWrites'),
    import('../platform/abuseGate'),
  ]);
  return visitorSend(AbuseGate.fromParams(), visitor, request, imageGrantWrite(request));
});
