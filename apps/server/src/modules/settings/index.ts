/** What the app uses of settings: its routes (the time zone and the operator's pages). */
export { settingsRoutes } from './settings.routes';
