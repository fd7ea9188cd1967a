import { Input, type InputProps } from './input'

/** A whole number (days, people, places): the number keyboard, steps of one; `min` and `max` are the form's. */
export function CountInput(props: InputProps) {
  return <Input type="number" inputMode="numeric" step={1} {...props} />
}
