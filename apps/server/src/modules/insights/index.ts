/** What the app uses of insights: its routes. */
export { insightsRoutes } from './insights.routes';
