import { lazy, Suspense, useId, useRef, useState } from 'react'
import { MessageSquareText, X } from 'lucide-react'
import { useTranslation } from '@/i18n/react'

const loadPanel = () => import('./chat-panel')
const ChatPanel = lazy(loadPanel)

/**
 * Floating surf assistant (bottom-right): a button that opens a non-modal chat panel. The panel and
 * its conversation logic are a separate chunk, fetched when the visitor shows interest in it.
 */
export function ChatAssistant() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  const panelId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)

  return (
    <>
      {wanted ? (
        <Suspense fallback={null}>
          <ChatPanel open={open} setOpen={setOpen} panelId={panelId} toggleRef={toggleRef} />
        </Suspense>
      ) : null}

      <button
        ref={toggleRef}
        type="button"
        onClick={() => {
          setWanted(true)
          setOpen((value) => !value)
        }}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={open ? t('assistant.close') : t('assistant.open')}
        className="floating-corner needs-script fixed right-4 bottom-4 z-40 flex h-14 w-14 items-center justify-center rounded-full bg-sunset-500 text-white shadow-lg ring-4 ring-white/70 hover:scale-105 hover:bg-sunset-600"
      >
        {open ? (
          <X className="h-7 w-7" aria-hidden="true" />
        ) : (
          <MessageSquareText className="h-7 w-7" aria-hidden="true" />
        )}
      </button>
    </>
  )
}
