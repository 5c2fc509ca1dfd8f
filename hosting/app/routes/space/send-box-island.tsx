// The send box as a public page renders it: an island while the box takes messages; a paused box
// is only a note, so it needs no script.
import { Island } from '../../islands/island';
import { SendBox, type SendBoxProps } from './send-box';

export function SendBoxIsland(props: SendBoxProps) {
  return props.paused ? <SendBox {...props} /> : <Island name="sendBox" props={props} />;
}
