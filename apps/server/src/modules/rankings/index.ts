/**
 * What the app and other modules use of rankings: its routes, competition ranks of rows
 * sorted by total, and the group board's rows (the insights show them too).
 */

export { competitionRanks } from './rankings.mapper';
export { rankingsRoutes } from './rankings.routes';
export { segmentRows } from './segments.service';
