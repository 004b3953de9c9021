// The legal notice: publisher, director, host, contact, the way to the privacy policy.
import { mentionsLegales, mentionsLegalesMeta } from '../../content/mentions-legales'
import { legalRoute } from './legal-route'

const route = legalRoute('/mentions-legales', mentionsLegalesMeta, mentionsLegales)

export const meta = route.meta
export default route.Component
