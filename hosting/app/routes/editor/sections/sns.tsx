// /s/{slug}/sns: the ordered list of social links (≤ 20), saved as one list.
import {
  checkSnsLinks,
  linkForDisplay,
  LIMITS,
  normalizeSnsLink,
  SNS_SERVICES,
  updateSpaceSns,
  type SnsLinkInput,
  type SnsService,
  type UpdateSpaceSnsRequest,
} from '@spaces/contracts';
import { SnsIcon } from '../../../components/icons/sns-icons';
import { SelectField, TextField } from '../../../components/ui/field';
import { useT } from '../../../i18n/use-t';
import { titleMeta } from '../../../lib/page-title';
import type { Route } from './+types/sns';
import { withoutKeys } from '../../../lib/ordered-list';
import { OrderedListSection } from './ordered-list-section';
import { serviceLabelKey } from '../../../lib/sns-labels';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'editor', 'snsTitle');

export default function SnsEditor() {
  const t = useT('editor');
  return (
    <OrderedListSection<SnsLinkInput, UpdateSpaceSnsRequest>
      field="sns"
      itemsOf={(space) =>
        space.sns.map((link) => ({
          id: link.id,
          service: link.service,
          // The owner reads the host as typed, not as the punycode it is stored in.
          value: linkForDisplay(link.url),
        }))
      }
      newItem={() => ({ service: 'x', value: '' })}
      toRequest={(rows, space) => ({
        spaceId: space.spaceId,
        sns: withoutKeys(rows).map((link) => ({ ...link, value: link.value.trim() })),
      })}
      contract={updateSpaceSns}
      preview={(rows) => ({
        // What the server would store: rows it would refuse are left out until they are fixed.
        sns: rows.flatMap((row) => {
          const link = normalizeSnsLink(row.service, row.value.trim());
          return link ? [{ id: row.id ?? row.key, service: row.service, ...link }] : [];
        }),
      })}
      check={(request) => checkSnsLinks(request.sns)}
      summary={(row, index) => ({
        icon: <SnsIcon service={row.service} className="size-5 text-fg-muted" />,
        label: row.value.trim()
          ? `${t(serviceLabelKey(row.service))} · ${row.value.trim()}`
          : t('itemNumber', { n: index + 1 }),
      })}
      renderRow={(row, { error, update, text }) => (
        <div className="flex flex-wrap items-start gap-3">
          <div className="w-40">
            <SelectField
              label={t('snsService')}
              value={row.service}
              error={error('service')}
              onChange={(event) => update({ service: event.target.value as SnsService })}
              options={SNS_SERVICES.map((service) => ({
                value: service,
                label: t(serviceLabelKey(service)),
              }))}
            />
          </div>
          <div className="min-w-48 flex-1">
            <TextField
              label={t('snsValue')}
              autoCapitalize="none"
              spellCheck={false}
              maxLength={LIMITS.snsValueMaxLength}
              {...text('value')}
            />
          </div>
        </div>
      )}
    />
  );
}
