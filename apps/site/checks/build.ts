// What the build checks read: the build's folder, its HTML files, and the served site over HTTP
// (raw headers, redirects not followed, no decompression), as a crawler or a static host's client gets it.
import { readdirSync, readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Window } from 'happy-dom'
import { inject } from 'vitest'

export const buildClient = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', process.env.SITE_BUILD_DIR ?? 'build', 'client')

/** The HTML file of a prerendered route. */
export const htmlFileOf = (route: string) => path.join(buildClient, route === '/' ? '' : route, 'index.html')

/** Every .html file the build publishes. */
export function builtHtmlFiles(dir = buildClient): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return builtHtmlFiles(full)
    return entry.name.endsWith('.html') ? [full] : []
  })
}

const window = new Window()

/** A page's HTML as a document (no script runs): what a crawler or a browser without JavaScript reads. */
export const parseHtml = (html: string) => new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document

export const readHtml = (file: string) => readFileSync(file, 'utf8')

export type Response = {
  status: () => number
  headers: () => Record<string, string>
  headersArray: () => { name: string; value: string }[]
  text: () => Promise<string>
}

/** GET on the served build: the raw answer, redirects not followed. */
export function get(pathname: string, headers: Record<string, string> = {}): Promise<Response> {
  const url = new URL(pathname, inject('siteUrl'))
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('error', reject)
      res.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8')
        const pairs: { name: string; value: string }[] = []
        for (let i = 0; i < res.rawHeaders.length; i += 2) pairs.push({ name: res.rawHeaders[i]!, value: res.rawHeaders[i + 1]! })
        const merged: Record<string, string> = {}
        for (const { name, value } of pairs)
          merged[name.toLowerCase()] = merged[name.toLowerCase()] === undefined ? value : `${merged[name.toLowerCase()]}, ${value}`
        resolve({ status: () => res.statusCode ?? 0, headers: () => merged, headersArray: () => pairs, text: async () => body })
      })
    })
    req.on('error', reject)
    req.end()
  })
}
