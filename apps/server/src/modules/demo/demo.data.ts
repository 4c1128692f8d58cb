/** Password of every demo account (listed in the README). */
export const DEMO_PASSWORD = 'demo1234';

/** Demo teams (departments). */
export const demoTeams = ['Engineering', 'Marketing', 'Sales & Partners'];

/** Demo accounts: one administrator and participants of every user type and privacy level. */
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
    activityShare: 'Private',
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

/** Friendships between demo accounts: accepted ones and one open request. */
export const demoFriendships = [
  { sender: 'anna', receiver: 'ben', status: 'accepted' },
  { sender: 'david', receiver: 'anna', status: 'accepted' },
  { sender: 'clara', receiver: 'anna', status: 'pending' },
] as const;

/**
 * Demo events, dated relative to the day of the first start: one running (started 10 days
 * ago, ends in 20 days) and one that has ended. Every demo participant joins both.
 */
export const demoEvents = [
  {
    key: 'spring',
    name: 'Spring Charity Run',
    description: 'Together we run, walk and hike 500 km for the children’s hospital.',
    start: -10,
    end: 20,
    maximumKm: 500,
  },
  {
    key: 'winter',
    name: 'Winter Warm-up',
    description: 'Our first challenge: 200 km in four weeks.',
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
  user: 'anna' | 'ben' | 'clara' | 'david';
  event: 'spring' | 'winter';
  day: number;
  distance: number;
  notice: string;
  photo?: number;
}> = [
  { user: 'anna', event: 'spring', day: -9, distance: 5.2, notice: 'Easy start by the river.' },
  { user: 'anna', event: 'spring', day: -6, distance: 10.4, notice: 'Sunrise run!', photo: 0 },
  { user: 'anna', event: 'spring', day: -2, distance: 7.5, notice: '' },
  { user: 'ben', event: 'spring', day: -8, distance: 3.1, notice: 'Lunch walk with the team.' },
  { user: 'ben', event: 'spring', day: -4, distance: 6.2, notice: 'Hills.', photo: 1 },
  { user: 'ben', event: 'spring', day: -1, distance: 4, notice: '' },
  { user: 'clara', event: 'spring', day: -7, distance: 12.3, notice: 'Hiking in the Alps.' },
  { user: 'clara', event: 'spring', day: 0, distance: 8.8, notice: 'Forest trail.', photo: 2 },
  { user: 'david', event: 'spring', day: -5, distance: 21.1, notice: 'Half marathon done!' },
  { user: 'david', event: 'spring', day: -3, distance: 4.5, notice: 'Recovery walk.' },
  { user: 'anna', event: 'winter', day: -55, distance: 8, notice: 'Cold but sunny.' },
  { user: 'ben', event: 'winter', day: -50, distance: 5, notice: '' },
  { user: 'clara', event: 'winter', day: -45, distance: 15.5, notice: 'Snowshoe hike.' },
  { user: 'david', event: 'winter', day: -40, distance: 9.7, notice: '' },
];
