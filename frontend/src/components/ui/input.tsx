import type { InputHTMLAttributes, Ref } from 'react'
import { cn } from '@/lib/ui/cn'
import { controlClasses } from './field'

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>
}

export function Input({ className, ...props }: InputProps) {
  return <input className={cn(controlClasses, 'h-11', className)} {...props} />
}
