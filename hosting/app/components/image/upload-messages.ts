// The words for an upload's state and for every way it can fail, in the page's language.
import { IMAGE_LIMITS, type ImageFailure } from '@spaces/contracts';
import type { MessageKey } from '../../i18n/catalogues';
import type { Translate } from '../../i18n/translate';
import {
  percent,
  type ClientRefusal,
  type StorageFailure,
  type UploadFailure,
  type UploadView,
} from './upload-state';

type Key = MessageKey<'images'>;

const MAX_MB = Math.floor(IMAGE_LIMITS.uploadMaxBytes / (1024 * 1024));
const MEGAPIXELS = Math.floor(IMAGE_LIMITS.maxInputPixels / 1_000_000);

const CLIENT: Record<ClientRefusal, Key> = {
  type: 'errorType',
  size: 'errorSize',
  empty: 'errorEmpty',
  unreadable: 'errorUnreadable',
};

const STORAGE: Record<StorageFailure, Key> = {
  unauthorized: 'errorUnauthorized',
  unauthenticated: 'errorUnauthenticated',
  quota: 'errorQuota',
  network: 'errorNetwork',
  other: 'errorOther',
};

const PIPELINE: Record<ImageFailure, Key> = {
  'not-an-image': 'errorNotAnImage',
  'too-many-pixels': 'errorTooManyPixels',
  'too-large': 'errorSize',
  'target-gone': 'errorTargetGone',
  'invalid-target': 'errorInvalidTarget',
  'rate-limited': 'errorRateLimited',
};

const PARAMS = { max: MAX_MB, megapixels: MEGAPIXELS };

export function failureMessage(t: Translate<'images'>, failure: UploadFailure): string {
  switch (failure.kind) {
    case 'client':
      return t(CLIENT[failure.reason], PARAMS);
    case 'storage':
      return t(STORAGE[failure.reason], PARAMS);
    case 'pipeline':
      // Minutes, rounded up so that it is never too early; an hour's limit reads "60 minutes".
      return t(PIPELINE[failure.reason], {
        ...PARAMS,
        minutes: Math.max(1, Math.ceil((failure.retryAfterSeconds ?? 3600) / 60)),
      });
    case 'timeout':
      return t('errorTimeout');
    case 'status':
      return t('errorStatus');
  }
}

/** The status line of a view without a failure ('' when there is nothing to say). */
export function statusMessage(t: Translate<'images'>, view: UploadView): string {
  switch (view.phase) {
    case 'transfer': {
      const done = percent(view.transferred, view.total);
      if (view.state === 'canceling') return t('canceling');
      if (view.state === 'pausing') return t('pausing', { percent: done });
      if (view.state === 'paused') return t('paused', { percent: done });
      return t('running', { percent: done });
    }
    case 'processing':
      return t('processing');
    case 'done':
      return t('done');
    case 'canceled':
      return t('canceled');
    default:
      return '';
  }
}

export const TYPES_HINT_PARAMS = PARAMS;
