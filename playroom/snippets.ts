// The playroom's snippets: at least one per public component (packages/ui/src/templates/public-api.test.ts
// checks it), grouped as in Storybook, with sample French copy. `sample.*` is the sample content of
// sample.ts, in the playroom's scope (scope.ts).
export type Snippet = { group: string; name: string; description: string; code: string }

const nbsp = '\u00a0'

const layout: Snippet[] = [
  {
    group: 'Mise en page',
    name: 'Stack',
    description: 'Des blocs l’un sous l’autre, également espacés',
    code: `<Stack space="md" padding="lg">
  <Heading level={2}>Notre accompagnement</Heading>
  <Text>De la première visite jusqu’au règlement du litige.</Text>
  <Text tone="muted">Devis gratuit sous 48${nbsp}heures.</Text>
</Stack>`,
  },
  {
    group: 'Mise en page',
    name: 'Inline',
    description: 'Des éléments côte à côte, qui passent à la ligne',
    code: `<Inline space="sm" padding="lg">
  <Badge tone="brand">Fissures</Badge>
  <Badge tone="accent">Urgent</Badge>
  <Badge tone="success">Rapport remis</Badge>
</Inline>`,
  },
  {
    group: 'Mise en page',
    name: 'Columns',
    description: 'Une colonne sur téléphone, deux ou trois au-dessus',
    code: `<Container paddingY="xl">
  <Columns tablet={2} desktop={3} space="lg">
    <Panel title="Visite">L’expert se déplace sous 72${nbsp}heures.</Panel>
    <Panel title="Rapport">Un rapport clair, chiffré et argumenté.</Panel>
    <Panel title="Défense">À vos côtés face à l’assureur.</Panel>
  </Columns>
</Container>`,
  },
  {
    group: 'Mise en page',
    name: 'Container',
    description: 'Le contenu centré à la largeur de lecture',
    code: `<Container narrow paddingY="xxl">
  <Prose>
    <p>Une fissure n’est pas toujours anodine. Nous identifions son origine et chiffrons les travaux de reprise.</p>
  </Prose>
</Container>`,
  },
  {
    group: 'Mise en page',
    name: 'Box',
    description: 'La primitive de base : marges, fond et rayon du thème',
    code: `<Box padding="lg" background="subtle" borderRadius="lg">
  <Text>Un encadré sur le fond discret du thème.</Text>
</Box>`,
  },
  {
    group: 'Mise en page',
    name: 'Section',
    description: 'Un bandeau de page nommé par son titre',
    code: `<Section tone="subtle" aria-labelledby="engagements">
  <SectionHeading
    id="engagements"
    badge="Nos engagements"
    title="Un expert de votre côté"
    intro="Indépendant des assureurs et des constructeurs, nous défendons vos seuls intérêts."
  />
</Section>`,
  },
  {
    group: 'Mise en page',
    name: 'Section (marque)',
    description: 'Un bandeau d’appel à l’action sur fond de marque',
    code: `<Section tone="brand" aria-labelledby="appel">
  <SectionHeading id="appel" title="Besoin d’un expert indépendant${nbsp}?" intro="Demandez un devis gratuit, réponse sous 24${nbsp}heures." />
</Section>`,
  },
  {
    group: 'Mise en page',
    name: 'Panel',
    description: 'Un panneau bordé ou surélevé, avec son titre',
    code: `<Stack space="lg" padding="lg">
  <Panel title="Nos coordonnées" titleId="coordonnees">Un panneau bordé.</Panel>
  <Panel variant="raised" padding="compact">Un panneau surélevé, marges compactes.</Panel>
</Stack>`,
  },
  {
    group: 'Mise en page',
    name: 'CardGrid',
    description: 'Une grille de cartes : une colonne sur téléphone',
    code: `<Container paddingY="xl">
  <CardGrid columns={3}>
    <CardGridItem>
      <ServiceCard title="Expertise fissures" description="Origine, gravité et coût des réparations." href="/services/fissures" icon={<Icon name="wall" size="large" />} />
    </CardGridItem>
    <CardGridItem>
      <ServiceCard title="Dégâts des eaux" description="Tous les dommages chiffrés pour une juste indemnisation." href="/services/degats-des-eaux" icon={<Icon name="waves" size="large" />} />
    </CardGridItem>
    <CardGridItem>
      <ServiceCard title="Réception de chantier" description="Chaque réserve notée au procès-verbal." href="/services/reception-chantier" icon={<Icon name="key" size="large" />} />
    </CardGridItem>
  </CardGrid>
</Container>`,
  },
  {
    group: 'Mise en page',
    name: 'CardShowcase',
    description: 'Des cartes mises en avant, avec une action en dessous',
    code: `<Section tone="subtle">
  <CardShowcase actions={<LinkButton href="/avis-clients" variant="outline">Voir tous les avis</LinkButton>}>
    <CardGrid reach="tablet">
      <CardGridItem>
        <ReviewCard name="Sophie Martin" location="69 - Rhône" rating={5} date="2026-03-12T09:30:00.000Z" projectType="Expertise fissures" message="Expert très professionnel, il a su défendre nos intérêts face à l’assureur." headingLevel={3} />
      </CardGridItem>
      <CardGridItem>
        <ReviewCard anonymous rating={4} date="2026-02-20T14:00:00.000Z" projectType="Infiltrations" message="Intervention rapide, explications claires." headingLevel={3} />
      </CardGridItem>
    </CardGrid>
  </CardShowcase>
</Section>`,
  },
]

const actions: Snippet[] = [
  {
    group: 'Actions',
    name: 'Button',
    description: 'Les cinq variantes du bouton',
    code: `<Inline space="sm" padding="lg" background="subtle">
  <Button>Envoyer ma demande</Button>
  <Button variant="secondary">Secondaire</Button>
  <Button variant="outline">Contour</Button>
  <Button variant="ghost">Discret</Button>
  <Button variant="inverse">Inversé</Button>
</Inline>`,
  },
  {
    group: 'Actions',
    name: 'Button (envoi)',
    description: 'Un bouton en cours d’envoi, puis désactivé',
    code: `<Stack space="md" padding="lg" align="flex-start">
  <Button isPending pendingLabel="Envoi en cours…">Envoyer ma demande</Button>
  <Button isDisabled>Indisponible</Button>
</Stack>`,
  },
  {
    group: 'Actions',
    name: 'LinkButton',
    description: 'Un lien qui a l’air d’un bouton (appel, devis)',
    code: `<Inline space="sm" padding="lg">
  <LinkButton href="tel:+33465711234" size="large" icon={<Icon name="phone" />}>04 65 71 12 34</LinkButton>
  <LinkButton href="/contact" variant="outline" size="large">Devis gratuit</LinkButton>
</Inline>`,
  },
  {
    group: 'Actions',
    name: 'NativeButton',
    description: 'Un bouton HTML natif, actif avant le JavaScript',
    code: `<Box padding="lg">
  <NativeButton variant="secondary" icon={<Icon name="arrowRight" />}>Réessayer</NativeButton>
</Box>`,
  },
  {
    group: 'Actions',
    name: 'TextButton',
    description: 'Un bouton qui a l’air d’un lien',
    code: `<Text>
  Vous avez changé d’avis${nbsp}? <TextButton tone="link">Gérer les cookies</TextButton>
</Text>`,
  },
  {
    group: 'Actions',
    name: 'Link',
    description: 'Un lien dans le texte',
    code: `<Text>
  Lisez notre <Link href="/politique-confidentialite">politique de confidentialité</Link>.
</Text>`,
  },
  {
    group: 'Actions',
    name: 'BackLink',
    description: 'Le retour à la page parente',
    code: `<Box padding="lg">
  <BackLink href="/services" tone="link">Retour à tous les services</BackLink>
</Box>`,
  },
]

const text: Snippet[] = [
  {
    group: 'Texte',
    name: 'Heading',
    description: 'Les titres et leurs tailles',
    code: `<Stack space="sm" padding="lg">
  <Heading level={2} size="xxl">Une expertise pour chaque situation</Heading>
  <Heading level={3}>Exemples de situations</Heading>
  <Heading level={4}>Le conseil de l’expert</Heading>
</Stack>`,
  },
  {
    group: 'Texte',
    name: 'Text',
    description: 'Un paragraphe, en grand ou en discret',
    code: `<Stack space="sm" padding="lg">
  <Text size="lg">Expert indépendant, nous ne travaillons ni pour l’assureur ni pour le constructeur.</Text>
  <Text tone="muted" size="sm">Devis gratuit, sans engagement.</Text>
</Stack>`,
  },
  {
    group: 'Texte',
    name: 'Prose',
    description: 'Un texte long (document juridique, article)',
    code: `<Container narrow paddingY="xl">
  <Prose>
    <h2>Article 1 – Éditeur du site</h2>
    <p>Le site est édité par Sud Expertise Assuré, 1 rue de l’Exemple, 34000 Montpellier.</p>
    <ul>
      <li>Téléphone${nbsp}: 04 65 71 12 34</li>
      <li>Email${nbsp}: contact@example.fr</li>
    </ul>
  </Prose>
</Container>`,
  },
  {
    group: 'Texte',
    name: 'Badge',
    description: 'Une étiquette courte',
    code: `<Inline space="sm" padding="lg">
  <Badge>Neutre</Badge>
  <Badge tone="brand" icon={<Icon name="shield" />}>Indépendant</Badge>
  <Badge tone="success">Vérifié</Badge>
</Inline>`,
  },
  {
    group: 'Texte',
    name: 'Highlight',
    description: 'Un chiffre clé en bandeau',
    code: `<Highlight claim="Plus de 500 expertises">menées pour des particuliers depuis 2012.</Highlight>`,
  },
  {
    group: 'Texte',
    name: 'AdviceBox',
    description: 'Le conseil de l’expert, ou une mise en garde',
    code: `<Stack space="md" padding="lg">
  <AdviceBox title="Le conseil de l’expert">Photographiez les fissures avec une règle graduée et datez chaque photo.</AdviceBox>
  <AdviceBox tone="warning" title="À savoir">Ne rebouchez pas une fissure avant le passage de l’expert.</AdviceBox>
</Stack>`,
  },
  {
    group: 'Texte',
    name: 'Icon',
    description: 'Une icône du jeu du site, à un seul trait',
    code: `<Inline space="md" padding="lg">
  <Icon name="phone" size="small" />
  <Icon name="shield" />
  <Icon name="droplet" size="large" />
  <Icon name="star" size="xlarge" label="Note" />
</Inline>`,
  },
  {
    group: 'Texte',
    name: 'Logo',
    description: 'Le logotype, et son symbole seul',
    code: `<Stack space="md" padding="lg">
  <Logo name="Sud Expertise Assuré" tagline="Expert d’assuré indépendant" />
  <Box padding="md" background="brand"><Logo name="Sud Expertise Assuré" tone="dark" size="small" /></Box>
  <LogoMark />
</Stack>`,
  },
]

const lists: Snippet[] = [
  {
    group: 'Cartes et listes',
    name: 'ServiceCard',
    description: 'La carte d’un service, toute cliquable',
    code: `<Box padding="lg">
  <ServiceCard title="Expertise fissures" description="Nous identifions l’origine des fissures et évaluons leur gravité." href="/services/fissures" icon={<Icon name="wall" size="large" />} />
</Box>`,
  },
  {
    group: 'Cartes et listes',
    name: 'FeatureCard',
    description: 'Une carte de bénéfice ou de sous-thème',
    code: `<Box padding="lg">
  <FeatureCard title="Fissures en escalier" icon={<Icon name="wall" />}>Souvent liées à un mouvement du sol sous les fondations.</FeatureCard>
</Box>`,
  },
  {
    group: 'Cartes et listes',
    name: 'ReviewCard',
    description: 'Un avis client',
    code: `<Box padding="lg">
  <ReviewCard name="Marc Dubois" location="31 - Haute-Garonne" rating={4} date="2026-02-20T14:00:00.000Z" projectType="Réception de travaux" message="Réserves bien identifiées lors de la réception, rapport reçu sous 48${nbsp}heures." />
</Box>`,
  },
  {
    group: 'Cartes et listes',
    name: 'DetailsCard',
    description: 'Une fiche de renseignements (médiateur)',
    code: `<Box padding="lg">
  <DetailsCard
    title="Médiateur de la consommation"
    fields={[
      { label: 'Nom', value: 'Médiateur d’exemple' },
      { label: 'Adresse', value: '10 rue de la Médiation, 75000 Paris' },
      { label: 'Site', value: <Link href="https://example.fr">example.fr</Link> },
    ]}
  />
</Box>`,
  },
  {
    group: 'Cartes et listes',
    name: 'BulletList',
    description: 'Une liste à puces',
    code: `<Box padding="lg">
  <BulletList items={['Fissures apparues après une sécheresse', 'Lézardes sur une maison de moins de dix ans', 'Fissures traversantes']} />
</Box>`,
  },
  {
    group: 'Cartes et listes',
    name: 'FeatureList',
    description: 'Des points cochés, numérotés ou en étapes',
    code: `<Stack space="xl" padding="lg">
  <FeatureList variant="check" items={[{ title: 'Visite sur place' }, { title: 'Rapport chiffré' }, { title: 'Assistance face à l’assureur' }]} />
  <FeatureList
    variant="steps"
    items={[
      { title: 'Premier échange', description: 'Vous décrivez la situation.' },
      { title: 'Visite', description: 'L’expert relève les désordres.' },
      { title: 'Rapport', description: 'Clair, chiffré et opposable.' },
    ]}
  />
</Stack>`,
  },
  {
    group: 'Cartes et listes',
    name: 'IconList',
    description: 'Des engagements, chacun avec son icône',
    code: `<Box padding="lg">
  <IconList
    items={[
      { icon: 'clock', title: 'Réponse sous 24${nbsp}h', text: 'Un expert vous rappelle dans la journée.' },
      { icon: 'file', title: 'Devis gratuit', text: 'Détaillé et sans engagement.' },
      { icon: 'shield', title: 'Indépendance' },
    ]}
  />
</Box>`,
  },
  {
    group: 'Cartes et listes',
    name: 'KeyFigures',
    description: 'Des chiffres clés avec leur libellé',
    code: `<Box padding="lg">
  <KeyFigures
    items={[
      { label: 'Note moyenne', value: <Inline space="xs" align="center">4.7 <StarRating value={4.7} size="small" /></Inline> },
      { label: 'Avis publiés', value: 47 },
    ]}
  />
</Box>`,
  },
  {
    group: 'Cartes et listes',
    name: 'StarRating',
    description: 'Une note sur cinq étoiles',
    code: `<Stack space="sm" padding="lg">
  <StarRating value={5} showValue />
  <StarRating value={3.5} size="large" />
</Stack>`,
  },
  {
    group: 'Cartes et listes',
    name: 'ContactDetails',
    description: 'Téléphone, email et adresse',
    code: `<Box padding="lg">
  <ContactDetails
    items={[
      { icon: 'phone', label: 'Téléphone', value: '04 65 71 12 34', href: 'tel:+33465711234' },
      { icon: 'mail', label: 'Email', value: 'contact@example.fr', href: 'mailto:contact@example.fr' },
      { icon: 'mapPin', label: 'Adresse', value: ['1 rue de l’Exemple', '34000 Montpellier'] },
    ]}
  />
</Box>`,
  },
  {
    group: 'Cartes et listes',
    name: 'OpeningHours',
    description: 'Les horaires d’ouverture',
    code: `<Box padding="lg">
  <OpeningHours rows={[{ days: 'Lundi – Jeudi', hours: '9${nbsp}h – 19${nbsp}h' }, { days: 'Vendredi', hours: '9${nbsp}h – 18${nbsp}h' }]} />
</Box>`,
  },
  {
    group: 'Cartes et listes',
    name: 'Accordion',
    description: 'Des questions dont les réponses se déplient',
    code: `<Container narrow paddingY="lg">
  <Accordion
    items={[
      { id: 'verification', title: 'Comment les avis sont-ils vérifiés${nbsp}?', content: <p>Chaque avis est relu avant publication.</p> },
      { id: 'anonyme', title: 'Puis-je rester anonyme${nbsp}?', content: <p>Oui, cochez «${nbsp}Rester anonyme${nbsp}».</p> },
    ]}
  />
</Container>`,
  },
  {
    group: 'Cartes et listes',
    name: 'ListPanel',
    description: 'Une liste avec ses chiffres, sa mention et ses pages',
    code: `<Section>
  <ListPanel
    title="Tous les avis"
    notice="Chaque avis est vérifié par notre équipe avant publication."
    pagination={<Pagination page={0} pageCount={3} onPageChange={() => {}} label="Pages des avis clients" />}
  >
    <CardGrid>
      <CardGridItem>
        <ReviewCard name="Claire Petit" rating={5} date="2026-01-08T10:15:00.000Z" message="Un rapport clair qui a débloqué la situation." />
      </CardGridItem>
    </CardGrid>
  </ListPanel>
</Section>`,
  },
  {
    group: 'Cartes et listes',
    name: 'Pagination',
    description: 'Les pages d’une liste',
    code: `<Box padding="lg">
  <Pagination page={1} pageCount={6} onPageChange={() => {}} label="Pages des avis clients" />
</Box>`,
  },
]

const navigation: Snippet[] = [
  {
    group: 'Navigation',
    name: 'Header',
    description: 'L’en-tête du site (ici non fixe)',
    code: `<Header {...sample.header} currentPath="/services" />`,
  },
  {
    group: 'Navigation',
    name: 'MobileNav',
    description: 'Le menu du téléphone, ouvert',
    code: `<MobileNav id="menu" defaultOpen navItems={sample.navItems} currentPath="/" phone={sample.phone} quoteHref="/contact" quoteLabel="Devis Gratuit" />`,
  },
  {
    group: 'Navigation',
    name: 'Footer',
    description: 'Le pied de page du site',
    code: `<Footer {...sample.footer} />`,
  },
  {
    group: 'Navigation',
    name: 'SkipLink',
    description: 'Le lien d’évitement (visible au clavier)',
    code: `<>
  <SkipLink href="#contenu">Aller au contenu</SkipLink>
  <Box as="main" id="contenu" padding="lg"><Text>Appuyez sur Tab pour le voir.</Text></Box>
</>`,
  },
  {
    group: 'Navigation',
    name: 'Tabs',
    description: 'Des onglets, le premier choisi',
    code: `<Box padding="lg">
  <Tabs>
    <TabList aria-label="Catégories de services">
      <Tab id="batiment">Expertise bâtiment</Tab>
      <Tab id="chantier">Problèmes de chantier</Tab>
    </TabList>
    <TabPanel id="batiment"><Text>Malfaçons, fissures, humidité, infiltrations.</Text></TabPanel>
    <TabPanel id="chantier"><Text>Abandon, rupture des relations, réception.</Text></TabPanel>
  </Tabs>
</Box>`,
  },
  {
    group: 'Navigation',
    name: 'LinkList',
    description: 'Une liste de liens, et un lien seul vers l’extérieur',
    code: `<Stack space="md" padding="lg">
  <LinkList aria-label="Liens utiles" links={[{ label: 'Politique de confidentialité', href: '/politique-confidentialite' }, { label: 'Le site de la CNIL', href: 'https://www.cnil.fr', external: true }]} />
  <StandaloneLink href="https://www.economie.gouv.fr" external>Le médiateur de la consommation</StandaloneLink>
</Stack>`,
  },
  {
    group: 'Navigation',
    name: 'LinkGroup',
    description: 'Un groupe de liens titré (plan du site)',
    code: `<Box padding="lg">
  <LinkGroup title="Pages principales" links={[{ label: 'Accueil', href: '/' }, { label: 'Nos services', href: '/services' }, { label: 'Contact', href: '/contact' }]} />
</Box>`,
  },
  {
    group: 'Navigation',
    name: 'LinkProvider',
    description: 'Le composant de lien de l’application (routeur)',
    code: `<LinkProvider component={(props) => <a {...props} data-routeur="" />}>
  <Box padding="lg"><Link href="/contact">Un lien rendu par le composant de l’application</Link></Box>
</LinkProvider>`,
  },
]

const pages: Snippet[] = [
  {
    group: 'Bandeaux de page',
    name: 'Hero (accueil)',
    description: 'Le bandeau d’accueil, plein écran',
    code: `<Hero
  variant="home"
  title="Expert d’assuré indépendant"
  tagline="Ensemble, défendons vos intérêts"
  actions={<><LinkButton href="/contact" size="large">Consultation gratuite</LinkButton><LinkButton href="/services" variant="inverse" size="large">Nos expertises</LinkButton></>}
  badges={[{ icon: <Icon name="shield" />, label: 'Expert indépendant' }, { icon: <Icon name="award" />, label: 'Défense de vos intérêts' }]}
>
  Malfaçons, fissures, infiltrations${nbsp}: nous défendons les particuliers face aux assureurs.
</Hero>`,
  },
  {
    group: 'Bandeaux de page',
    name: 'Hero (page)',
    description: 'Le bandeau d’une page intérieure, avec son retour et son dessin',
    code: `<Hero title="Expertise fissures" breadcrumb={<BackLink href="/services">Retour à tous les services</BackLink>} aside={<IllustrationFissures title="Une maison fissurée" />}>
  Nous identifions l’origine des fissures, mesurons leur évolution et chiffrons les réparations.
</Hero>`,
  },
  {
    group: 'Bandeaux de page',
    name: 'Hero (campagne)',
    description: 'Le bandeau d’une page de campagne',
    code: `<Hero
  variant="landing"
  eyebrow="Expertise fissures"
  title="Fissures sur votre maison${nbsp}: faites appel à un expert"
  tagline="Un expert évalue la gravité et défend vos droits."
  claims={['Déplacement sous 72${nbsp}h', 'Devis gratuit sous 48${nbsp}h']}
  actions={<LinkButton href="#formulaire" size="large" icon={<Icon name="arrowRight" />}>Être rappelé gratuitement</LinkButton>}
/>`,
  },
  {
    group: 'Bandeaux de page',
    name: 'SectionHeading',
    description: 'Le titre d’un bandeau, avec son étiquette et son introduction',
    code: `<Section>
  <SectionHeading badge="Témoignages Clients" title="Ce que nos clients disent de nous" intro="Des avis vérifiés, publiés tels quels." align="left" />
</Section>`,
  },
  {
    group: 'Bandeaux de page',
    name: 'FormSection',
    description: 'Le bandeau de la demande de devis rapide',
    code: `<FormSection id="devis" title="Demandez votre devis gratuit" intro="Réponse sous 24${nbsp}heures ouvrées.">
  <QuickQuoteForm {...sample.quickQuoteForm} />
</FormSection>`,
  },
  {
    group: 'Bandeaux de page',
    name: 'CookieBanner',
    description: 'Le bandeau des cookies, en bas de l’écran',
    code: `<CookieBanner privacyHref="/politique-confidentialite" />`,
  },
]

const forms: Snippet[] = [
  {
    group: 'Formulaires',
    name: 'QuickQuoteForm',
    description: 'La demande de devis rapide',
    code: `<Container narrow paddingY="lg">
  <QuickQuoteForm {...sample.quickQuoteForm} title="Demande de devis" presetProjectType="fissures" />
</Container>`,
  },
  {
    group: 'Formulaires',
    name: 'ContactForm',
    description: 'La demande de renseignements complète',
    code: `<Container narrow paddingY="lg">
  <ContactForm {...sample.contactForm} title="Demande de renseignements" />
</Container>`,
  },
  {
    group: 'Formulaires',
    name: 'ReviewForm',
    description: 'Le formulaire d’avis client',
    code: `<Container narrow paddingY="lg">
  <ReviewForm {...sample.reviewForm} />
</Container>`,
  },
  {
    group: 'Formulaires',
    name: 'TextField',
    description: 'Un champ de texte, valide puis en erreur',
    code: `<Stack space="md" padding="lg">
  <TextField label="Nom complet" isRequired />
  <TextField label="Adresse email" type="email" isInvalid errorMessage="Veuillez entrer une adresse email valide" defaultValue="jean@" />
</Stack>`,
  },
  {
    group: 'Formulaires',
    name: 'TextArea',
    description: 'Un champ de texte long',
    code: `<Box padding="lg">
  <TextArea label="Votre message" description="Au moins 10${nbsp}caractères." placeholder="Décrivez votre situation" />
</Box>`,
  },
  {
    group: 'Formulaires',
    name: 'Select',
    description: 'Une liste de choix',
    code: `<Box padding="lg">
  <Select label="Type de projet" placeholder="Sélectionnez…" items={[{ id: 'fissures', label: 'Expertise fissures' }, { id: 'humidite', label: 'Humidité' }]} />
</Box>`,
  },
  {
    group: 'Formulaires',
    name: 'DatePicker',
    description: 'Une date, au format jj/mm/aaaa',
    code: `<Box padding="lg">
  <DatePicker label="Date souhaitée" description="Facultatif." />
</Box>`,
  },
  {
    group: 'Formulaires',
    name: 'Checkbox',
    description: 'Une case à cocher, avec un lien dans son libellé',
    code: `<Box padding="lg">
  <Checkbox isRequired>
    J’accepte les <CheckboxLink href="/conditions-utilisation">conditions d’utilisation</CheckboxLink>
  </Checkbox>
</Box>`,
  },
  {
    group: 'Formulaires',
    name: 'StarRatingInput',
    description: 'La note que donne un client',
    code: `<Box padding="lg">
  <StarRatingInput label="Votre note" defaultValue={4} isRequired />
</Box>`,
  },
  {
    group: 'Formulaires',
    name: 'Field',
    description: 'Les pièces d’un champ sur mesure : libellé, aide, erreur',
    code: `<Stack space="md" padding="lg">
  <RequiredLegend />
  <AriaTextField isRequired isInvalid className={fieldStyles.field}>
    <Label isRequired>Nom complet</Label>
    <AriaInput className={fieldStyles.inputBox} />
    <Description>Tel qu’il figure sur votre contrat.</Description>
    <FieldError>Veuillez indiquer votre nom</FieldError>
  </AriaTextField>
</Stack>`,
  },
  {
    group: 'Formulaires',
    name: 'Field (natif)',
    description: 'La marque et la ligne d’erreur d’un champ HTML natif',
    code: `<Stack space="xs" padding="lg">
  <label htmlFor="ville">Ville <RequiredMarker /></label>
  <input id="ville" className={fieldStyles.inputBox} aria-describedby="ville-erreur" aria-invalid />
  <FieldErrorText id="ville-erreur">Veuillez indiquer la ville du bien</FieldErrorText>
</Stack>`,
  },
  {
    group: 'Formulaires',
    name: 'Honeypot',
    description: 'Le champ piège à robots, invisible',
    code: `<Box padding="lg">
  <Honeypot value="" onChange={() => {}} />
  <Text tone="muted">Le champ piège est là, invisible pour les visiteurs.</Text>
</Box>`,
  },
]

const feedback: Snippet[] = [
  {
    group: 'Retours',
    name: 'Toaster',
    description: 'Les notifications, en thème clair et sombre',
    code: `<Stack space="md" padding="lg" align="flex-start">
  <Button onPress={() => showToast({ title: 'Demande envoyée', description: 'Nous vous recontactons sous 24${nbsp}heures.', variant: 'success' })}>
    Afficher une notification
  </Button>
  <Toaster theme="light" />
</Stack>`,
  },
  {
    group: 'Retours',
    name: 'Toaster (sombre)',
    description: 'Les notifications d’un système en mode sombre',
    code: `<Stack space="md" padding="lg" align="flex-start">
  <Button onPress={() => showToast({ title: 'Erreur d’envoi', description: 'Veuillez réessayer.', variant: 'destructive' })}>
    Afficher une erreur
  </Button>
  <Toaster theme="dark" />
</Stack>`,
  },
  {
    group: 'Retours',
    name: 'Spinner',
    description: 'Un chargement en cours',
    code: `<Box padding="lg"><Spinner label="Chargement…" /></Box>`,
  },
  {
    group: 'Retours',
    name: 'LoadingState',
    description: 'Une liste en cours de chargement',
    code: `<LoadingState message="Chargement des avis…" />`,
  },
  {
    group: 'Retours',
    name: 'ErrorState',
    description: 'Une liste qui n’a pas pu se charger',
    code: `<ErrorState message="Une erreur s’est produite lors du chargement des avis." onRetry={() => {}} />`,
  },
  {
    group: 'Retours',
    name: 'EmptyState',
    description: 'Une liste encore vide',
    code: `<EmptyState message="Aucun avis pour le moment." action={<LinkButton href="/avis-clients/nouveau">Partager mon expérience</LinkButton>} />`,
  },
  {
    group: 'Retours',
    name: 'ErrorPanel',
    description: 'Un panneau d’erreur, avec son action',
    code: `<Box padding="lg">
  <ErrorPanel message="Le formulaire n’a pas pu se charger.">
    <NativeButton variant="secondary">Réessayer</NativeButton>
  </ErrorPanel>
</Box>`,
  },
  {
    group: 'Retours',
    name: 'FormSent',
    description: 'La confirmation après un envoi',
    code: `<Box padding="lg">
  <FormSent title="Merci, votre demande est envoyée" description="Un expert vous rappelle sous 24${nbsp}heures ouvrées." />
</Box>`,
  },
  {
    group: 'Retours',
    name: 'FormUnavailable',
    description: 'Un formulaire indisponible, et comment nous joindre',
    code: `<Box padding="lg">
  <FormUnavailable message="Le formulaire est momentanément indisponible.">
    <ContactFallback
      placement="panel"
      sentence={['Appelez-nous au ', { href: 'tel:+33465711234', label: '04 65 71 12 34' }, ' ou écrivez à ', { href: 'mailto:contact@example.fr', label: 'contact@example.fr' }, '.']}
    />
  </FormUnavailable>
</Box>`,
  },
]

const drawings: [name: string, description: string][] = [
  ['IllustrationMalfacons', 'Malfaçons'],
  ['IllustrationFissures', 'Fissures'],
  ['IllustrationHumidite', 'Humidité'],
  ['IllustrationInfiltrations', 'Infiltrations'],
  ['IllustrationDegatsDesEaux', 'Dégâts des eaux'],
  ['IllustrationRuptureRelations', 'Rupture des relations avec l’entreprise'],
  ['IllustrationAbandonChantier', 'Abandon de chantier'],
  ['IllustrationReceptionChantier', 'Réception de chantier'],
  ['IllustrationBilanAvantAchat', 'Bilan avant achat'],
  ['IllustrationBilanAvantVente', 'Bilan avant vente'],
  ['IllustrationIncendies', 'Incendies'],
  ['IllustrationValeurVenaleAvant', 'Valeur vénale avant sinistre'],
  ['IllustrationValeurVenaleApres', 'Valeur vénale après sinistre'],
]

const illustrations: Snippet[] = [
  ...drawings.map(([name, description]) => ({
    group: 'Illustrations',
    name,
    description: `Le dessin du service «${nbsp}${description}${nbsp}»`,
    code: `<Box padding="lg"><${name} title="${description}" /></Box>`,
  })),
  {
    group: 'Illustrations',
    name: 'IllustrationFrame',
    description: 'Le canevas commun, pour un nouveau dessin',
    code: `<Box padding="lg">
  <IllustrationFrame title="Un nouveau dessin">
    <circle cx="160" cy="100" r="40" fill="none" stroke="currentColor" strokeWidth="3" />
  </IllustrationFrame>
</Box>`,
  },
]

const snippets: Snippet[] = [...layout, ...actions, ...text, ...lists, ...navigation, ...pages, ...forms, ...feedback, ...illustrations]

export default snippets
