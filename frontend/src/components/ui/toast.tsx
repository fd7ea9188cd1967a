import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react'
import { X } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { cn } from '@/lib/ui/cn'

export interface ToastInput {
  title: string
  description?: string
  variant?: 'default' | 'success' | 'destructive'
  /** Milliseconds before it disappears on its own. */
  duration?: number
}

interface ToastItem extends Required<Omit<ToastInput, 'description'>> {
  id: number
  description?: string
}

type ToastFn = (toast: ToastInput) => void

const ToastContext = createContext<ToastFn | null>(null)

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const [toasts, setToasts] = useState<ToastItem[]>([])
  const nextId = useRef(1)

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((item) => item.id !== id)), [])

  const toast = useCallback<ToastFn>(
    ({ title, description, variant = 'default', duration = 5000 }) => {
      const id = nextId.current++
      setToasts((list) => [...list.slice(-3), { id, title, description, variant, duration }])
      window.setTimeout(() => dismiss(id), duration)
    },
    [dismiss],
  )

  const value = useMemo(() => toast, [toast])

  return (
    <ToastContext.Provider value={value}>
      {children}
      <section
        aria-label={t('common.notifications')}
        className="pointer-events-none fixed inset-x-0 top-0 z-[60] flex flex-col items-center gap-2 p-4 sm:top-auto sm:right-0 sm:bottom-0 sm:left-auto sm:items-end"
      >
        {toasts.map((item) => (
          <div
            key={item.id}
            role={item.variant === 'destructive' ? 'alert' : 'status'}
            aria-live={item.variant === 'destructive' ? 'assertive' : 'polite'}
            data-variant={item.variant}
            className={cn(
              'animate-toast-in pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border p-4 shadow-lg',
              item.variant === 'destructive'
                ? 'border-red-300 bg-red-600 text-white'
                : item.variant === 'success'
                  ? 'border-emerald-200 bg-white text-slate-900'
                  : 'border-slate-200 bg-white text-slate-900',
            )}
          >
            <div className="flex-1 space-y-0.5">
              <p className="text-sm font-semibold">{item.title}</p>
              {item.description ? (
                <p className={cn('text-sm', item.variant === 'destructive' ? 'text-red-50' : 'text-slate-600')}>
                  {item.description}
                </p>
              ) : null}
            </div>
            <button
              type="button"
              onClick={() => dismiss(item.id)}
              className="rounded-full p-1 opacity-70 hover:opacity-100"
              aria-label={t('common.dismiss')}
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </button>
          </div>
        ))}
      </section>
    </ToastContext.Provider>
  )
}

export function useToast(): ToastFn {
  const toast = useContext(ToastContext)
  if (!toast) throw new Error('useToast must be used inside ToastProvider')
  return toast
}
