import autocannon from 'autocannon';

/**
 * What every phone's browser sends: the lobby's reads are measured as phones request them (the
 * server keeps compressed twins of its reused answers; the bare route's tiny answer is never
 * compressed).
 */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** Requests per second and p99 latency of one URL under a fixed concurrent load. */
export async function measureThroughput(
  url,
  { seconds = 5, connections = 16, headers = BROWSER_HEADERS } = {},
) {
  const result = await autocannon({ url, duration: seconds, connections, headers });
  const non2xx = result.non2xx + result.errors + result.timeouts;
  return {
    url,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    failedRequests: non2xx,
  };
}
