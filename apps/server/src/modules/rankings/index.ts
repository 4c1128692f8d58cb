/**
 * What the app and other modules use of rankings: its routes, and competition ranks of rows
 * sorted by total.
 */

export { competitionRanks } from './rankings.mapper';
export { rankingsRoutes } from './rankings.routes';
