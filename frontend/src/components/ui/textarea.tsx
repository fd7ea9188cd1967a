import type { Ref, TextareaHTMLAttributes } from 'react'
import { cn } from '@/lib/ui/cn'
import { controlClasses } from './field'

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>
}

export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  return <textarea rows={rows} className={cn(controlClasses, 'min-h-24', className)} {...props} />
}
