// Styles of the code-split form islands, imported statically by the page-side frames so the
// prerendered form is styled at first paint: the stylesheets become part of the route's CSS
// (<link> in the HTML) instead of arriving with the island's JS chunk (a flash of unstyled form).
// Only the vanilla-extract style modules are imported (class-name strings, a few hundred bytes
// of JS); the components themselves stay in the island chunk.
//
// The design system has no styles-only subpath yet, hence the paths into packages/ui/src: a moved
// file fails the build loudly. Ask: expose `@expert/ui/<Form>/styles` and import that instead.
import '../../../../../packages/ui/src/components/Button/Button.css'
import '../../../../../packages/ui/src/components/Spinner/Spinner.css'
import '../../../../../packages/ui/src/components/Field/Field.css'
import '../../../../../packages/ui/src/components/TextField/TextField.css'
import '../../../../../packages/ui/src/components/TextArea/TextArea.css'
import '../../../../../packages/ui/src/components/Select/Select.css'
import '../../../../../packages/ui/src/components/Checkbox/Checkbox.css'
import '../../../../../packages/ui/src/components/Honeypot/Honeypot.css'
import '../../../../../packages/ui/src/private/ContactForm.parts.css'
