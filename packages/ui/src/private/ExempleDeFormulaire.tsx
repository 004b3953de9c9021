// The example form of the useForm stories (Composants/Formulaire/useForm): in its own module so that
// Storybook's props table reads its documentation (docgen does not read components declared in a
// stories file). Not exported by the package.
import { Form } from 'react-aria-components'
import { Button } from '../components/Button/Button'
import { Checkbox } from '../components/Checkbox/Checkbox'
import { isBlank } from '../components/Form/form-logic'
import { useForm } from '../components/Form/useForm'
import { Honeypot } from '../components/Honeypot/Honeypot'
import { TextField } from '../components/TextField/TextField'
import { Stack } from '../layout'

export type ExempleValues = { name: string; anonymous: boolean; phone: string }

export type ExempleProps = {
  /** Reçoit les valeurs d’un envoi valide ; tant que la promesse renvoyée court, un autre envoi est ignoré. */
  onSubmit: (values: ExempleValues, honeypot: string) => void | Promise<unknown>
  /** Appelée après un envoi refusé, avec les erreurs trouvées. */
  onInvalid?: (errors: Partial<Record<keyof ExempleValues, string>>) => void
  /** Plus aucun envoi accepté (par exemple : déjà envoyé). */
  isDisabled?: boolean
}

/**
 * Un petit formulaire de rappel bâti sur `useForm`, pour montrer et vérifier ce que garantit le contrôleur :
 * erreurs à l’envoi, effacées champ par champ, focus sur la première, deux champs liés (`setValues`), un seul
 * envoi à la fois.
 */
export function ExempleDeFormulaire({ onSubmit, onInvalid, isDisabled = false }: ExempleProps) {
  const form = useForm<ExempleValues, keyof ExempleValues>({
    initialValues: () => ({ name: '', anonymous: false, phone: '' }),
    validate: (values) => ({
      ...(!values.anonymous && isBlank(values.name) ? { name: 'Veuillez indiquer votre nom' } : {}),
      ...(isBlank(values.phone) ? { phone: 'Veuillez indiquer votre numéro de téléphone' } : {}),
    }),
    onSubmit,
    onInvalid,
    isDisabled,
  })
  return (
    <Form ref={form.formRef} validationBehavior="aria" onSubmit={form.onSubmit} aria-label="Être rappelé">
      <Stack space="md">
        <TextField
          label="Votre nom"
          isDisabled={form.values.anonymous}
          value={form.values.name}
          onChange={(value) => form.setValue('name', value)}
          {...form.fieldProps('name')}
        />
        <Checkbox isSelected={form.values.anonymous} onChange={(anonymous) => form.setValues({ anonymous, name: anonymous ? 'Client Anonyme' : '' })}>
          Rester anonyme
        </Checkbox>
        <TextField label="Téléphone" type="tel" value={form.values.phone} onChange={(value) => form.setValue('phone', value)} {...form.fieldProps('phone')} />
        <Honeypot value={form.honeypot} onChange={form.setHoneypot} />
        <Button type="submit">Être rappelé</Button>
      </Stack>
    </Form>
  )
}
