import autocannon from 'autocannon';

/** Requests per second and p99 latency of one URL under a fixed concurrent load. */
export async function measureThroughput(url, { seconds = 5, connections = 16, headers = {} } = {}) {
  const result = await autocannon({ url, duration: seconds, connections, headers });
  const non2xx = result.non2xx + result.errors + result.timeouts;
  return {
    url,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    failedRequests: non2xx,
  };
}
