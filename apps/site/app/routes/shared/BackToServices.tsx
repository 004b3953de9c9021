import { Link } from 'react-router'
import { Icon } from '@expert/ui/Icon'
import { serviceDetailLabels } from '../../content/services'
import * as styles from './BackToServices.css'

/** The way back to the services list, above the title of a service page or of 'Service introuvable'. */
export function BackToServices() {
  return (
    <Link to="/services" className={styles.backLink}>
      <Icon name="arrowLeft" size="inherit" />
      {serviceDetailLabels.backToServices}
    </Link>
  )
}
