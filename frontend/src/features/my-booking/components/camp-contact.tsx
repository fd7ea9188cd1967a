import type { ReactNode } from 'react'
import { Mail, MapPin, Phone, type LucideIcon } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import type { MyBooking } from '@/api/types'
import { EmailAddress } from '@/components/ui/email-address'
import { Card } from './my-booking-card'

function ContactItem({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="flex gap-2">
      <Icon className="mt-0.5 h-4 w-4 shrink-0 text-ocean-700" aria-hidden="true" />
      {children}
    </li>
  )
}

/** The camp the booking is with, and how to reach it. */
export function CampContact({ camp }: { camp: MyBooking['camp'] }) {
  const { t } = useTranslation()
  return (
    <Card title={t('myBooking.camp')} id="camp">
      <p className="font-semibold text-slate-900">{camp.name}</p>
      <ul className="mt-2 space-y-1.5 text-sm text-slate-700">
        {camp.place || camp.address ? (
          <ContactItem icon={MapPin}>
            <span>
              <span className="sr-only">{t('myBooking.addressLabel')}</span>
              {/* The address names its town and country; the place stands in where there is none. */}
              {camp.address ? <span lang={camp.addressLanguage ?? undefined}>{camp.address}</span> : camp.place}
              {camp.mapsUrl ? ' ' : null}
              {camp.mapsUrl ? (
                <a
                  href={camp.mapsUrl}
                  className="ml-2 font-semibold text-ocean-700 hover:underline"
                  rel="noreferrer"
                  target="_blank"
                >
                  {t('myBooking.map')}
                </a>
              ) : null}
            </span>
          </ContactItem>
        ) : null}
        {camp.phone ? (
          <ContactItem icon={Phone}>
            <a
              href={`tel:${camp.phone}`}
              className="hover:underline"
              aria-label={`${t('myBooking.phone')}: ${camp.phone}`}
            >
              {camp.phone}
            </a>
          </ContactItem>
        ) : null}
        {camp.email ? (
          <ContactItem icon={Mail}>
            <a href={`mailto:${camp.email}`} className="hover:underline">
              <EmailAddress address={camp.email} />
            </a>
          </ContactItem>
        ) : null}
      </ul>
    </Card>
  )
}
