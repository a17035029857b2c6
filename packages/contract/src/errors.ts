/**
 * Every stable error code the server answers: the player's (`lobby-errors.ts`) and the operator
 * API's (`ops/errors.ts`). The server and the console use this whole catalogue; the lobby imports
 * only its own part through the contract's client entry.
 */
import type { Language } from './enums.ts';
import { lobbyErrorCatalogue } from './lobby-errors.ts';
import { opsErrorCatalogue } from './ops/errors.ts';

export const errorCatalogue = { ...lobbyErrorCatalogue, ...opsErrorCatalogue } as const;

export type ErrorCode = keyof typeof errorCatalogue;
export const ERROR_CODES = Object.keys(errorCatalogue) as ErrorCode[];

export function errorMessage(code: ErrorCode, language: Language): string {
  return errorCatalogue[code][language];
}

export function errorStatus(code: ErrorCode): number {
  return errorCatalogue[code].status;
}
