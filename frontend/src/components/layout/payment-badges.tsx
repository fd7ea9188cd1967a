// Card and wallet marks drawn inline (no external images): simplified, recognisable shapes.

function Frame({
  label,
  children,
  className = 'bg-white',
}: {
  label: string
  children: React.ReactNode
  className?: string
}) {
  return (
    <li
      className={`flex h-8 w-12 items-center justify-center rounded-md border border-white/20 shadow-sm ${className}`}
    >
      <span className="sr-only">{label}</span>
      <span aria-hidden="true" className="flex items-center justify-center">
        {children}
      </span>
    </li>
  )
}

export function PaymentBadges() {
  return (
    <ul className="flex flex-wrap items-center gap-2">
      <Frame label="Visa">
        <span className="text-[13px] font-black tracking-tight text-[#1a1f71] italic">VISA</span>
      </Frame>
      <Frame label="Mastercard">
        <svg viewBox="0 0 36 22" className="h-5 w-8">
          <circle cx="13" cy="11" r="9" fill="#eb001b" />
          <circle cx="23" cy="11" r="9" fill="#f79e1b" />
          <path d="M18 3.5a9 9 0 0 1 0 15 9 9 0 0 1 0-15z" fill="#ff5f00" />
        </svg>
      </Frame>
      <Frame label="American Express" className="bg-[#2e77bc]">
        <span className="text-[10px] leading-none font-black tracking-tighter text-white">AMEX</span>
      </Frame>
      <Frame label="PayPal">
        {/* The brand's wordmark, the same in every language (not the word "Pay" to translate). */}
        <span className="text-[11px] font-extrabold italic" lang="en" translate="no">
          <span className="text-[#003087]">Pay</span>
          <span className="text-[#0070ba]">Pal</span>
        </span>
      </Frame>
    </ul>
  )
}
