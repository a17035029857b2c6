/** Query keys of agents' payouts: the overview, and one member's (invalidated together on a hold). */
export const PAYOUTS_KEY = ['agent-payouts'] as const;
export const memberPayoutsKey = (memberId: number) => [...PAYOUTS_KEY, 'member', memberId] as const;
