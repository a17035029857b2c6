/**
 * The lobby's view of the error catalogue, under the names the whole catalogue has on the server:
 * only the codes a player's request can meet, so the operator API's messages never reach a phone.
 */
import { type LobbyErrorCode, lobbyErrorCatalogue } from './lobby-errors.ts';

export { lobbyErrorCatalogue as errorCatalogue, lobbyErrorMessage as errorMessage } from './lobby-errors.ts';
export type ErrorCode = LobbyErrorCode;
export const ERROR_CODES = Object.keys(lobbyErrorCatalogue) as ErrorCode[];
