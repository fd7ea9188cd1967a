import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react'
import * as RadixToast from '@radix-ui/react-toast'
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

/**
 * Toasts on Radix Toast: each is a status (a failure an alert) read out once, inside a lasting live
 * region that stays readable under a modal; F8 moves focus to them, a hovered or focused toast waits,
 * Escape, a swipe or the × dismisses one.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const [toasts, setToasts] = useState<ToastItem[]>([])
  const nextId = useRef(1)

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((item) => item.id !== id)), [])

  const toast = useCallback<ToastFn>(({ title, description, variant = 'default', duration = 5000 }) => {
    const id = nextId.current++
    setToasts((list) => [...list.slice(-3), { id, title, description, variant, duration }])
  }, [])

  const value = useMemo(() => toast, [toast])

  return (
    <ToastContext.Provider value={value}>
      <RadixToast.Provider label={t('common.notification')} swipeDirection="right">
        {children}
        {toasts.map((item) => (
          // Root and viewport render as div (asChild): a toast is a status or an alert, not a list
          // item, and a list may only hold list items (axe: list).
          <RadixToast.Root
            asChild
            key={item.id}
            open
            onOpenChange={(open) => {
              if (!open) dismiss(item.id)
            }}
            duration={item.duration}
            type={item.variant === 'destructive' ? 'foreground' : 'background'}
            // The toast is its own live region, as a status or, when something failed, an alert.
            role={item.variant === 'destructive' ? 'alert' : 'status'}
            aria-live={item.variant === 'destructive' ? 'assertive' : 'polite'}
            data-variant={item.variant}
            className={cn(
              'animate-toast-in pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border p-4 shadow-lg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ocean-500',
              item.variant === 'destructive'
                ? 'border-red-300 bg-red-600 text-white'
                : item.variant === 'success'
                  ? 'border-emerald-200 bg-white text-slate-900'
                  : 'border-slate-200 bg-white text-slate-900',
            )}
          >
            <div>
              {/* Left out of Radix's extra read-out copy: said once, by the toast, and found once on the page. */}
              <div className="flex-1 space-y-0.5" data-radix-toast-announce-exclude="">
                <RadixToast.Title className="text-sm font-semibold">{item.title}</RadixToast.Title>
                {item.description ? (
                  <RadixToast.Description
                    className={cn('text-sm', item.variant === 'destructive' ? 'text-red-50' : 'text-slate-600')}
                  >
                    {item.description}
                  </RadixToast.Description>
                ) : null}
              </div>
              <RadixToast.Close
                className="rounded-full p-1 opacity-70 hover:opacity-100"
                aria-label={t('common.dismiss')}
              >
                <X className="h-4 w-4" aria-hidden="true" />
              </RadixToast.Close>
            </div>
          </RadixToast.Root>
        ))}
        {/* A lasting live region, which a modal dialog also leaves to screen readers (aria-hidden skips live regions). */}
        <RadixToast.Viewport
          asChild
          aria-live="polite"
          label={`${t('common.notifications')} ({hotkey})`}
          className="pointer-events-none fixed inset-x-0 top-0 z-[60] m-0 flex list-none flex-col items-center gap-2 p-4 outline-none sm:top-auto sm:right-0 sm:bottom-0 sm:left-auto sm:items-end"
        >
          <div />
        </RadixToast.Viewport>
      </RadixToast.Provider>
    </ToastContext.Provider>
  )
}

export function useToast(): ToastFn {
  const toast = useContext(ToastContext)
  if (!toast) throw new Error('useToast must be used inside ToastProvider')
  return toast
}
