import { env } from '../../env.server';
import { useT } from '../../i18n/use-t';
import { publicPageHeaders } from '../../lib/cache';
import type { Route } from './+types/tokushoho';
import { documentMeta } from './document-meta';

export const headers = publicPageHeaders;

export function loader() {
  return { operator: env.operator };
}

export const meta: Route.MetaFunction = documentMeta('tokushoho');

export default function Tokushoho({ loaderData: { operator } }: Route.ComponentProps) {
  const t = useT('tokushoho');
  const rows = [
    [t('operatorName'), operator.name],
    [t('representative'), operator.representative],
    [t('address'), operator.address],
    [t('phone'), operator.phone],
    [t('email'), operator.email],
    [t('hours'), operator.hours],
    [t('price'), t('priceValue')],
    [t('extraCharges'), t('extraChargesValue')],
    [t('payment'), t('paymentValue')],
    [t('delivery'), t('deliveryValue')],
    [t('returns'), t('returnsValue')],
  ] as const;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-fg">{t('title')}</h1>
      <dl className="mt-8 divide-y divide-line border-y border-line">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 py-4 sm:grid-cols-3 sm:gap-4">
            <dt className="font-semibold text-fg">{label}</dt>
            <dd className="whitespace-pre-line text-fg-soft sm:col-span-2">{value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
