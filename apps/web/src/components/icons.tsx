import type { SVGProps } from 'react';

/** Names of the line icons the shell uses (paths after the Tabler icon set, MIT). */
export type IconName =
  | 'arrowLeft'
  | 'user'
  | 'userCircle'
  | 'lock'
  | 'fileText'
  | 'logout'
  | 'dashboard'
  | 'users'
  | 'search'
  | 'externalLink'
  | 'news'
  | 'chart'
  | 'trendingUp'
  | 'trophy'
  | 'calendar'
  | 'friends'
  | 'bell'
  | 'mail';

const paths: Record<IconName, string[]> = {
  arrowLeft: ['M5 12h14', 'M5 12l6 6', 'M5 12l6-6'],
  user: ['M8 7a4 4 0 1 0 8 0a4 4 0 0 0-8 0', 'M6 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2'],
  userCircle: [
    'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0',
    'M9 10a3 3 0 1 0 6 0a3 3 0 1 0-6 0',
    'M6.2 18.4a4 4 0 0 1 3.8-2.4h4a4 4 0 0 1 3.8 2.4',
  ],
  lock: [
    'M5 13a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2h-10a2 2 0 0 1-2-2z',
    'M8 11v-4a4 4 0 1 1 8 0v4',
  ],
  fileText: [
    'M14 3v4a1 1 0 0 0 1 1h4',
    'M17 21h-10a2 2 0 0 1-2-2v-14a2 2 0 0 1 2-2h7l5 5v11a2 2 0 0 1-2 2z',
    'M9 9h1',
    'M9 13h6',
    'M9 17h6',
  ],
  logout: [
    'M14 8v-2a2 2 0 0 0-2-2h-7a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h7a2 2 0 0 0 2-2v-2',
    'M9 12h12l-3-3',
    'M18 15l3-3',
  ],
  dashboard: [
    'M5 4h4a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1h-4a1 1 0 0 1-1-1v-6a1 1 0 0 1 1-1',
    'M5 16h4a1 1 0 0 1 1 1v2a1 1 0 0 1-1 1h-4a1 1 0 0 1-1-1v-2a1 1 0 0 1 1-1',
    'M15 12h4a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1h-4a1 1 0 0 1-1-1v-6a1 1 0 0 1 1-1',
    'M15 4h4a1 1 0 0 1 1 1v2a1 1 0 0 1-1 1h-4a1 1 0 0 1-1-1v-2a1 1 0 0 1 1-1',
  ],
  users: [
    'M5 7a4 4 0 1 0 8 0a4 4 0 1 0-8 0',
    'M3 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2',
    'M16 3.13a4 4 0 0 1 0 7.75',
    'M21 21v-2a4 4 0 0 0-3-3.85',
  ],
  search: ['M3 10a7 7 0 1 0 14 0a7 7 0 1 0-14 0', 'M21 21l-6-6'],
  externalLink: [
    'M12 6h-6a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6',
    'M11 13l9-9',
    'M15 4h5v5',
  ],
  news: [
    'M16 6h3a1 1 0 0 1 1 1v11a2 2 0 0 1-4 0v-13a1 1 0 0 0-1-1h-10a1 1 0 0 0-1 1v12a3 3 0 0 0 3 3h11',
    'M8 8h4',
    'M8 12h4',
    'M8 16h4',
  ],
  chart: ['M3 3v18h18', 'M20 18v3', 'M16 16v5', 'M12 13v8', 'M8 16v5'],
  // Progress: my distance going up (decision 076: ranking has its own icon).
  trendingUp: ['M3 17l6-6l4 4l8-8', 'M14 7h7v7'],
  // Ranking: the podium's cup.
  trophy: [
    'M8 21h8',
    'M12 17v4',
    'M7 4h10',
    'M17 4v8a5 5 0 0 1-10 0v-8',
    'M3 9a2 2 0 1 0 4 0a2 2 0 1 0-4 0',
    'M17 9a2 2 0 1 0 4 0a2 2 0 1 0-4 0',
  ],
  calendar: [
    'M4 7a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-12a2 2 0 0 1-2-2v-12z',
    'M16 3v4',
    'M8 3v4',
    'M4 11h16',
  ],
  friends: [
    'M7 5a2 2 0 1 0 4 0a2 2 0 1 0-4 0',
    'M5 22v-5l-1-1v-4a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v4l-1 1v5',
    'M15 5a2 2 0 1 0 4 0a2 2 0 1 0-4 0',
    'M15 22v-4h-2l2-6a1 1 0 0 1 1-1h2a1 1 0 0 1 1 1l2 6h-2v4',
  ],
  bell: [
    'M10 5a2 2 0 1 1 4 0a7 7 0 0 1 4 6v3a4 4 0 0 0 2 3h-16a4 4 0 0 0 2-3v-3a7 7 0 0 1 4-6',
    'M9 17v1a3 3 0 0 0 6 0v-1',
  ],
  mail: [
    'M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2h-14a2 2 0 0 1-2-2v-10z',
    'M3 7l9 6l9-6',
  ],
};

interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: IconName;
  size?: number;
}

/** A decorative line icon; the surrounding control carries the accessible name. */
export function Icon({ name, size = 22, ...rest }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {paths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
