/** The daily sign-in's zod-free part: the member's calls, the operator's path and the cycle length. */
import type { EndpointMeta } from '../endpoint.ts';

export const SIGN_IN_DAYS = 7;

export const signInPaths = {
  signInCalendar: {
    name: 'signInCalendar',
    method: 'GET',
    path: '/wps/relay/MCSFE_getSignInCalendar',
    module: null,
    token: 'required',
    encrypted: false,
  },
  signIn: {
    name: 'signIn',
    method: 'POST',
    path: '/wps/relay/MCSFE_signIn',
    module: null,
    token: 'required',
    encrypted: false,
  },
} as const satisfies Record<string, EndpointMeta>;

export const OPS_SIGN_IN_PATHS = { calendar: '/ops/sign-in-calendar' } as const;
