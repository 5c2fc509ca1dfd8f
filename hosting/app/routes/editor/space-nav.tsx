// The editor's header for one space: where you are and the way between its sections.
import { NavLink } from 'react-router';
import { cn } from '../../components/ui/cn';
import { useT } from '../../i18n/use-t';

export function SpaceNav({ slug, displayName }: { slug: string; displayName: string }) {
  const t = useT('editor');
  const sections = [
    { to: `/s/${slug}`, label: t('overviewTitle'), end: true },
    { to: `/s/${slug}/top`, label: t('sectionTop'), end: false },
    { to: `/s/${slug}/sns`, label: t('sectionSns'), end: false },
    { to: `/s/${slug}/button`, label: t('sectionButton'), end: false },
  ];
  return (
    <div className="mb-6 space-y-3">
      <p className="text-sm text-fg-subtle">
        <NavLink to="/u" className="hover:underline">
          {t('backToSpaces')}
        </NavLink>{' '}
        / <span className="text-fg-soft">{displayName}</span>
      </p>
      <nav aria-label={t('sections')} className="flex flex-wrap gap-1 border-b border-line">
        {sections.map((section) => (
          <NavLink
            key={section.to}
            to={section.to}
            end={section.end}
            className={({ isActive }) =>
              cn(
                '-mb-px border-b-2 px-3 py-2 text-sm',
                isActive
                  ? 'border-accent font-medium text-accent-strong'
                  : 'border-transparent text-fg-muted hover:text-fg',
              )
            }
          >
            {section.label}
          </NavLink>
        ))}
      </nav>
    </div>
  );
}
