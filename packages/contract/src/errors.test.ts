import { describe, expect, it } from 'vitest';
import * as client from './client.ts';
import { ERROR_CODES, errorCatalogue } from './errors.ts';
import { lobbyErrorCatalogue } from './lobby-errors.ts';
import { opsErrorCatalogue } from './ops/errors.ts';

describe('the lobby and operator error catalogues', () => {
  it('never give one code two meanings', () => {
    const shared = Object.keys(opsErrorCatalogue).filter((code) => code in lobbyErrorCatalogue);
    expect(shared).toEqual([]);
    expect(ERROR_CODES).toHaveLength(
      Object.keys(lobbyErrorCatalogue).length + Object.keys(opsErrorCatalogue).length,
    );
  });

  it('give the lobby every code a player can meet and none only the operator API answers', () => {
    expect(client.errorCatalogue).toBe(lobbyErrorCatalogue);
    expect(client.ERROR_CODES).toContain('FREE_REJECT');
    for (const code of Object.keys(opsErrorCatalogue)) expect(client.ERROR_CODES).not.toContain(code);
    expect(client.errorMessage('MAINTENANCE', 'UR')).toBe(errorCatalogue.MAINTENANCE.UR);
  });
});
