/** wa.me deep link for a configured number (any formatting) with a prefilled message. */
export function whatsappLink(number: string, text: string): string {
  const digits = number.replace(/\D/g, '')
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`
}
