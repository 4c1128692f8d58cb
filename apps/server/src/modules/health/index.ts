/**
 * What the app uses of health: GET /api/health (liveness) and GET /api/ready (readiness),
 * registered before the other modules.
 */
export { healthRoutes } from './health.routes';
export { readyRoutes } from './ready.routes';
