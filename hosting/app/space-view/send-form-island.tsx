// The send form as a public page renders it. While the box takes sends it is the form's island; a
// paused box is only a note, which needs no script; and the page's answer to a send made without
// JavaScript is the thanks, an island of its own (its receipt's Copy and Share run where a script
// does), so that the form's island never carries the thanks' code on a first load.
import { sendFormPage } from '@spaces/contracts';
import { Island } from '../islands/island';
import type { MessageFormProps, SendFormProps } from './send-form';
import { sentOf } from './send-form-answer';
import { SendFormPaused } from './send-form-paused';

/** What a letter box or the fan-message box sets for its form: the longest message, and a pause. */
export function boxSettings({
  maxLength,
  paused,
  pauseNote,
}: Pick<MessageFormProps, 'maxLength' | 'paused' | 'pauseNote'>) {
  return { maxLength, paused, pauseNote };
}

export function SendFormIsland(props: SendFormProps) {
  if (props.kind !== 'boardPost' && props.paused)
    return (
      <SendFormPaused pauseNote={props.pauseNote} {...(props.draft && { draft: props.draft })} />
    );
  if (props.sent) {
    const board = props.kind === 'boardPost' ? props.board : undefined;
    return (
      <Island
        name="sendFormSent"
        props={{
          kind: props.kind,
          sent: sentOf(props.sent),
          page: sendFormPage(props.kind, props.slug, board),
          siteOrigin: props.kind === 'boardPost' ? '' : props.siteOrigin,
        }}
      />
    );
  }
  return <Island name="sendForm" props={props} />;
}
