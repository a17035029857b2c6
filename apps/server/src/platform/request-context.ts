import type { Language, WhitelabelFlag } from '@openlobby/contract';
import type { RegionPolicy } from './region.ts';
import type { Session } from './session.ts';

/** What the platform needs to know about a merchant on every request. */
export interface MerchantAccess {
  readonly id: number;
  readonly code: string;
  readonly maintenance: boolean;
  readonly flags: Readonly<Record<WhitelabelFlag, boolean>>;
  /** The merchant's own region rules (saved in the console); absent: the environment's. */
  readonly region?: RegionPolicy;
}

export interface MerchantDirectory {
  /** Null when no merchant has this code. Implementations cache: this runs on every API call. */
  find(code: string): Promise<MerchantAccess | null>;
  /** What `find` would answer, when that is known without waiting; undefined otherwise. */
  peek(code: string): MerchantAccess | null | undefined;
}

/** Everything a contract handler learns about the caller besides its validated input. */
export interface RequestContext {
  readonly merchant: MerchantAccess;
  readonly language: Language;
  readonly ip: string;
  readonly session: Session | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the contract route hooks before any contract handler runs. */
    lobby: RequestContext | null;
  }
}
