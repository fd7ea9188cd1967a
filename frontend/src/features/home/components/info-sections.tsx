import { Coffee, Euro, HeartHandshake, Sun, Sunrise, Sunset, Waves, Flower2 } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { Container, SectionHeading } from './section-heading'

const REASONS = [
  { icon: Waves, key: 'r1' },
  { icon: Sun, key: 'r2' },
  { icon: Euro, key: 'r3' },
  { icon: HeartHandshake, key: 'r4' },
] as const

export function WhySurf() {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="why-title" className="py-16 sm:py-20">
      <Container>
        <SectionHeading id="why-title" title={t('home.why.title')} subtitle={t('home.why.subtitle')} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {REASONS.map(({ icon: Icon, key }) => (
            <li key={key} className="rounded-3xl border border-sand-200 bg-white p-6 shadow-sm">
              <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-ocean-50 text-ocean-700">
                <Icon className="h-6 w-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-bold text-slate-900">{t(`home.why.${key}Title`)}</h3>
              <p className="mt-2 text-sm text-slate-600">{t(`home.why.${key}Text`)}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}

const FEATURES = [
  { icon: Sunrise, key: 'f1' },
  { icon: Flower2, key: 'f2' },
  { icon: Coffee, key: 'f3' },
  { icon: Sunset, key: 'f4' },
] as const

export function SurfLife() {
  const { t } = useTranslation()
  return (
    <section
      aria-labelledby="life-title"
      className="bg-gradient-to-br from-ocean-800 to-ocean-950 py-16 text-white sm:py-20"
    >
      <Container>
        <SectionHeading id="life-title" title={t('home.life.title')} subtitle={t('home.life.subtitle')} light />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ icon: Icon, key }) => (
            <li key={key} className="rounded-3xl bg-white/10 p-6 ring-1 ring-white/15 backdrop-blur">
              <Icon className="h-8 w-8 text-sunset-400" aria-hidden="true" />
              <h3 className="mt-4 text-lg font-bold">{t(`home.life.${key}Title`)}</h3>
              <p className="mt-2 text-sm text-ocean-50/85">{t(`home.life.${key}Text`)}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
