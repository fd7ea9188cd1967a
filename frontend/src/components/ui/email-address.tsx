/**
 * An e-mail address as text that, in a narrow column, wraps after its "@" rather than inside a word
 * ("hello@surfcamp.lo / cal"): the line break is offered there, and a part still too long for the line
 * breaks where it must.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.indexOf('@')
  if (at < 0) return <span className="[overflow-wrap:anywhere]">{address}</span>
  return (
    <span className="[overflow-wrap:anywhere]">
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </span>
  )
}
