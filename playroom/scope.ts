// What the playroom's JSX can use besides the components: the sample content, the function that
// shows a notification, and the two react-aria-components pieces a custom field is built from (the
// Field snippets show the design system's labels, descriptions and errors on one).
import { Input, TextField } from 'react-aria-components'
import { fieldStyles } from '@expert/ui/Field'
import { showToast } from '@expert/ui/Toast'
import { sample } from './sample'

export default function useScope() {
  return { sample, showToast, fieldStyles, AriaTextField: TextField, AriaInput: Input }
}
