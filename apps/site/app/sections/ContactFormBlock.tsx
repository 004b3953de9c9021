// The full contact form of /contact as an island (islands/island.tsx): prerendered complete, its
// JS (react-aria fields, mail adapter) fetched and hydrated at the visitor's first interaction with
// the form.
import { island } from '../islands/island'
import type { ContactFormIslandProps } from '../components/forms/ContactFormIsland'
import { FormUnavailable, FormWithoutScript } from '../components/forms/FormParts'

const ContactIsland = island<ContactFormIslandProps>({
  name: 'contact',
  load: () => import('../components/forms/ContactFormIsland').then((m) => m.ContactFormIsland),
  hydrate: 'interaction',
  label: 'formulaire',
  unavailable: { render: () => <FormUnavailable /> },
  withoutScript: () => <FormWithoutScript />,
})

export function ContactFormBlock({ kind, formId = 'demande-de-renseignements' }: Pick<ContactFormIslandProps, 'kind' | 'formId'>) {
  return <ContactIsland kind={kind} formId={formId} />
}
