import type { opsMeValue } from '@openlobby/contract';
import { createContext, useContext } from 'react';
import type { z } from 'zod';

export type Me = z.output<typeof opsMeValue>;

/** The signed-in operator and what the server lets them do (GET /ops/session/me). */
export const MeContext = createContext<Me | null>(null);

export function useMe(): Me {
  const me = useContext(MeContext);
  if (me === null) throw new Error('useMe outside the signed-in shell');
  return me;
}
