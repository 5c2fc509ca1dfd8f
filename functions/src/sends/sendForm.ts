// The visitors' send forms, posted to Hosting's `/_send` (firebase.json rewrites it here): a
// letter, a fan message or a board post, with or without JavaScript (decision 041). Public, as
// the visitors' callables are; the abuse gate's keys need their secret.
import { onRequest } from 'firebase-functions/v2/https';
import { SCALING } from '../platform/globalOptions';
import { SENDER_KEY_SECRET } from '../platform/params';

export const sendForm = onRequest(
  { invoker: 'public', secrets: [SENDER_KEY_SECRET], ...SCALING.visitorCallable },
  async (req, res) => {
    const { answerPost, writeAnswer } = await import('./post');
    writeAnswer(res, await answerPost(req));
  },
);
