// The usage note of a token for the foundations pages: its `$description` in the DTCG source.
import { descriptions } from '../styles/tokens'

export function usageOf(path: string): string {
  const description = (descriptions as Record<string, string>)[path]
  if (description === undefined) throw new Error(`The token ${path} has no $description in tokens/*.tokens.json`)
  return description
}
