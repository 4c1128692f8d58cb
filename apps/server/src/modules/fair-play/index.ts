export {
  type Assessment,
  assessEntry,
  DUPLICATE_TENTHS,
  type EntrySurroundings,
  mayBeOutlier,
} from './fair-play.checks';
export { fairPlayRoutes } from './fair-play.routes';
