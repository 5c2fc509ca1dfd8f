// /u/notifications (signed-in only): for letters, fan messages and board posts separately, mail
// at once, a daily digest, or nothing. Read with getAccount, saved with updateNotifications; the
// save bar and the leave warning are the editor's.
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_MODES,
  getAccount,
  updateNotifications,
  type NotificationKind,
  type NotificationMode,
  type NotificationSettings,
} from '@spaces/contracts';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { call, load } from '../../lib/call';
import { signedInFunctions } from '../../lib/callables';
import { titleMeta } from '../../lib/page-title';
import { signedInEmailLoader } from '../../lib/session.server';
import { FormAlert } from '../../components/form/form-alert';
import { ChoiceGroup } from '../../components/form/design-controls';
import { SectionForm } from '../../forms/section-form';
import { useLeaveWarning } from '../../forms/use-leave-warning';
import { useEditorSave } from '../../forms/use-editor-save';
import type { Route } from './+types/notifications';
import { SettingsPage } from './settings-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  titleMeta(matches, 'notifications', 'title');

export const loader = signedInEmailLoader;

// The choices come from a callable (the browser never reads Firestore), after the guard above.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [user, functions] = await Promise.all([serverLoader(), signedInFunctions()]);
  const { notifications } = await load(functions, getAccount, {});
  return { ...user, notifications };
}
clientLoader.hydrate = true as const;

export { LoadErrorBoundary as ErrorBoundary } from '../../components/ui/load-failed';

// Reading and saving need the web SDK: the fallback says "loading", or without JavaScript, why not.
export { RouteFallback as HydrateFallback } from '../../components/site/route-fallback';

const same = (a: NotificationSettings, b: NotificationSettings) =>
  NOTIFICATION_KINDS.every((kind) => a[kind] === b[kind]);

const HINTS = {
  letters: 'lettersHint',
  fanMessages: 'fanMessagesHint',
  boardPosts: 'boardPostsHint',
} as const satisfies Record<NotificationKind, string>;

export default function NotificationsPage({ loaderData }: Route.ComponentProps) {
  const t = useT('notifications');
  const [saved, setSaved] = useState(loaderData.notifications);
  const [value, setValue] = useState(loaderData.notifications);
  const { save, formError } = useEditorSave();
  const dirty = !same(value, saved);
  useLeaveWarning(dirty);

  const options = NOTIFICATION_MODES.map((mode) => ({ value: mode, label: t(mode) }));
  const choose = (kind: NotificationKind) => (mode: NotificationMode) =>
    setValue((current) => ({ ...current, [kind]: mode }));

  async function submit() {
    const sent = value;
    await save(
      async () => {
        const functions = await signedInFunctions();
        return call(functions, updateNotifications, { notifications: sent });
      },
      t('saved'),
      { onSaved: ({ notifications }) => setSaved(notifications) },
    );
  }

  return (
    <SettingsPage
      title={t('title')}
      intro={t('intro')}
      note={loaderData.email && t('sentTo', { email: loaderData.email })}
    >
      <SectionForm form={{ submit, dirty, discard: () => setValue(saved) }} label={t('formLabel')}>
        {formError && <FormAlert tone="error">{formError}</FormAlert>}
        {NOTIFICATION_KINDS.map((kind) => (
          <ChoiceGroup
            key={kind}
            label={t(kind)}
            value={value[kind]}
            options={options}
            onChange={choose(kind)}
            hint={t(HINTS[kind])}
          />
        ))}
        <p className="text-sm text-fg-soft">{t('howItWorks')}</p>
      </SectionForm>
    </SettingsPage>
  );
}
