/**
 * Head icons members choose from, drawn as SVG and served under /cdn/avatars/<id>.svg. Registered by
 * the accounts module (not the CDN module) because the list belongs to the member centre.
 */
import { ApiError } from '../../platform/api-error.ts';
import { AVATAR_IDS } from './profile.ts';
import type { App } from '../../platform/typed-app.ts';
import { render, svg } from '../../platform/html.ts';

const PALETTE: Record<(typeof AVATAR_IDS)[number], [string, string]> = {
  a1: ['#f59e0b', '#7c2d12'],
  a2: ['#10b981', '#064e3b'],
  a3: ['#3b82f6', '#1e3a8a'],
  a4: ['#ec4899', '#831843'],
  a5: ['#8b5cf6', '#3b0764'],
  a6: ['#ef4444', '#450a0a'],
};

function avatarSvg(background: string, ink: string, variant: number): string {
  const eyes = variant % 2 === 0 ? 5 : 3.5;
  const mouth = variant % 3 === 0 ? 'M38 70 Q50 80 62 70' : 'M38 72 Q50 76 62 72';
  return render(
    svg`<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100"><circle cx="50" cy="50" r="50" fill="${background}"/><circle cx="50" cy="52" r="30" fill="#fde7c7"/><circle cx="39" cy="48" r="${eyes}" fill="${ink}"/><circle cx="61" cy="48" r="${eyes}" fill="${ink}"/><path d="${mouth}" stroke="${ink}" stroke-width="3" fill="none" stroke-linecap="round"/><path d="M20 40 Q50 ${5 + variant * 3} 80 40" stroke="${ink}" stroke-width="8" fill="none" stroke-linecap="round"/></svg>`,
  );
}

export function registerAvatarRoutes(app: App): void {
  const images = new Map(
    AVATAR_IDS.map((id, index) => [id as string, avatarSvg(PALETTE[id][0], PALETTE[id][1], index)]),
  );
  app.get<{ Params: { file: string } }>(
    '/cdn/avatars/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const file = request.params.file;
      const svg = file.endsWith('.svg') ? images.get(file.slice(0, -4)) : undefined;
      if (svg === undefined) throw new ApiError('NOT_FOUND');
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type('image/svg+xml; charset=utf-8')
        .send(svg);
    },
  );
}
