import { render, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { expect, it } from 'vitest'
import { backendConfig } from '../../site.config'
import { messagesFrom, stackUrl } from '../../test/stack'
import { Notifications } from '../Notifications'
import { QuickQuoteFormIsland } from './QuickQuoteFormIsland'

it('probe: the island calls the test stack', async () => {
  expect(backendConfig.emailjs.origin).toBe(stackUrl)
  render(
    <>
      <QuickQuoteFormIsland />
      <Notifications />
    </>,
  )
  const form = document.querySelector('form')!
  const user = userEvent.setup()
  await user.type(within(form).getByRole('textbox', { name: 'Nom complet' }), 'Jeanne Test')
  await user.type(within(form).getByRole('textbox', { name: 'Adresse email' }), 'jeanne@example.fr')
  await user.type(within(form).getByRole('textbox', { name: 'Téléphone' }), '0612345678')
  await user.click(within(form).getByRole('checkbox', { name: /J’accepte les conditions/ }))
  await user.click(within(form).getByRole('button', { name: /Envoyer/ }))
  await within(await screen.findByRole('region', { name: 'Notifications' })).findByText('Demande envoyée')
  expect(await messagesFrom('Jeanne Test')).toHaveLength(1)
})
