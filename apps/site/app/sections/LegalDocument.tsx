// Renders a legal text of app/content (legal notice, terms, privacy, terms of sale, mediation):
// numbered articles as h2 headings (direct children of Prose, for its rhythm), plain paragraphs, lists and the links each article points to.
import { Fragment, useEffect, useState, type ReactNode } from 'react'
import { Container, Stack } from '@expert/ui'
import { Hero } from '@expert/ui/Hero'
import { LinkList, StandaloneLink } from '@expert/ui/LinkList'
import { Prose } from '@expert/ui/Prose'
import { longDate } from '@expert/ui/longDate'
import { articleHeading, type LastUpdated, type LegalArticle } from '../content/legal'
import type { LinkItem } from '../content/types'
import { KeepTogether, identifierPattern } from '../components/KeepTogether'

/** Phone, VAT and registration numbers stay whole on a phone's narrow lines. */
const keep = (text: string) => <KeepTogether text={text} pattern={identifierPattern} />

/**
 * A calendar day ('2025-03-17', a real one: content.test.ts) in French, as written: no time zone
 * involved (a `Date` at UTC midnight, formatted in a zone west of UTC, read the day before: its
 * hydration then disagreed with the HTML).
 */
const dayOf = (isoDate: string) => {
  const [year = 0, month = 0, day = 0] = isoDate.split('-').map(Number)
  return longDate(year, month, day)
}

export type LegalDocumentProps = {
  title: string
  intro: readonly string[]
  numbering: 'article' | 'section'
  articles: readonly LegalArticle[]
  lastUpdated?: LastUpdated
  /** Content between the introduction and the articles (mediator card). */
  children?: ReactNode
}

export function LegalDocument({ title, intro, numbering, articles, lastUpdated, children }: LegalDocumentProps) {
  return (
    <>
      <Hero title={title}>{lastUpdated && <LastUpdatedLine value={lastUpdated} />}</Hero>
      <Container narrow paddingY="xxl">
        <Stack space="xl">
          <Prose>
            {intro.map((paragraph) => (
              <p key={paragraph}>{keep(paragraph)}</p>
            ))}
          </Prose>
          {children}
          <Prose>
            {articles.map((article) => (
              <Fragment key={article.number}>
                <h2 id={`article-${article.number}`}>{articleHeading({ numbering }, article)}</h2>
                {article.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{keep(paragraph)}</p>
                ))}
                {article.list && (
                  <ul>
                    {article.list.map((item) => (
                      <li key={item}>{keep(item)}</li>
                    ))}
                  </ul>
                )}
                {article.after?.map((paragraph) => (
                  <p key={paragraph}>{keep(paragraph)}</p>
                ))}
                {article.links && article.links.length > 0 && <LinkList aria-label={`Liens\u00a0: ${article.title}`} links={[...article.links]} />}
              </Fragment>
            ))}
          </Prose>
        </Stack>
      </Container>
    </>
  )
}

/** Internal paths navigate with the router; external ones open in a new tab, announced (design-system StandaloneLink). */
export function TextLink({ link }: { link: LinkItem }) {
  return (
    <StandaloneLink href={link.href} external={link.external}>
      {link.label}
    </StandaloneLink>
  )
}

function LastUpdatedLine({ value }: { value: LastUpdated }) {
  return (
    <p>
      {value.label} {value.kind === 'fixed' ? <time dateTime={value.isoDate}>{dayOf(value.isoDate)}</time> : <VisitorDate />}
    </p>
  )
}

/**
 * Behaviour §2: the terms of use show the visitor's current date. The prerendered HTML must not freeze
 * the build date, so the server render holds a neutral word and the browser fills the date in after
 * hydration (same first render on both sides: no mismatch).
 */
function VisitorDate() {
  const [today, setToday] = useState<Date | null>(null)
  useEffect(() => setToday(new Date()), [])
  if (!today) return <span data-testid="last-updated">aujourd’hui</span>
  const isoDate = [today.getFullYear(), today.getMonth() + 1, today.getDate()].map((part) => String(part).padStart(2, '0')).join('-')
  return (
    <time data-testid="last-updated" dateTime={isoDate}>
      {dayOf(isoDate)}
    </time>
  )
}
