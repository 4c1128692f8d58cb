/** Password of every demo account (listed in the README). */
export const DEMO_PASSWORD = 'demo1234';

/** Demo teams (departments). */
export const demoTeams = ['Engineering', 'Marketing', 'Sales & Partners'];

/**
 * Demo accounts: one administrator and participants of every user type. Privacy varies
 * (Public and Friends-only activities, photos and comments for everyone or friends only),
 * but nobody is Private, so the feed, rankings and friend lists of the demo look alive.
 */
export const demoUsers = [
  {
    key: 'admin',
    email: 'admin@demo.local',
    firstName: 'Alex',
    lastName: 'Admin',
    role: 'admin',
    userType: 'Staff',
    country: 'DE',
    language: 'DE',
  },
  {
    key: 'anna',
    email: 'anna@demo.local',
    firstName: 'Anna',
    lastName: 'Schmidt',
    userType: 'Staff',
    country: 'DE',
    language: 'DE',
    team: 0,
    company: 'Charity Challenge GmbH',
    activityViewPhotoAndComment: 'Public',
  },
  {
    key: 'ben',
    email: 'ben@demo.local',
    firstName: 'Ben',
    lastName: 'Miller',
    userType: 'Customer',
    country: 'GB',
    language: 'EN',
    team: 1,
    unit: 'MILE',
  },
  {
    key: 'clara',
    email: 'clara@demo.local',
    firstName: 'Clara',
    lastName: 'Weber',
    userType: 'Family',
    country: 'AT',
    language: 'DE',
    team: 0,
    activityViewPhotoAndComment: 'Public',
  },
  {
    key: 'david',
    email: 'david@demo.local',
    firstName: 'David',
    lastName: 'Chen',
    userType: 'Supplier',
    country: 'TW',
    language: 'EN',
    team: 2,
    activityShare: 'Friends',
  },
] as const;

/** Participant keys of the demo accounts. */
type DemoParticipant = 'anna' | 'ben' | 'clara' | 'david';

/**
 * Friendships between demo accounts: accepted ones and one open request, sent `day` days
 * from today (accepted a day later).
 */
export const demoFriendships = [
  { sender: 'anna', receiver: 'ben', status: 'accepted', day: -14 },
  { sender: 'david', receiver: 'anna', status: 'accepted', day: -12 },
  { sender: 'clara', receiver: 'anna', status: 'pending', day: -1 },
] as const;

/**
 * Demo events, dated relative to the day of the first start: one running (started 10 days
 * ago, ends in 20 days) and one that has ended. The named participants join both, most
 * generated colleagues (demo.colleagues.ts) the running one.
 */
export const demoEvents = [
  {
    key: 'spring',
    name: 'Spring Charity Run',
    description: 'Together we run, walk and hike 500 km for the children’s hospital.',
    nameDe: 'Frühlings-Spendenlauf',
    descriptionDe: 'Gemeinsam laufen, gehen und wandern wir 500 km für die Kinderklinik.',
    start: -10,
    end: 20,
    maximumKm: 500,
  },
  {
    key: 'winter',
    name: 'Winter Warm-up',
    description: 'Our first challenge: 200 km in four weeks.',
    nameDe: 'Winter-Aufwärmen',
    descriptionDe: 'Unsere erste Challenge: 200 km in vier Wochen.',
    start: -60,
    end: -32,
    maximumKm: 200,
  },
] as const;

/** Colour gradients of the generated demo photos (from top left to bottom right). */
export const demoPhotos = [
  { from: [255, 140, 0], to: [200, 30, 90] },
  { from: [20, 160, 220], to: [30, 60, 140] },
  { from: [120, 200, 80], to: [10, 100, 60] },
] as const;

/**
 * Demo activities: who, which event, how many days from today, the distance as typed (km,
 * or miles for a user whose unit is MILE), a notice and optionally a demo photo.
 */
export const demoActivities: ReadonlyArray<{
  user: DemoParticipant;
  event: 'spring' | 'winter';
  day: number;
  distance: number;
  notice: string;
  photo?: number;
  /** Name by which demoLikes and demoComments refer to the activity. */
  key?: DemoActivityKey;
}> = [
  { user: 'anna', event: 'spring', day: -9, distance: 5.2, notice: 'Easy start by the river.' },
  {
    user: 'anna',
    event: 'spring',
    day: -6,
    distance: 10.4,
    notice: 'Sunrise run!',
    photo: 0,
    key: 'annaSunrise',
  },
  { user: 'anna', event: 'spring', day: -2, distance: 7.5, notice: '', key: 'annaTempo' },
  { user: 'ben', event: 'spring', day: -8, distance: 3.1, notice: 'Lunch walk with the team.' },
  {
    user: 'ben',
    event: 'spring',
    day: -4,
    distance: 6.2,
    notice: 'Hills.',
    photo: 1,
    key: 'benHills',
  },
  { user: 'ben', event: 'spring', day: -1, distance: 4, notice: '' },
  { user: 'clara', event: 'spring', day: -7, distance: 12.3, notice: 'Hiking in the Alps.' },
  {
    user: 'clara',
    event: 'spring',
    day: 0,
    distance: 8.8,
    notice: 'Forest trail.',
    photo: 2,
    key: 'claraForest',
  },
  {
    user: 'david',
    event: 'spring',
    day: -5,
    distance: 21.1,
    notice: 'Half marathon done!',
    key: 'davidHalf',
  },
  { user: 'david', event: 'spring', day: -3, distance: 4.5, notice: 'Recovery walk.' },
  { user: 'anna', event: 'winter', day: -55, distance: 8, notice: 'Cold but sunny.' },
  { user: 'ben', event: 'winter', day: -50, distance: 5, notice: '' },
  { user: 'clara', event: 'winter', day: -45, distance: 15.5, notice: 'Snowshoe hike.' },
  { user: 'david', event: 'winter', day: -40, distance: 9.7, notice: '' },
];

/** Demo activities that receive likes or comments. */
type DemoActivityKey = 'annaSunrise' | 'annaTempo' | 'benHills' | 'claraForest' | 'davidHalf';

/**
 * Likes on activities of the running event, `hours` after the activity was logged. Every
 * liker may see the post (David shares with friends only, so only Anna likes his).
 */
export const demoLikes: ReadonlyArray<{
  activity: DemoActivityKey;
  user: DemoParticipant;
  hours: number;
}> = [
  { activity: 'annaSunrise', user: 'ben', hours: 1 },
  { activity: 'annaSunrise', user: 'clara', hours: 3 },
  { activity: 'annaSunrise', user: 'david', hours: 5 },
  { activity: 'annaTempo', user: 'david', hours: 2 },
  { activity: 'benHills', user: 'anna', hours: 1 },
  { activity: 'benHills', user: 'clara', hours: 4 },
  { activity: 'claraForest', user: 'anna', hours: 1 },
  { activity: 'claraForest', user: 'ben', hours: 2 },
  { activity: 'davidHalf', user: 'anna', hours: 1 },
];

/**
 * Comments on activities of the running event, `hours` after the activity was logged, each
 * by someone who may see the post's comments (Ben and David show them to friends only).
 */
export const demoComments: ReadonlyArray<{
  activity: DemoActivityKey;
  user: DemoParticipant;
  hours: number;
  content: string;
}> = [
  { activity: 'annaSunrise', user: 'ben', hours: 1, content: 'What a light! Which route was it?' },
  { activity: 'annaSunrise', user: 'anna', hours: 2, content: 'Along the river, 10 km loop.' },
  {
    activity: 'annaSunrise',
    user: 'clara',
    hours: 3,
    content: 'So früh schon unterwegs, Respekt!',
  },
  { activity: 'benHills', user: 'anna', hours: 2, content: 'Stark, Ben! Those hills are tough.' },
  { activity: 'claraForest', user: 'anna', hours: 1, content: 'Wunderschöner Wald!' },
  { activity: 'claraForest', user: 'ben', hours: 2, content: 'Looks lovely, see you next week?' },
  { activity: 'davidHalf', user: 'anna', hours: 3, content: 'Congratulations, David!' },
];

/**
 * The pinned feed notice the administrator left (rule 24: at most 200 characters), in
 * English and German (decision 075), as an organiser of a German company would write it.
 */
export const demoNotice = {
  title: 'Welcome to the Spring Charity Run!',
  notice:
    'Every kilometre counts: log your runs, walks and hikes, cheer your colleagues on with likes and comments, and let us reach 500 km together.',
  titleDe: 'Willkommen beim Frühlings-Spendenlauf!',
  noticeDe:
    'Jeder Kilometer zählt: Tragen Sie Ihre Läufe, Spaziergänge und Wanderungen ein, feuern Sie Ihre Kolleginnen und Kollegen mit Likes und Kommentaren an – gemeinsam schaffen wir 500 km.',
};
