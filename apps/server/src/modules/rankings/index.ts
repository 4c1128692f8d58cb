/** What other modules use of rankings: competition ranks of rows sorted by total. */
export { competitionRanks } from './rankings.mapper';
