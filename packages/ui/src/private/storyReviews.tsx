// Sample reviews shared by the stories of the review layouts (CardGrid, CardShowcase, ListPanel):
// French texts with French typography, one much longer than the others.
import type { ReviewCardProps } from '../components/ReviewCard/ReviewCard'

export const storyReviews: readonly ReviewCardProps[] = [
  {
    name: 'Sophie Martin',
    location: '69 - Rhône',
    rating: 5,
    date: '2025-03-12T09:30:00.000Z',
    projectType: 'Expertise fissures',
    message: 'Expert très professionnel, il a su défendre nos intérêts face à l’assureur.',
  },
  {
    name: 'Marc Dubois',
    location: '31 - Haute-Garonne',
    rating: 4,
    date: '2025-02-20T14:00:00.000Z',
    projectType: 'Réception de travaux',
    message: 'Réserves bien identifiées lors de la réception, rapport reçu sous 48\u00a0heures.',
  },
  {
    name: 'Claire Petit',
    rating: 5,
    date: '2025-01-08T10:15:00.000Z',
    projectType: 'Dégât des eaux',
    message:
      'Après des mois de discussions avec l’entreprise et l’assurance, l’expert a rédigé un rapport clair et argumenté qui a permis de débloquer la situation. Il a pris le temps de tout nous expliquer, de répondre à nos questions et de nous accompagner jusqu’à la réunion contradictoire\u00a0: nous recommandons sans hésiter\u00a0!',
  },
]
