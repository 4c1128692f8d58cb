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
