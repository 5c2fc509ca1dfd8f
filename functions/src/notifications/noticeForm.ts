// The reply notice's forms, posted to Hosting's `/_notice` (firebase.json rewrites it here):
// ask, stop, confirm (decision 068). Public, as the send forms are; the abuse gate's keys need
// their secret.
import { onRequest } from 'firebase-functions/v2/https';
import { SCALING } from '../platform/globalOptions';
import { SENDER_KEY_SECRET } from '../platform/params';

export const noticeForm = onRequest(
  { invoker: 'public', secrets: [SENDER_KEY_SECRET], ...SCALING.visitorCallable },
  async (req, res) => {
    const { answerNoticePost } = await import('./noticePost');
    const { writeAnswer } = await import('../sends/post');
    writeAnswer(res, await answerNoticePost(req));
  },
);
