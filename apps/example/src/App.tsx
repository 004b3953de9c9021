// One page of the second consumer: a header, a section, a form with its own validation and a button,
// every piece from a public subpath of @expert/ui.
import { useState } from 'react'
import { Form } from 'react-aria-components'
import { Stack } from '@expert/ui'
import { Button } from '@expert/ui/Button'
import { useForm } from '@expert/ui/Form'
import { Header } from '@expert/ui/Header'
import { Section, SectionHeading } from '@expert/ui/Section'
import { TextField } from '@expert/ui/TextField'
import { Text } from '@expert/ui/Typography'
import { validate, type CallbackValues } from './validate'

const navItems = [
  { href: '/', name: 'Accueil' },
  { href: '/contact', name: 'Contact' },
]

export function App() {
  const [sentTo, setSentTo] = useState<string | null>(null)
  const form = useForm<CallbackValues, keyof CallbackValues>({
    initialValues: () => ({ name: '', email: '' }),
    validate,
    onSubmit: (values) => setSentTo(values.email),
  })
  return (
    <>
      <Header navItems={navItems} currentPath="/" name="Atelier Exemple" tagline="Une seconde application" position="static" />
      <main>
        <Section aria-labelledby="rappel">
          <Stack space="lg">
            <SectionHeading id="rappel" title="Être rappelé" intro="Laissez-nous vos coordonnées : nous vous répondons sous 48 heures." />
            <Form ref={form.formRef} validationBehavior="aria" onSubmit={form.onSubmit} aria-labelledby="rappel">
              <Stack space="md">
                <TextField label="Votre nom" value={form.values.name} onChange={(value) => form.setValue('name', value)} {...form.fieldProps('name')} />
                <TextField
                  label="Adresse e-mail"
                  type="email"
                  value={form.values.email}
                  onChange={(value) => form.setValue('email', value)}
                  {...form.fieldProps('email')}
                />
                <Button type="submit">Envoyer</Button>
              </Stack>
            </Form>
            {sentTo ? <Text role="status">Merci : nous écrirons à {sentTo}.</Text> : null}
          </Stack>
        </Section>
      </main>
    </>
  )
}
