/**
 * Agent centre, transfers to downlines (zod-free part): cash from the agent's main wallet to one or
 * several direct downlines' main wallets, with the payment password, named by a client-made id so
 * a retry moves the money once.
 */
import type { EndpointMeta } from '../endpoint.ts';

/** Downlines one multiple transfer may pay at once. */
export const AGENT_TRANSFER_MAX_TARGETS = 20;

/** Direct downlines one page of the transfer screen's picker lists. */
export const AGENT_TRANSFER_TARGETS_PAGE = 50;

export const agentTransferPaths = {
  /** The transfer screen's picker: the agent's direct downlines, searched by username. */
  transferTargets: {
    name: 'transferTargets',
    method: 'GET',
    path: '/wps/agent/transferDownline',
    module: null,
    token: 'required',
    encrypted: false,
  },
  transferDownline: {
    name: 'transferDownline',
    method: 'POST',
    path: '/wps/agent/transferDownline',
    module: null,
    token: 'required',
    encrypted: false,
  },
  transferMultipleDownline: {
    name: 'transferMultipleDownline',
    method: 'POST',
    path: '/wps/agent/transferMultipleDownline',
    module: null,
    token: 'required',
    encrypted: false,
  },
} as const satisfies Record<string, EndpointMeta>;
