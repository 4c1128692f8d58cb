/** What the app uses of teams: its routes (modules/index.ts lists them). */
export { teamsRoutes } from './teams.routes';
