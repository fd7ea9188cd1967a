import type { ReactNode } from 'react'
import {
  Controller,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form'
import { Field, Input, PasswordInput, Select, Textarea } from '@/components/ui'
import type { ControlProps } from '@/components/ui/field'
import type { InputProps } from '@/components/ui/input'

// Fields of a react-hook-form form, each a labelled Field around a controlled control: the value
// lives in the form, the error shown is the form's (translated) message. Controlled on purpose: a
// server-rendered form hands what was typed before hydration to its state (lib/ssr), which an
// uncontrolled (`register`) input would overwrite with its default value when it mounts.

type Common<V extends FieldValues, Value> = {
  control: Control<V>
  name: FieldPathByValue<V, Value>
  label: ReactNode
  hint?: ReactNode
  required?: boolean
  optional?: boolean
  className?: string
  disabled?: boolean
}

export type Bound = ControlProps & Omit<ControllerRenderProps, 'disabled'> & { disabled?: boolean }

/** The form's field `name` in a Field: `children` gets the props that wire its control to both. */
export function FormField<V extends FieldValues, Value>({
  control,
  name,
  disabled,
  children,
  otherError,
  ...frame
}: Common<V, Value> & {
  children: (bound: Bound) => ReactNode
  /** What went wrong that is not the value's fault (the request failed), shown while the value is fine. */
  otherError?: string
}) {
  return (
    <Controller
      control={control}
      name={name as FieldPath<V>}
      render={({ field, fieldState }) => (
        <Field {...frame} error={fieldState.error?.message ?? otherError}>
          {(props) => children({ ...props, ...field, disabled })}
        </Field>
      )}
    />
  )
}

const FRAME = ['control', 'name', 'label', 'hint', 'required', 'optional', 'className', 'disabled'] as const

/** Splits a field's props into the frame's (FormField) and its control's. */
function split<P extends object>(props: P) {
  const frame: Record<string, unknown> = {}
  const own: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(props)) {
    if ((FRAME as readonly string[]).includes(key)) frame[key] = value
    else own[key] = value
  }
  return [frame as Common<FieldValues, unknown>, own as Omit<P, (typeof FRAME)[number]>] as const
}

export type TextFieldProps<V extends FieldValues> = Common<V, string> & { password?: boolean } & Omit<
    InputProps,
    'name' | 'value' | 'onChange' | 'disabled'
  >

/** A one-line text: `password` shows the show/hide toggle. */
export function TextField<V extends FieldValues>(props: TextFieldProps<V>) {
  const [frame, { password, ...input }] = split(props)
  const Control = password ? PasswordInput : Input
  return <FormField {...frame}>{(bound) => <Control {...bound} {...input} />}</FormField>
}

/** An e-mail address: its keyboard, autofill ("username" on a sign-in) and the server's length limit. */
export function EmailField<V extends FieldValues>(props: TextFieldProps<V>) {
  return <TextField<V> type="email" inputMode="email" autoComplete="email" maxLength={254} {...props} />
}

/** A text of several lines. */
export function TextareaField<V extends FieldValues>(
  props: Common<V, string> & { rows?: number; maxLength?: number; placeholder?: string; lang?: string },
) {
  const [frame, textarea] = split(props)
  return <FormField {...frame}>{(bound) => <Textarea {...bound} {...textarea} />}</FormField>
}

/** One choice of `options`, with a first empty option saying what to choose. */
export function SelectField<V extends FieldValues>(
  props: Common<V, string> & { placeholder: string; options: ReadonlyArray<{ value: string; label: string }> },
) {
  const [frame, { placeholder, options }] = split(props)
  return (
    <FormField {...frame}>{(bound) => <Select {...bound} placeholder={placeholder} options={options} />}</FormField>
  )
}
