import type { SnsService } from '@spaces/contracts';
import type { MessageKey } from '../i18n/catalogues';

/** The editor catalogue key naming a service: "youtube" → "serviceYoutube". */
export function serviceLabelKey(service: SnsService): MessageKey<'editor'> {
  return `service${service.charAt(0).toUpperCase()}${service.slice(1)}` as MessageKey<'editor'>;
}
