// Shared by the measuring scripts (bench.mjs, main-thread.mjs): their flags and their statistic.

/** `--key=value` and `--flag` arguments as an object (`{ key: 'value', flag: true }`). */
export function parseFlags(argv) {
  return Object.fromEntries(
    argv.map((arg) => {
      const [key, value] = arg.replace(/^--/, '').split('=')
      return [key, value ?? true]
    }),
  )
}

/** Median of a non-empty list of numbers. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
