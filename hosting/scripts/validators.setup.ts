// The unit tier's global setup: the editor's precompiled validators are built, not committed, so
// they are written (where they changed) before any test imports them.
import { writeValidators } from './validators';

export default function setup(): void {
  writeValidators();
}
