/** A command line the operator got wrong: cli.ts prints the message with the usage, without a stack. */
export class UsageError extends Error {}
