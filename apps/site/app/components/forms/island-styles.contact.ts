// Full contact form island styles (see island-styles.ts).
import './island-styles'
import '../../../../../packages/ui/src/components/ContactForm/ContactForm.css'
