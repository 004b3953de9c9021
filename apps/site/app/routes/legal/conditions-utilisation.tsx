// The terms of use: 12 articles; the last-updated date is the visitor's own.
import { conditionsUtilisation, conditionsUtilisationMeta } from '../../content/conditions-utilisation'
import { legalRoute } from './legal-route'

const route = legalRoute('/conditions-utilisation', conditionsUtilisationMeta, conditionsUtilisation)

export const meta = route.meta
export default route.Component
