/** The pending-approval kind of a balance adjustment above the configured amount. */
export const ADJUSTMENT_KIND = 'balance.adjust';
