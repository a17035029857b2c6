export * from './constants.ts';
export * from './enums.ts';
export * from './errors.ts';
export * from './envelope.ts';
export * from './endpoint.ts';
export * from './endpoints.ts';
export * from './paths.ts';
export * from './system/schemas.ts';
