import { describe, expect, it } from 'vitest';
import viteConfig from '../../../vite.config.ts';
import { SERVER_PATHS } from './serverPaths.ts';

describe('server paths', () => {
  it('are all proxied by `npm run dev`, the lottery, studio and chat pages included', () => {
    const proxied = Object.keys(viteConfig.server?.proxy ?? {});
    expect(proxied).toEqual([...SERVER_PATHS]);
    expect(proxied).toEqual(expect.arrayContaining(['/wps', '/lottery', '/studio', '/chat', '/ops']));
  });
});
