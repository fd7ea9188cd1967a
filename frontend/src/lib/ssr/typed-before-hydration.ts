/**
 * Hands to React what the visitor typed, chose or ticked in a server-rendered form before its code
 * had run: the browser kept it in the fields, but the form's state still holds the server's values,
 * so the first re-render would wipe it and a submit would say the fields are empty. Each field that
 * differs from its server value gets the event React listens to, with the value it holds.
 *
 * `Prerendered` (prerendered.tsx) does this for every form of the page once hydration is over, so a
 * form on a server-rendered page needs nothing of its own (the forgot-password form lost the e-mail
 * typed before hydration when each form had to ask for it).
 */
export function replayTypedValues(form: HTMLFormElement): void {
  // Read every field first: each event re-renders the form, which puts the fields not yet replayed
  // back to the state's (server) values.
  const replays: Array<() => void> = []
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
      if (element.checked !== element.defaultChecked) {
        replays.push(() => {
          element.checked = element.defaultChecked
          element.click() // ticks it as the visitor did: React's onChange follows the click
        })
      }
    } else if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
      if (element.value !== element.defaultValue && element.type !== 'file') {
        const typed = element.value
        // The prototype's setter changes the field without telling React (its own setter on the element does).
        const proto = element instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype
        const setter = Object.getOwnPropertyDescriptor(proto, 'value')!.set!
        replays.push(() => {
          element.value = element.defaultValue // what React believes the field holds
          setter.call(element, typed)
          element.dispatchEvent(new Event('input', { bubbles: true }))
        })
      }
    } else if (element instanceof HTMLSelectElement) {
      const chosen = Array.from(element.options).map((option) => option.selected)
      if (Array.from(element.options).some((option, index) => chosen[index] !== option.defaultSelected)) {
        replays.push(() => {
          Array.from(element.options).forEach((option, index) => (option.selected = chosen[index] ?? false))
          element.dispatchEvent(new Event('change', { bubbles: true }))
        })
      }
    }
  }
  for (const replay of replays) replay()
}
