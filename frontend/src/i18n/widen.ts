/** The shape of a texts object with any strings: what another language must provide for the English one. */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> }
