/** The agent contracts section's query keys. */
export const CONTRACTS_KEY = ['ops-agent-contracts'] as const;
