// The terms of sale of the expertise services.
import { conditionsVente, conditionsVenteMeta } from '../../content/conditions-vente'
import { legalRoute } from './legal-route'

const route = legalRoute('/conditions-vente', conditionsVenteMeta, conditionsVente)

export const meta = route.meta
export default route.Component
