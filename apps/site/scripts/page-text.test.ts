import { describe, expect, it } from 'vitest'
import { pageText } from './page-text.mjs'

const page = (body: string) => `<!doctype html><html lang="fr"><head><title>Avis clients</title></head><body>${body}</body></html>`

describe('pageText', () => {
  it('reads the site’s copy and leaves out the words a visitor wrote, as written', () => {
    const texts = pageText(
      page(`<article><h3><bdi dir="auto" data-visitor-text="">Jean l'artisan</bdi></h3>
        <p class="project">Expertise fissures</p>
        <p dir="auto" data-visitor-text="">Expert sérieux : il m'a aidé...</p></article>
        <p>Laissez votre avis</p>`),
    ).map((piece) => piece.text)
    expect(texts).toEqual(['Avis clients', 'Expertise fissures', 'Laissez votre avis'])
  })

  it('keeps labels, descriptions and text outside scripts and styles', () => {
    const texts = pageText(page('<img alt="Logo de l’entreprise"><script>var a = "x\'y"</script><style>p{}</style><p>Bonjour</p>')).map((piece) => piece.text)
    expect(texts).toEqual(['Avis clients', 'Logo de l’entreprise', 'Bonjour'])
  })
})
