// What the visitor typed, ticked or chose before an island hydrated, handed to React once it is live.
/**
 * After hydration, React keeps what the visitor typed in the DOM but its state still holds the
 * prerendered value, which the next render would write back. The prerendered value is the field's
 * default (`defaultValue` / `defaultChecked` / an option's `defaultSelected`: the HTML's attributes),
 * so a field whose live value differs was edited before hydration: replay the edit as the event React
 * listens to, so its state follows. Text, e-mail, phone and date inputs, text areas, check boxes,
 * radios (the stars) and selects (the native lists) are all prerendered fields a visitor can use
 * before the island's code is there.
 */
export function handEditsToReact(root: Element) {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')) {
    if (field instanceof HTMLSelectElement) {
      // React hears a select's choice through its change event and reads the value it shows: the
      // visitor's choice stays, and React's state takes it.
      for (const option of field.options) {
        if (option.selected === option.defaultSelected) continue
        field.dispatchEvent(new Event('change', { bubbles: true }))
        break
      }
      continue
    }
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked === field.defaultChecked) continue
      // A radio group reports the newly chosen one; the one it replaced follows by itself.
      if (field.type === 'radio' && !field.checked) continue
      // Back to what React rendered, then a real click: the browser toggles it and React hears it.
      field.checked = field.defaultChecked
      field.click()
      continue
    }
    if (field.type === 'hidden' || field.value === field.defaultValue) continue
    const typed = field.value
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
    const setNativeValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set
    if (!setNativeValue) continue
    // Through the element's own setter (React's value tracker sees the prerendered value), then the
    // native one (the field shows what was typed): React's input listener sees a change and reports it.
    field.value = field.defaultValue
    setNativeValue.call(field, typed)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  }
}
