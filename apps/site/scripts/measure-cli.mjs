// Shared by the measuring scripts (bench.mjs, main-thread.mjs, dead-taps.mjs): their statistic, their servers.

/** Median of a non-empty list of numbers. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** Starts `server` on a free loopback port; resolves to the port. */
export function listenOnLoopback(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)))
}
