import type { UserType } from '@cc/shared/users/users.constants';

/**
 * Generated demo colleagues, so the participation report has people in several countries
 * and of every user type: deterministic (the same 40 on every fresh start) from small lists
 * of first and last names. Most join the running event; of those, most have logged
 * activities and some have not yet, so the report types 2 (participants), 3 and 4 (with an
 * activity) count differently. None joins the ended event.
 */

/** How many colleagues the demo generates. */
export const COLLEAGUE_COUNT = 40;

const firstNames = [
  'Lena',
  'Jonas',
  'Sophie',
  'Lukas',
  'Emily',
  'Noah',
  'Marta',
  'Tomasz',
  'Chloé',
  'Jürgen',
];
const lastNames = ['Müller', 'Taylor', 'Huber', 'Nowak', 'Dubois', 'Keller', 'Lin', 'Fischer'];
/** Countries by position (Germany twice: the company's home). */
const countries = ['DE', 'GB', 'AT', 'DE', 'US', 'CH', 'FR', 'PL', 'TW'];
/** User types by position (staff most often: it is a company challenge). */
const types: UserType[] = ['Staff', 'Customer', 'Staff', 'Family', 'Supplier'];
const germanSpeaking = new Set(['DE', 'AT', 'CH']);
const notices = ['Morning run before work.', '', 'Walk in the park.', '', 'Feierabendrunde.'];

/** One generated colleague, in the shape of the named demo accounts. */
export interface DemoColleague {
  key: string;
  email: string;
  firstName: string;
  lastName: string;
  userType: UserType;
  country: string;
  language: 'DE' | 'EN';
  unit: 'KM' | 'MILE';
  /** Index into demoTeams, or none. */
  team?: number;
  /** Whether they joined the running event. */
  isParticipant: boolean;
}

/** An activity of a colleague in the running event, as typed (km, or miles in MILE). */
export interface DemoColleagueActivity {
  user: string;
  day: number;
  /** Hour of the day (UTC) it was logged. */
  hour: number;
  distance: number;
  notice: string;
}

/** ASCII of a name for an address: accents dropped, lower case. */
const ascii = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The colleagues: first name by i mod 10 and last name shifted by the tens, so every
 * (first, last) pair occurs once and the address is unique. A colleague speaks German in a
 * German-speaking country, except every sixth (international staff); Americans log miles.
 */
export const demoColleagues: DemoColleague[] = Array.from({ length: COLLEAGUE_COUNT }, (_, i) => {
  const firstName = firstNames[i % firstNames.length]!;
  const lastName = lastNames[(i + Math.floor(i / firstNames.length)) % lastNames.length]!;
  const country = countries[i % countries.length]!;
  const isGerman = germanSpeaking.has(country) !== (i % 6 === 5);
  return {
    key: `colleague${i}`,
    email: `${ascii(firstName)}.${ascii(lastName)}@demo.local`,
    firstName,
    lastName,
    userType: types[Math.floor(i / 2) % types.length]!,
    country,
    language: isGerman ? 'DE' : 'EN',
    unit: country === 'US' ? 'MILE' : 'KM',
    ...(i % 4 < 3 ? { team: i % 4 } : {}),
    isParticipant: i % 5 !== 4,
  };
});

/** Whether a colleague has logged activities (the others who joined have none yet). */
const isActive = (i: number) => i % 5 < 3;

/**
 * One to three activities per active colleague, on the days before today (never today, so
 * no activity is dated later than the start), 1.5 to 5.9 in their unit: with the named
 * accounts' the running event is about half way to its target after a third of its days.
 */
export const demoColleagueActivities: DemoColleagueActivity[] = demoColleagues.flatMap((c, i) =>
  isActive(i)
    ? Array.from({ length: 1 + (i % 3) }, (_, k) => ({
        user: c.key,
        day: -9 + ((i * 3 + k * 4) % 9),
        hour: 5 + ((i + k) % 12),
        distance: 1.5 + ((i * 37 + k * 53) % 45) / 10,
        notice: notices[(i + k) % notices.length]!,
      }))
    : [],
);

/**
 * Entries that give the organiser's review queue something to look at after `npm start`
 * (issue 25): the demo runs them through the real checks with the default thresholds, in
 * the order they were logged. A second long run makes one colleague's day 60 km (flagged),
 * another's 107 km (held: it counts nowhere until approved), and a third logs the same run
 * twice (a duplicate).
 */
export const demoReviewActivities: DemoColleagueActivity[] = [
  { user: 'colleague0', day: -3, hour: 6, distance: 38, notice: 'Long run along the lake.' },
  { user: 'colleague0', day: -3, hour: 18, distance: 22, notice: 'And back home.' },
  { user: 'colleague1', day: -2, hour: 5, distance: 55, notice: 'Ultra training, part one.' },
  { user: 'colleague1', day: -2, hour: 19, distance: 52, notice: 'Part two.' },
  { user: 'colleague2', day: -5, hour: 7, distance: 12, notice: 'Morning loop.' },
  { user: 'colleague2', day: -5, hour: 8, distance: 12, notice: 'Morning loop.' },
];
