// Every public component of @expert/ui, imported the way any app imports them: from the package's
// public entry points only (the root and one subpath per component folder). The playroom thereby
// proves the public API; packages/ui/src/templates/public-api.test.ts fails when a component the
// package exports is missing here or has no snippet.
export { Box, Columns, Container, Inline, Stack } from '@expert/ui'
export { Accordion } from '@expert/ui/Accordion'
export { AdviceBox } from '@expert/ui/AdviceBox'
export { BackLink } from '@expert/ui/BackLink'
export { Badge } from '@expert/ui/Badge'
export { BulletList } from '@expert/ui/BulletList'
export { Button, LinkButton, NativeButton } from '@expert/ui/Button'
export { CardGrid, CardGridItem } from '@expert/ui/CardGrid'
export { CardShowcase } from '@expert/ui/CardShowcase'
export { Checkbox, CheckboxLink } from '@expert/ui/Checkbox'
export { ContactDetails } from '@expert/ui/ContactDetails'
export { ContactForm } from '@expert/ui/ContactForm'
export { CookieBanner } from '@expert/ui/CookieBanner'
export { DatePicker } from '@expert/ui/DatePicker'
export { DetailsCard } from '@expert/ui/DetailsCard'
export { FeatureCard } from '@expert/ui/FeatureCard'
export { FeatureList } from '@expert/ui/FeatureList'
export { Description, FieldError, FieldErrorText, Label, RequiredLegend, RequiredMarker } from '@expert/ui/Field'
export { Footer } from '@expert/ui/Footer'
export { ContactFallback, FormSent, FormUnavailable } from '@expert/ui/FormFallback'
export { FormSection } from '@expert/ui/FormSection'
export { Header } from '@expert/ui/Header'
export { Hero } from '@expert/ui/Hero'
export { Highlight } from '@expert/ui/Highlight'
export { Honeypot } from '@expert/ui/Honeypot'
export { Icon } from '@expert/ui/Icon'
export { IconList } from '@expert/ui/IconList'
export {
  IllustrationAbandonChantier,
  IllustrationBilanAvantAchat,
  IllustrationBilanAvantVente,
  IllustrationDegatsDesEaux,
  IllustrationFissures,
  IllustrationFrame,
  IllustrationHumidite,
  IllustrationIncendies,
  IllustrationInfiltrations,
  IllustrationMalfacons,
  IllustrationReceptionChantier,
  IllustrationRuptureRelations,
  IllustrationValeurVenaleApres,
  IllustrationValeurVenaleAvant,
} from '@expert/ui/Illustration'
export { KeyFigures } from '@expert/ui/KeyFigures'
export { Link } from '@expert/ui/Link'
export { LinkGroup, LinkList, StandaloneLink } from '@expert/ui/LinkList'
export { LinkProvider } from '@expert/ui/LinkProvider'
export { ListPanel } from '@expert/ui/ListPanel'
export { Logo, LogoMark } from '@expert/ui/Logo'
export { MobileNav } from '@expert/ui/MobileNav'
export { OpeningHours } from '@expert/ui/OpeningHours'
export { Pagination } from '@expert/ui/Pagination'
export { Panel } from '@expert/ui/Panel'
export { Prose } from '@expert/ui/Prose'
export { QuickQuoteForm } from '@expert/ui/QuickQuoteForm'
export { ReviewCard } from '@expert/ui/ReviewCard'
export { ReviewForm } from '@expert/ui/ReviewForm'
export { Section, SectionHeading } from '@expert/ui/Section'
export { Select } from '@expert/ui/Select'
export { ServiceCard } from '@expert/ui/ServiceCard'
export { SkipLink } from '@expert/ui/SkipLink'
export { Spinner } from '@expert/ui/Spinner'
export { StarRating, StarRatingInput } from '@expert/ui/StarRating'
export { EmptyState, ErrorPanel, ErrorState, LoadingState } from '@expert/ui/States'
export { Tab, TabList, TabPanel, Tabs } from '@expert/ui/Tabs'
export { TextArea } from '@expert/ui/TextArea'
export { TextButton } from '@expert/ui/TextButton'
export { TextField } from '@expert/ui/TextField'
export { Toaster } from '@expert/ui/Toast'
export { Heading, Text } from '@expert/ui/Typography'
