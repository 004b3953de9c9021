// Quick-quote island styles (see island-styles.ts): the shared field styles plus DatePicker and the form.
import './island-styles'
import '../../../../../packages/ui/src/components/DatePicker/DatePicker.css'
import '../../../../../packages/ui/src/components/QuickQuoteForm/QuickQuoteForm.css'
