import { Badge, NavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Icon } from '../../components/icons';
import { useAuthStore } from '../../lib/auth-store';
import { paths } from '../../lib/routes';
import type { NavItem } from '../navigation';

interface NavListProps {
  items: NavItem[];
  /** Called after an entry was chosen (closes a drawer on phones). */
  onNavigate?: () => void;
  /** The name of the menu, for a frame with more than one. */
  label?: string;
  /** Counts shown beside entries, by entry key (what waits behind them); 0 shows none. */
  counts?: Partial<Record<string, number>>;
}

function isActive(item: NavItem, pathname: string): boolean {
  if (item.kind === 'link') return pathname === item.to;
  if (item.kind === 'group') return item.children.some((child) => isActive(child, pathname));
  return false;
}

interface NavEntryProps {
  item: NavItem;
  onNavigate?: () => void;
  counts?: Partial<Record<string, number>>;
}

function NavEntry({ item, onNavigate, counts }: NavEntryProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const signOut = useAuthStore((s) => s.signOut);
  const icon = <Icon name={item.icon} size={20} />;
  const label = t(item.labelKey);

  switch (item.kind) {
    case 'link': {
      const count = counts?.[item.key] ?? 0;
      const hasCount = count > 0 && item.countLabelKey !== undefined;
      return (
        <NavLink
          component={Link}
          to={item.to}
          label={label}
          leftSection={icon}
          rightSection={
            hasCount && (
              // Read out with the name (aria-label below), not as a bare number.
              <Badge size="sm" color="red" circle={count < 10} aria-hidden>
                {count > 99 ? '99+' : count}
              </Badge>
            )
          }
          aria-label={hasCount ? t(item.countLabelKey ?? '', { count }) : undefined}
          active={isActive(item, pathname)}
          aria-current={isActive(item, pathname) ? 'page' : undefined}
          onClick={onNavigate}
        />
      );
    }
    case 'group':
      return (
        <NavLink
          label={label}
          leftSection={icon}
          defaultOpened={isActive(item, pathname)}
          childrenOffset={28}
        >
          {item.children.map((child) => (
            <NavEntry key={child.key} item={child} onNavigate={onNavigate} counts={counts} />
          ))}
        </NavLink>
      );
    case 'external':
      return (
        <NavLink
          component="a"
          href={item.href}
          target="_blank"
          rel="noopener noreferrer"
          label={label}
          leftSection={icon}
          rightSection={<Icon name="externalLink" size={16} />}
        />
      );
    case 'logout':
      return (
        <NavLink
          component="button"
          type="button"
          label={label}
          leftSection={icon}
          onClick={() => void signOut(paths.login)}
        />
      );
  }
}

/**
 * A vertical menu built from a list of entries (links, groups, external links, logout), with
 * a count beside an entry that has one.
 */
export function NavList({ items, onNavigate, label, counts }: NavListProps) {
  return (
    <nav aria-label={label}>
      {items.map((item) => (
        <NavEntry key={item.key} item={item} onNavigate={onNavigate} counts={counts} />
      ))}
    </nav>
  );
}
