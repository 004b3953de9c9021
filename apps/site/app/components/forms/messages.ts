// Toast texts of both contact forms, verbatim from behaviour §8.
import type { MailKind } from '../../data/mail'

export type FormToastText = { title: string; description: string }

export const formToasts: Readonly<Record<MailKind, { success: FormToastText; failure: FormToastText }>> = {
  quick: {
    success: {
      title: 'Demande envoyée',
      description: 'Votre demande de devis a été envoyée avec succès. Nous vous contacterons dans les 24h ouvrées.',
    },
    failure: {
      title: 'Erreur d’envoi',
      description: 'Une erreur est survenue. Veuillez réessayer ou nous contacter directement.',
    },
  },
  contact: {
    success: { title: 'Demande reçue', description: 'Un conseiller vous contactera sous 24-48h.' },
    failure: {
      title: 'Erreur d’envoi',
      description:
        'Une erreur est survenue lors de l’envoi de votre message. Veuillez réessayer ou nous contacter directement.',
    },
  },
}
