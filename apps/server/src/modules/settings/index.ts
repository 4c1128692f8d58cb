/** What the app uses of settings: its routes (the platform time zone for the web app). */
export { settingsRoutes } from './settings.routes';
