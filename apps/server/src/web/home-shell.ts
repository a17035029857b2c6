/**
 * Home's largest paint on a slow phone used to wait on a chain of round trips: the page, then the
 * scripts, then the home screen's chunk and the settings call, then the first banner. The server
 * knows every link of that chain when it answers the page, so for home paths it names them at once:
 * the home screen's chunk and styles (from Vite's manifest), the first banner as a high-priority
 * image preload, and the consolidated settings themselves as a JSON data block the client reads
 * instead of calling. Other paths get the plain shell.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  BannerGroup,
  BOOT_SETTINGS_ELEMENT_ID,
  type ConsolidatedSettingsValue,
  type Language,
} from '@openlobby/contract';

/** Where Vite writes its build manifest (build.manifest: true). */
const MANIFEST = '.vite/manifest.json';
/** The home screen's source, the manifest's key for its lazy chunk. */
const HOME_SCREEN_SOURCE = 'src/app/screens/HomeScreen.tsx';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

function readManifest(distDir: string): Manifest | null {
  const file = path.join(distDir, MANIFEST);
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/** The chunk's file, the files it imports (depth first) and their styles, each once. */
function chunkFiles(manifest: Manifest, key: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (name: string): void => {
    const chunk = manifest[name];
    if (chunk === undefined || seen.has(name)) return;
    seen.add(name);
    scripts.push(chunk.file);
    styles.push(...(chunk.css ?? []));
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { scripts, styles };
}

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * JSON that can sit inside a script element: "<" is escaped so operator text such as a banner
 * title can never close the element (and "</script>" can never appear).
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The banner home shows first (spec 2.4: group m_home, and m_live only while live models exist). */
export function firstHomeBanner(settings: ConsolidatedSettingsValue): string | null {
  const first = settings.banners.find(
    (banner) =>
      banner.groupName === BannerGroup.HOME ||
      (settings.liveModelsAvailable && banner.groupName === BannerGroup.LIVE),
  );
  return first?.url ?? null;
}

export interface HomeShell {
  /** The shell for home paths: the plain shell plus the hints and, when known, the settings. */
  render(boot: { settings: ConsolidatedSettingsValue; language: Language } | null): string;
}

export function createHomeShell(distDir: string, shell: string): HomeShell {
  const manifest = readManifest(distDir);
  const home = manifest === null ? { scripts: [], styles: [] } : chunkFiles(manifest, HOME_SCREEN_SOURCE);
  // Files the shell already names (the entry's own preloads) are not named twice.
  const fresh = (file: string) => !shell.includes(`/m/${file}"`);
  const chunkHints = [
    // A preload, not a stylesheet: it must not hold back the splash's first paint.
    ...home.styles
      .filter(fresh)
      .map((file) => `<link rel="preload" as="style" crossorigin href="/m/${file}">`),
    ...home.scripts.filter(fresh).map((file) => `<link rel="modulepreload" crossorigin href="/m/${file}">`),
  ].join('');
  const headEnd = shell.lastIndexOf('</head>');

  return {
    render(boot) {
      if (headEnd === -1) return shell;
      let hints = chunkHints;
      if (boot !== null) {
        const banner = firstHomeBanner(boot.settings);
        if (banner !== null) {
          hints += `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(banner)}">`;
        }
        hints +=
          `<script type="application/json" id="${BOOT_SETTINGS_ELEMENT_ID}" data-language="${boot.language}">` +
          `${scriptSafeJson(boot.settings)}</script>`;
      }
      return `${shell.slice(0, headEnd)}${hints}${shell.slice(headEnd)}`;
    },
  };
}
