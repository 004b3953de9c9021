// One review as the list and the testimonials draw it (ReviewItem → the design system's ReviewCard),
// in the browser with the site's styles: the fields a stored row maps to, and visitors' text that is
// hostile — HTML and script payloads, template injections, entities, a 10,000-character word, bidi
// overrides and right-to-left scripts, control characters, emoji sequences, stacked combining marks —
// shown as the text it is: nothing runs, nothing is added to the page, and it wraps inside its card
// at a phone's width and a desktop's.
import { screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import type { Review } from '../../data/reviews'
import { cleanupPage, renderInPage } from '../../test/page'
import { ReviewItem } from './ReviewItem'

const review = (over: Partial<Review> = {}): Review => ({
  id: crypto.randomUUID(),
  name: 'Sophie Martin',
  rating: 4,
  message: 'Expertise très complète, rapport clair.',
  projectType: 'Expertise fissures',
  location: '34 - Hérault',
  anonymous: false,
  createdAt: '2026-10-28T09:14:00.000Z',
  approved: true,
  ...over,
})

/** The page's grid cell widths: a phone's single column, a desktop's third of the content width. */
const widths = { phone: 358, desktop: 384 }

function renderCard(item: Review, width: number) {
  return renderInPage(
    <div style={{ width }}>
      <ReviewItem review={item} />
    </div>,
    { title: 'Avis de nos clients' },
  )
}

const card = () => screen.getByRole('article')
/** Exactly this text, as one run of text in the card (no trimming, no white-space folding). */
const exactText = (text: string) => within(card()).getByText(text, { normalizer: (s) => s })

afterEach(() => {
  cleanupPage()
  Reflect.deleteProperty(window, '__pwned')
})

describe('a stored review, drawn', () => {
  it('name, department, rating, date in Paris, project type and text', () => {
    renderCard(review({ createdAt: '2026-10-28T23:30:00.000Z' }), widths.desktop)
    expect(within(card()).getByRole('heading', { level: 3 })).toHaveTextContent('Sophie Martin')
    expect(card()).toMatchTextContent('Localisation : 34 - Hérault')
    expect(within(card()).getByRole('img', { name: '4 sur 5 étoiles' })).toHaveTextContent('4/5')
    // 23:30 UTC is the next day in Paris.
    expect(within(card()).getByText('29 octobre 2026')).toHaveAttribute('dateTime', '2026-10-28T23:30:00.000Z')
    expect(exactText('Expertise fissures')).toBeVisible()
    expect(exactText('Expertise très complète, rapport clair.')).toBeVisible()
  })

  it('anonymous: « Client anonyme » whatever name is stored; no department, no location line', () => {
    renderCard(review({ anonymous: true, name: 'Client Anonyme', location: null }), widths.desktop)
    expect(within(card()).getByRole('heading', { level: 3 })).toHaveTextContent('Client anonyme')
    expect(within(card()).queryByText(/Localisation/)).toBeNull()
    cleanupPage()
    renderCard(review({ anonymous: true, name: 'Jeanne Martin' }), widths.desktop)
    expect(within(card()).getByRole('heading', { level: 3 })).toHaveTextContent('Client anonyme')
    expect(screen.queryByText('Jeanne Martin')).toBeNull()
  })
})

const PWN = 'window.__pwned'
const payloads: [string, string][] = [
  ['a script element', `<script>${PWN}('script')</script>`],
  ['an image with onerror', `<img src=x onerror="${PWN}('img')">`],
  ['a javascript: link', `<a href="javascript:${PWN}('a')">voir le devis</a>`],
  ['an attribute break-out', `"><svg onload=${PWN}('svg')>`],
  ['an iframe', `<iframe srcdoc="<script>parent.__pwned('iframe')</script>"></iframe>`],
  ['a template injection', `{{constructor.constructor("${PWN}('tpl')")()}} \${${PWN}('tpl')}`],
  ['entities', `&lt;script&gt;${PWN}('entity')&lt;/script&gt; &#60;b&#62;`],
  ['a comment trick', `<!--><img src=x onerror=${PWN}('comment')>-->`],
  ['a 10,000-character word', `Rapport${'A'.repeat(10_000)}Fin`],
  ['a right-to-left override', `\u202Eélbatpecca non\u202C puis la suite`],
  ['right-to-left scripts', 'שלום עליכם — خبير ممتاز جدا'],
  ['control characters', 'Jeanne\u0007\u001b[31m Martin\u0008\u007f'],
  ['emoji sequences', '👨‍👩‍👧‍👦🏳️‍🌈🇫🇷👍🏽 𝕏𝒜𠜎𓀀🧱🏚️🔥'.repeat(20)],
  ['stacked combining marks', `Z${'\u0337\u0321\u031b\u0334\u0336'.repeat(40)}algo`],
]

/** Elements and attributes no review text may ever produce inside a card (it holds none of its own). */
function injected(root: Element): string[] {
  const forbidden = ['script', 'iframe', 'object', 'embed', 'style', 'img', 'input', 'details', 'marquee', 'math', 'noscript', 'a', 'form', 'body']
  const found: string[] = []
  for (const node of [root, ...root.querySelectorAll('*')]) {
    const tag = node.tagName.toLowerCase()
    if (forbidden.includes(tag)) found.push(tag)
    for (const attribute of node.getAttributeNames()) if (attribute.startsWith('on')) found.push(`${tag}[${attribute}]`)
  }
  return found
}

describe('hostile text: shown as written, never run, wrapped in its card', () => {
  for (const [what, text] of payloads) {
    for (const [device, width] of Object.entries(widths)) {
      it(`${what} (${device}, ${width} px)`, async () => {
        const sprung: string[] = []
        Object.defineProperty(window, '__pwned', { configurable: true, get: () => (tag: unknown) => sprung.push(String(tag)) })
        // The visitor's own words: the name (at most 100 characters) and the text. The project type is
        // one of eight labels (the table's check) and the department one of the form's list.
        const name = `Nom ${text}`.slice(0, 100)
        renderCard(review({ name, message: text }), width)

        expect(within(card()).getByRole('heading', { level: 3 }).textContent).toBe(name)
        expect(exactText(text)).toBeVisible()
        expect(injected(card())).toEqual([])
        // An injected handler fires on a later task (onload, onerror): give it one.
        await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
        expect(sprung).toEqual([])

        // Nothing wider than the card, no sideways scroll of the page.
        const article = card()
        expect(article.scrollWidth, 'the card scrolls sideways').toBeLessThanOrEqual(article.clientWidth + 1)
        expect(article.getBoundingClientRect().width).toBeLessThanOrEqual(width + 0.5)
        for (const part of article.querySelectorAll('h3, p')) {
          expect(part.getBoundingClientRect().right, part.tagName).toBeLessThanOrEqual(article.getBoundingClientRect().right + 0.5)
        }
        expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth)

        // The visitor's words are isolated: a direction override stays inside them.
        const nameText = within(card()).getByRole('heading', { level: 3 }).firstElementChild!
        expect(getComputedStyle(nameText).unicodeBidi).toMatch(/isolate/)
        expect(getComputedStyle(exactText(text)).unicodeBidi).toMatch(/isolate|plaintext/)
      })
    }
  }

  it('a message in a right-to-left script reads right to left; the rest of the card stays left to right', () => {
    renderCard(review({ message: 'שלום, המומחה היה מצוין ומקצועי.' }), widths.desktop)
    expect(getComputedStyle(exactText('שלום, המומחה היה מצוין ומקצועי.')).direction).toBe('rtl')
    expect(getComputedStyle(within(card()).getByText('28 octobre 2026')).direction).toBe('ltr')
  })

  it('escaped in the build’s HTML too: the prerendered card holds text, not markup', async () => {
    const sprung: string[] = []
    Object.defineProperty(window, '__pwned', { configurable: true, get: () => (tag: unknown) => sprung.push(String(tag)) })
    const html = renderToString(<ReviewItem review={review({ name: `<script>${PWN}('ssr')</script>`, message: `<img src=x onerror=${PWN}('ssr')>` })} />)
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    try {
      expect(injected(container)).toEqual([])
      expect(within(container).getByRole('heading', { level: 3 })).toHaveTextContent(`<script>${PWN}('ssr')</script>`)
      expect(within(container).getByText(`<img src=x onerror=${PWN}('ssr')>`)).toBeVisible()
      await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
      expect(sprung).toEqual([])
    } finally {
      container.remove()
    }
  })
})
