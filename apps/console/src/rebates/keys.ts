/** The Cashback section's query keys. */
export const SETTINGS_KEY = ['ops-rebate-settings'] as const;
export const LIABILITY_KEY = ['ops-rebate-liability'] as const;
