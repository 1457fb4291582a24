/** A language file's shape: the source language's keys, any strings. */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
