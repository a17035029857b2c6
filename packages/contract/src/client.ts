/**
 * The zod-free face of the contract for the browser: constants, enums, error catalogue, endpoint
 * paths and types. Importing this keeps zod out of the home screen's bundle.
 */
export * from './constants.ts';
export * from './enums.ts';
export * from './client-errors.ts';
export * from './paths.ts';
export * from './money.ts';
export * from './money-display.ts';
export * from './money-sign.ts';
export type { EndpointMeta, HttpMethod, TokenRule } from './endpoint.ts';
export type { EndpointName, RequestOf, ValueOf } from './endpoints.ts';
export type { FailureEnvelope } from './envelope.ts';
export type * from './system/schemas.ts';
export * from './system/download-rules.ts';
export * from './accounts/constants.ts';
export type * from './accounts/encryption.ts';
export type * from './accounts/schemas.ts';
export * from './wallet/constants.ts';
export * from './wallet/account-numbers.ts';
export type * from './wallet/schemas.ts';
export * from './games/constants.ts';
export type * from './games/schemas.ts';
export * from './games/centre-paths.ts';
export type * from './games/centre-schemas.ts';
export * from './lottery/constants.ts';
export type * from './lottery/schemas.ts';
export * from './studio/constants.ts';
export type * from './studio/schemas.ts';
export * from './seamless/paths.ts';
export * from './seamless/constants.ts';
export type * from './seamless/schemas.ts';
export type * from './rewards/schemas.ts';
export * from './rewards/vip-paths.ts';
export type * from './rewards/vip.ts';
export * from './rewards/sign-in-paths.ts';
export type * from './rewards/sign-in.ts';
export * from './promotions/paths.ts';
export type * from './promotions/schemas.ts';
