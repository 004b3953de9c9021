// The quick-quote block's own copy, in a module of its own: the block is on the home page, whose
// initial JS has a budget, and content/forms.ts (the forms' lists, labels and notices) belongs to the
// form's island, loaded at the first interaction.
/** The quick-quote block of the home, about, services and landing pages: its default heading and intro. */
export const quickQuoteSection = {
  title: 'Demandez votre devis gratuit',
  intro: 'Décrivez-nous votre situation en quelques mots : nous vous recontactons dans les 24 h ouvrées. Visite à domicile et devis détaillé gratuits.',
  /** id of the section: the anchor of the 'Devis gratuit' and scroll buttons. */
  id: 'devis',
} as const
