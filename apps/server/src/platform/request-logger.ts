/**
 * The per-request logger, made only when a request writes a line. Fastify gives every request a
 * child of the app's logger bound to its id, and pino's child() (bindings serialised, a new
 * prototype chain) was a few percent of a cached lobby read, whose request logs nothing at the
 * production level (warn): the access lines are info. A request's logger here is a small stand-in
 * that asks the app's logger whether a level is on and makes the real child (with the request id)
 * on the first line actually written, so every line still carries `reqId` and goes through the
 * same serializers (the redacting one of log-redaction.ts).
 */
import {
  type FastifyBaseLogger,
  type FastifyServerOptions,
  type FastifyLogFn as LogFn,
  LogController,
} from 'fastify';
import { type LoggerOption, redactingLogger } from './log-redaction.ts';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = Parameters<FastifyBaseLogger['child']>[1];

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** A logger that can say whether a level is written (pino's, not Fastify's silent stand-in). */
interface LevelAware extends FastifyBaseLogger {
  isLevelEnabled(level: string): boolean;
}

function isLevelAware(logger: FastifyBaseLogger): logger is LevelAware {
  return typeof (logger as Partial<LevelAware>).isLevelEnabled === 'function';
}

/** Forwards one level's call to the real child, made on the first line written at an enabled level. */
function forward(level: Level): LogFn {
  return function (this: LazyRequestLogger, ...args: unknown[]) {
    if (!this.isLevelEnabled(level)) return;
    const logger = this.logger();
    Reflect.apply(logger[level], logger, args);
  };
}

/**
 * Stands in for `parent.child(bindings, options)` until a line is written. The level and
 * serializers are the parent's (a request with its own level or serializers gets a real child at
 * once, see `lazyChildLoggerFactory`).
 */
export class LazyRequestLogger implements FastifyBaseLogger {
  #real: FastifyBaseLogger | null = null;
  readonly #parent: LevelAware;
  readonly #bindings: Bindings;

  constructor(parent: LevelAware, bindings: Bindings) {
    this.#parent = parent;
    this.#bindings = bindings;
  }

  /** The real child, made once. */
  logger(): FastifyBaseLogger {
    this.#real ??= this.#parent.child(this.#bindings);
    return this.#real;
  }

  isLevelEnabled(level: string): boolean {
    return this.#real === null
      ? this.#parent.isLevelEnabled(level)
      : isLevelAware(this.#real) && this.#real.isLevelEnabled(level);
  }

  get level(): string {
    return this.#real === null ? this.#parent.level : this.#real.level;
  }

  set level(level: string) {
    this.logger().level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger().child(bindings, options);
  }

  silent(): void {
    // Never writes.
  }

  declare fatal: LogFn;
  declare error: LogFn;
  declare warn: LogFn;
  declare info: LogFn;
  declare debug: LogFn;
  declare trace: LogFn;
}

for (const level of ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const) {
  Object.defineProperty(LazyRequestLogger.prototype, level, { value: forward(level), writable: true });
}

/** Fastify's `childLoggerFactory`: a lazy child when the request inherits the app's level and serializers. */
export const lazyChildLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) =>
  isLevelAware(logger) && options.level === undefined && options.serializers === undefined
    ? new LazyRequestLogger(logger, bindings)
    : logger.child(bindings, options);

/**
 * Fastify's access lines ("incoming request", "request completed") are info. When info is off
 * they would be dropped by pino anyway, but Fastify builds their arguments first (the request's
 * elapsed time among them) on every request; this skips that work and keeps every other line,
 * a failed answer's error included.
 */
export class QuietAccessLog extends LogController {
  override incomingRequest(...args: Parameters<LogController['incomingRequest']>): void {
    if (infoOn(args[0].log)) super.incomingRequest(...args);
  }

  override requestCompleted(...args: Parameters<LogController['requestCompleted']>): void {
    const [error, , reply] = args;
    if ((error !== null && error !== undefined) || infoOn(reply.log)) super.requestCompleted(...args);
  }
}

function infoOn(logger: FastifyBaseLogger): boolean {
  return !isLevelAware(logger) || logger.isLevelEnabled('info');
}

/**
 * The app's logging options: the redacting logger (false silences it), a request's child made
 * when it first writes, and the access lines skipped before they are built when info is off.
 */
export function requestLogging(
  option: LoggerOption,
): Pick<FastifyServerOptions, 'logger' | 'childLoggerFactory' | 'logController'> {
  return {
    logger: redactingLogger(option),
    // A silenced logger has no children to make: Fastify skips the factory only when it is its own.
    ...(option === false ? {} : { childLoggerFactory: lazyChildLoggerFactory }),
    logController: new QuietAccessLog(),
  };
}
