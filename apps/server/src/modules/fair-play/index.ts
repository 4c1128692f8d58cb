export { type Assessment, assessEntry, type EntrySurroundings } from './fair-play.checks';
export { fairPlayRoutes } from './fair-play.routes';
