/** What the app uses of events: its routes (modules/index.ts lists them). */
export { eventsRoutes } from './events.routes';
