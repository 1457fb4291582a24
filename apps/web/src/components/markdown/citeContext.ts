import { createContext } from 'react';

/** Opens the answer's n-th citation (1-based); absent where a message has no citations. */
export const CiteContext = createContext<((n: number) => void) | null>(null);
