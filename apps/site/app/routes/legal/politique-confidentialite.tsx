// The privacy policy: data collected, purposes, retention, rights, cookies.
import { politiqueConfidentialite, politiqueConfidentialiteMeta } from '../../content/politique-confidentialite'
import { legalRoute } from './legal-route'

const route = legalRoute('/politique-confidentialite', politiqueConfidentialiteMeta, politiqueConfidentialite)

export const meta = route.meta
export default route.Component
