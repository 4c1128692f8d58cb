/** What the app uses of health: GET /api/health, registered before the other modules. */
export { healthRoutes } from './health.routes';
