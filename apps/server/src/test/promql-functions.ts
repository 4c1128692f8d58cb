/**
 * PromQL's aggregation operators and functions as Prometheus 2.x/3.x documents them
 * (querying/operators, querying/functions), for the dashboard's query checker (promql.ts).
 */

/** The aggregation operators; topk, bottomk, quantile and count_values take a parameter. */
export const AGGREGATIONS: Record<string, boolean> = {
  sum: false,
  min: false,
  max: false,
  avg: false,
  group: false,
  stddev: false,
  stdvar: false,
  count: false,
  count_values: true,
  bottomk: true,
  topk: true,
  quantile: true,
};

/** The type of a PromQL value. */
export type ValueType = 'scalar' | 'instant' | 'range' | 'string';

/** Functions: argument types (`?` optional, `*` repeated) and the type they answer. */
export const FUNCTIONS: Record<string, { args: string[]; returns: ValueType }> = {
  abs: { args: ['instant'], returns: 'instant' },
  absent: { args: ['instant'], returns: 'instant' },
  absent_over_time: { args: ['range'], returns: 'instant' },
  ceil: { args: ['instant'], returns: 'instant' },
  changes: { args: ['range'], returns: 'instant' },
  clamp: { args: ['instant', 'scalar', 'scalar'], returns: 'instant' },
  clamp_max: { args: ['instant', 'scalar'], returns: 'instant' },
  clamp_min: { args: ['instant', 'scalar'], returns: 'instant' },
  day_of_month: { args: ['instant?'], returns: 'instant' },
  day_of_week: { args: ['instant?'], returns: 'instant' },
  days_in_month: { args: ['instant?'], returns: 'instant' },
  delta: { args: ['range'], returns: 'instant' },
  deriv: { args: ['range'], returns: 'instant' },
  exp: { args: ['instant'], returns: 'instant' },
  floor: { args: ['instant'], returns: 'instant' },
  histogram_quantile: { args: ['scalar', 'instant'], returns: 'instant' },
  holt_winters: { args: ['range', 'scalar', 'scalar'], returns: 'instant' },
  hour: { args: ['instant?'], returns: 'instant' },
  idelta: { args: ['range'], returns: 'instant' },
  increase: { args: ['range'], returns: 'instant' },
  irate: { args: ['range'], returns: 'instant' },
  label_join: { args: ['instant', 'string', 'string', 'string*'], returns: 'instant' },
  label_replace: { args: ['instant', 'string', 'string', 'string', 'string'], returns: 'instant' },
  ln: { args: ['instant'], returns: 'instant' },
  log2: { args: ['instant'], returns: 'instant' },
  log10: { args: ['instant'], returns: 'instant' },
  minute: { args: ['instant?'], returns: 'instant' },
  month: { args: ['instant?'], returns: 'instant' },
  predict_linear: { args: ['range', 'scalar'], returns: 'instant' },
  rate: { args: ['range'], returns: 'instant' },
  resets: { args: ['range'], returns: 'instant' },
  round: { args: ['instant', 'scalar?'], returns: 'instant' },
  scalar: { args: ['instant'], returns: 'scalar' },
  sgn: { args: ['instant'], returns: 'instant' },
  sort: { args: ['instant'], returns: 'instant' },
  sort_desc: { args: ['instant'], returns: 'instant' },
  sqrt: { args: ['instant'], returns: 'instant' },
  time: { args: [], returns: 'scalar' },
  timestamp: { args: ['instant'], returns: 'instant' },
  vector: { args: ['scalar'], returns: 'instant' },
  year: { args: ['instant?'], returns: 'instant' },
  avg_over_time: { args: ['range'], returns: 'instant' },
  min_over_time: { args: ['range'], returns: 'instant' },
  max_over_time: { args: ['range'], returns: 'instant' },
  sum_over_time: { args: ['range'], returns: 'instant' },
  count_over_time: { args: ['range'], returns: 'instant' },
  quantile_over_time: { args: ['scalar', 'range'], returns: 'instant' },
  stddev_over_time: { args: ['range'], returns: 'instant' },
  stdvar_over_time: { args: ['range'], returns: 'instant' },
  last_over_time: { args: ['range'], returns: 'instant' },
  present_over_time: { args: ['range'], returns: 'instant' },
};
