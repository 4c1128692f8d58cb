import type { IconName } from '../components/icons';
import type { OperatorLinks } from '../entities/settings/settings';
import { paths } from '../lib/routes';

/** Menu entries of the two layouts: a new screen that belongs in a menu adds its entry here. */
export type NavItem =
  | {
      kind: 'link';
      key: string;
      labelKey: string;
      icon: IconName;
      to: string;
      /**
       * The entry's name while a count shows beside it (a plural text with `{{count}}`): the
       * count is then read out with the name, not as a bare number.
       */
      countLabelKey?: string;
    }
  | { kind: 'group'; key: string; labelKey: string; icon: IconName; children: NavItem[] }
  | { kind: 'external'; key: string; labelKey: string; icon: IconName; href: string }
  | { kind: 'logout'; key: string; labelKey: string; icon: IconName };

const logout: NavItem = { kind: 'logout', key: 'logout', labelKey: 'nav.logout', icon: 'logout' };

/** A link to one of the operator's pages, when it is configured. */
function operatorPage(key: 'faq' | 'imprint', href: string | undefined): NavItem[] {
  return href
    ? [{ kind: 'external', key, labelKey: `nav.${key}`, icon: 'externalLink', href }]
    : [];
}

/** The privacy notice: the operator's, else the app's own page (decision 065). */
function privacyNotice({ privacy }: OperatorLinks): NavItem {
  const entry = { key: 'privacy', labelKey: 'nav.privacy' };
  return privacy.external
    ? { kind: 'external', ...entry, icon: 'externalLink', href: privacy.href }
    : { kind: 'link', ...entry, icon: 'fileText', to: privacy.to };
}

/** Terms, imprint and privacy notice: the legal pages every frame links to. */
export function legalItems(links: OperatorLinks): NavItem[] {
  return [
    { kind: 'link', key: 'term', labelKey: 'nav.term', icon: 'fileText', to: paths.term },
    ...operatorPage('imprint', links.imprint),
    privacyNotice(links),
  ];
}

/**
 * The participant's side drawer (admin spec §2, user layout): the FAQ, the imprint and the
 * operator's privacy notice as the deployment configures them (decision 065).
 */
export const userDrawerItems = (links: OperatorLinks): NavItem[] => [
  { kind: 'link', key: 'newsfeed', labelKey: 'nav.newsfeed', icon: 'news', to: paths.newsfeed },
  {
    kind: 'link',
    key: 'progress',
    labelKey: 'nav.progress',
    icon: 'trendingUp',
    to: paths.progress,
  },
  { kind: 'link', key: 'ranking', labelKey: 'nav.ranking', icon: 'trophy', to: paths.ranking() },
  {
    kind: 'link',
    key: 'activeEvents',
    labelKey: 'nav.activeEvents',
    icon: 'calendar',
    to: paths.activeEvents,
  },
  { kind: 'link', key: 'search', labelKey: 'nav.search', icon: 'search', to: paths.search },
  { kind: 'link', key: 'teams', labelKey: 'nav.teams', icon: 'users', to: paths.teams },
  {
    kind: 'group',
    key: 'profile',
    labelKey: 'nav.profile',
    icon: 'userCircle',
    children: [
      {
        kind: 'link',
        key: 'myProfile',
        labelKey: 'nav.myProfile',
        icon: 'user',
        to: paths.profile,
      },
      {
        kind: 'link',
        key: 'changePassword',
        labelKey: 'nav.changePassword',
        icon: 'lock',
        to: paths.changePassword,
      },
    ],
  },
  ...operatorPage('faq', links.faq),
  ...legalItems(links),
  logout,
];

/** The participant's bottom bar; it appears once it holds at least two entries. */
export const userBottomItems: Extract<NavItem, { kind: 'link' }>[] = [
  { kind: 'link', key: 'newsfeed', labelKey: 'nav.newsfeed', icon: 'news', to: paths.newsfeed },
  {
    kind: 'link',
    key: 'progress',
    labelKey: 'nav.progress',
    icon: 'trendingUp',
    to: paths.progress,
  },
  { kind: 'link', key: 'friends', labelKey: 'nav.friends', icon: 'friends', to: paths.myFriends },
  { kind: 'link', key: 'profile', labelKey: 'nav.profile', icon: 'userCircle', to: paths.profile },
  {
    kind: 'link',
    key: 'notification',
    labelKey: 'nav.notification',
    icon: 'bell',
    to: paths.notification,
  },
];

/** Icon buttons at the right of the participant's top bar . */
export const userHeaderActions: Extract<NavItem, { kind: 'link' }>[] = [
  { kind: 'link', key: 'search', labelKey: 'nav.search', icon: 'search', to: paths.search },
];

/** The administrator's permanent drawer. */
export const adminDrawerItems: NavItem[] = [
  {
    kind: 'link',
    key: 'dashboard',
    labelKey: 'nav.dashboard',
    icon: 'dashboard',
    to: paths.dashboard,
  },
  { kind: 'link', key: 'report', labelKey: 'nav.report', icon: 'chart', to: paths.report() },
  { kind: 'link', key: 'events', labelKey: 'nav.events', icon: 'calendar', to: paths.adminEvents },
  {
    kind: 'link',
    key: 'review',
    labelKey: 'nav.review',
    icon: 'search',
    to: paths.review(),
    countLabelKey: 'nav.reviewWaiting',
  },
  { kind: 'link', key: 'users', labelKey: 'nav.users', icon: 'users', to: paths.users },
  { kind: 'link', key: 'adminTeams', labelKey: 'nav.teams', icon: 'friends', to: paths.adminTeams },
  {
    kind: 'link',
    key: 'communicates',
    labelKey: 'nav.communicates',
    icon: 'mail',
    to: paths.communicates,
  },
  { kind: 'link', key: 'audit', labelKey: 'nav.audit', icon: 'fileText', to: paths.audit },
  logout,
];
