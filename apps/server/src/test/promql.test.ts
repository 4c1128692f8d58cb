import { describe, expect, it } from 'vitest';
import { parsePromql, withGrafanaVariables } from './promql';

/** The dashboard's PromQL checker (decision 094) accepts PromQL and refuses what is not. */

describe('the PromQL checker', () => {
  it.each([
    'up',
    'cc_http_requests_in_flight',
    'sum by (route) (rate(cc_http_request_duration_seconds_count[5m]))',
    'sum(rate(cc_http_request_duration_seconds_count{status_class="5xx"}[5m])) by (route)',
    'histogram_quantile(0.95, sum by (route, le) (rate(cc_http_request_duration_seconds_bucket[5m])))',
    'sum(rate(x_total{a=~"5..|4..",b!="",c!~"x"}[1h30m] offset 1d)) / ignoring(b) group_left sum(y)',
    'max_over_time(cc_x[10m:1m])',
    'rate(cc_x[5m])[30m:1m]',
    'topk(5, sum by (type) (cc_job_queue_due))',
    'cc_a > bool 0',
    '-cc_a ^ 2 ^ 3',
    'label_replace(cc_a, "dst", "$1", "src", "(.*)")',
    'count_values("v", cc_a)',
    'cc_a and on (type) cc_b or cc_c unless cc_d',
    'time() - 60',
    '{__name__="cc_a", state="x",}',
  ])('accepts %s', (query) => {
    expect(() => parsePromql(query)).not.toThrow();
  });

  it.each([
    ['an unclosed parenthesis', 'sum(rate(cc_x[5m])'],
    ['a closing parenthesis too many', 'sum(cc_x))'],
    ['an unclosed brace', 'cc_x{a="b"'],
    ['an unclosed bracket', 'rate(cc_x[5m)'],
    ['an unknown function', 'rated(cc_x[5m])'],
    ['a missing range', 'rate(cc_x)'],
    ['a range on an instant function', 'abs(cc_x[5m])'],
    ['a range without unit', 'rate(cc_x[5])'],
    ['a range with a bad unit', 'rate(cc_x[5mins])'],
    ['an unquoted label value', 'cc_x{a=b}'],
    ['a bad matcher operator', 'cc_x{a=="b"}'],
    ['an invalid regular expression', 'cc_x{a=~"(("}'],
    ['an empty selector', '{}'],
    ['an aggregation of a range', 'sum(cc_x[5m])'],
    ['too few arguments', 'histogram_quantile(cc_x)'],
    ['too many arguments', 'rate(cc_x[5m], 1)'],
    ['a scalar where a vector is aggregated', 'sum(1)'],
    ['topk without its parameter', 'topk(cc_x)'],
    ['an operator without a right side', 'cc_x +'],
    ['two expressions side by side', 'cc_x cc_y'],
    ['bool after arithmetic', 'cc_x + bool cc_y'],
    ['an unterminated string', 'cc_x{a="b}'],
    ['a range after an expression without step', '(cc_x)[5m]'],
    ['a label name with a colon in by', 'sum by (a:b) (cc_x)'],
    ['a keyword as a metric', 'by'],
  ])('refuses %s', (_what, query) => {
    expect(() => parsePromql(query)).toThrow();
  });

  it('answers the metrics and labels a query reads', () => {
    const refs = parsePromql(
      'histogram_quantile(0.95, sum by (route, le) (rate(cc_d_bucket{status_class="2xx"}[5m]))) / on (route) group_left sum(cc_e)',
    );
    expect(refs.selectors).toEqual([
      { metric: 'cc_d_bucket', labels: ['status_class'] },
      { metric: 'cc_e', labels: [] },
    ]);
    expect(refs.groupingLabels).toEqual(['route', 'le', 'route']);
  });

  it("replaces Grafana's interval variables before a query is read", () => {
    const braced = '$' + '{__interval}';
    expect(withGrafanaVariables(`rate(cc_x[$__rate_interval]) + rate(cc_y[${braced}])`)).toBe(
      'rate(cc_x[5m]) + rate(cc_y[5m])',
    );
  });
});
