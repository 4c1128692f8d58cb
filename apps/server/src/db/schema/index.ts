/** The whole data model; drizzle-kit generates migrations from this module. */
export * from './activities';
export * from './audit';
export * from './event-groups';
export * from './events';
export * from './fair-play';
export * from './fundraising';
export * from './notifications';
export * from './platform';
export * from './social';
export * from './teams';
export * from './users';
