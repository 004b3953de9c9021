// The quick-quote block of the home, about, services and landing pages (behaviour §2, §3).
//
// The frame (the design system's FormSection: band, heading, intro, card) is plain markup in the
// page's chunk; the form and its sending (the design system's fields, mail adapter; the EmailJS
// SDK itself only on submit) are an island (islands/island.tsx), fetched and hydrated when the
// visitor first points at, touches, focuses or types in the form. The prerendered HTML holds the
// complete form, so it shows, and takes text, before any script runs.
import { FormSection } from '@expert/ui/FormSection'
import { quickQuoteSection } from '../content/quick-quote'
import { island } from '../islands/island'
import type { QuickQuoteFormIslandProps } from '../components/forms/QuickQuoteFormIsland'
import { FormUnavailable, FormWithoutScript } from '../components/forms/FormParts'

export type QuickQuoteSectionProps = {
  /** The mail registry entry the form sends as (mail-forms.ts). @default 'quick' */
  kind?: QuickQuoteFormIslandProps['kind']
  /**
   * Preselected project type: a contact project_type value ('fissures') or a review-type label
   * from the landing content ('Expertise fissures', 'Infiltrations ou humidité'); see project-type.ts.
   */
  presetProjectType?: string
  /** Section heading. @default 'Demandez votre devis gratuit' */
  title?: string
  /** The sentence under the heading. @default the quote block's (content/quick-quote.ts) */
  intro?: string
  /** id of the section (anchor of 'Devis gratuit' / scroll buttons). @default 'devis' */
  id?: string
}

const QuickQuoteIsland = island<QuickQuoteFormIslandProps>({
  name: 'quick',
  load: () => import('../components/forms/QuickQuoteFormIsland').then((m) => m.QuickQuoteFormIsland),
  hydrate: 'interaction',
  label: 'formulaire',
  unavailable: { render: () => <FormUnavailable /> },
  withoutScript: () => <FormWithoutScript />,
})

export function QuickQuoteSection({
  kind,
  presetProjectType,
  title = quickQuoteSection.title,
  intro = quickQuoteSection.intro,
  id = quickQuoteSection.id,
}: QuickQuoteSectionProps) {
  return (
    <FormSection id={id} title={title} intro={intro}>
      <QuickQuoteIsland kind={kind} presetProjectType={presetProjectType} formId={`${id}-formulaire`} />
    </FormSection>
  )
}
