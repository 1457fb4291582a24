import { createContext } from 'react';
import type { SessionHelper } from '@miaoyu/contracts/chat';

/** Who answers in the open session: its helper (its picture beside each answer), or the studio. */
export const AnswererContext = createContext<Pick<SessionHelper, 'name' | 'avatar'> | null>(null);
