// Sample content the snippets spread into the components that need a lot of it (forms, header,
// footer): `sample.quickQuoteForm`, `sample.header`… in the playroom's scope. The design system's own
// sample content (`@expert/ui/fixtures`, what its stories and page templates use); the site's copy
// stays in apps/site.
import type { ContactFormProps } from '@expert/ui/ContactForm'
import {
  sampleContactLabels,
  sampleContactProjectChoices,
  sampleDepartments,
  sampleFooter,
  sampleHeader,
  sampleNavItems,
  samplePrivacyNotice,
  sampleQuickLabels,
  sampleQuickProjectTypes,
  sampleReviewLabels,
  sampleValidateContact,
  sampleValidateQuickQuote,
  sampleValidateReview,
} from '@expert/ui/fixtures'
import type { HeaderProps } from '@expert/ui/Header'
import type { QuickQuoteFormProps } from '@expert/ui/QuickQuoteForm'
import type { ReviewFormProps } from '@expert/ui/ReviewForm'

const ignore = () => {}

export const sample = {
  header: { ...sampleHeader, currentPath: '/', position: 'static' } satisfies HeaderProps,
  navItems: sampleNavItems,
  phone: sampleHeader.phone,
  footer: sampleFooter,
  quickQuoteForm: {
    onSubmit: ignore,
    projectTypes: sampleQuickProjectTypes,
    validate: sampleValidateQuickQuote,
    labels: sampleQuickLabels,
    privacyNotice: samplePrivacyNotice,
  } satisfies QuickQuoteFormProps,
  contactForm: {
    onSubmit: ignore,
    projectTypes: sampleContactProjectChoices,
    validate: sampleValidateContact,
    labels: sampleContactLabels,
    privacyNotice: samplePrivacyNotice,
  } satisfies ContactFormProps,
  reviewForm: {
    onSubmit: ignore,
    labels: sampleReviewLabels,
    projectTypes: sampleQuickProjectTypes,
    locations: sampleDepartments,
    privacyNotice: samplePrivacyNotice,
    validate: sampleValidateReview,
  } satisfies ReviewFormProps,
}
