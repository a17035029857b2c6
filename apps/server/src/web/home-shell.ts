/**
 * Home's largest paint on a slow phone used to wait on a chain of round trips: the page, then the
 * scripts, then the home screen's chunk and the settings call, then the first banner, and then on
 * the whole app running to draw it. The server knows every link of that chain when it answers the
 * page, so for home paths it names them at once: the home screen's chunk and styles (from Vite's
 * manifest) and the consolidated settings themselves as a JSON data block the client reads instead
 * of calling. It also draws home's top as the reader will see it (download bar's place, header,
 * notice bar, first banner) in the reader's language, direction and theme, so the banner paints as soon
 * as it arrives; the app replaces that drawing with the real screen, block for block in the same
 * places. Other paths get the plain shell.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  BannerGroup,
  BOOT_SETTINGS_ELEMENT_ID,
  type ConsolidatedSettingsValue,
  DEFAULT_THEME,
  DEMO_MARKER_LABEL,
  type Language,
  promotedDownloadUrl,
  RTL_LANGUAGES,
  SCREEN_MODULES_ELEMENT_ID,
  SHELL_IMAGE_ATTRIBUTE,
  THEME_COLOR,
} from '@openlobby/contract';
import { builtMarkup, html, render, type SafeHtml, scriptJson } from '../platform/html.ts';
import type { ShellReader } from './shell-reader.ts';

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

/** The banner home shows first (spec 2.4: group m_home, and m_live only while live models exist). */
export function firstHomeBanner(settings: ConsolidatedSettingsValue): string | null {
  const first = settings.banners.find(
    (banner) =>
      banner.groupName === BannerGroup.HOME ||
      (settings.liveModelsAvailable && banner.groupName === BannerGroup.LIVE),
  );
  return first?.url ?? null;
}

/** The OpenLobby mark, as the home header draws it (web app shell/Logo.tsx). */
const LOGO = html`<svg width="28" height="28" viewBox="0 0 28 28"><rect x="1" y="1" width="26" height="26" rx="8" fill="#f5b93a"/><circle cx="14" cy="14" r="6" fill="none" stroke="#1a1440" stroke-width="3"/></svg>`;

/**
 * Home's top before any script runs (styles: the web app's shell.css, .boot-home), with the demo's
 * marker on the labelled demo so even the first paint says it is one. Hidden from
 * assistive technology: it is a picture of the screen to come, and the app's own screen, with its
 * names and controls, replaces it.
 */
export function homeSkeleton(banner: string, withDownloadBar: boolean, demoIn: Language | null): SafeHtml {
  return html`<div class="boot-home" aria-hidden="true">${
    demoIn === null ? null : html`<p class="demo-marker">${DEMO_MARKER_LABEL[demoIn]}</p>`
  }${withDownloadBar ? html`<div class="boot-home__bar"></div>` : null}<div class="boot-home__header">${LOGO}</div><div class="boot-home__body"><div class="boot-home__marquee"></div><img class="boot-home__banner" ${SHELL_IMAGE_ATTRIBUTE} src="${banner}" alt="" width="750" height="300" fetchpriority="high"><div class="spinner"><span class="spinner__ring"></span></div></div></div>`;
}

export interface HomeBoot {
  settings: ConsolidatedSettingsValue;
  reader: ShellReader;
}

export interface HomeShell {
  /** The shell for home paths: the plain shell plus the hints and, when known, settings and top. */
  render(boot: HomeBoot | null): string;
}

/* eslint-disable no-restricted-syntax -- markers looked for in the web build's index.html, never drawn */
const ROOT_OPEN = '<div id="root">';
const HEAD_END = '</head>';
const BODY_END = '</body>';
const FIRST_SCRIPT = '<script';
const PAGE_THEME_COLOR = `<meta name="theme-color" content="${THEME_COLOR[DEFAULT_THEME]}"`;
/* eslint-enable no-restricted-syntax */
const PAGE_LANGUAGE = 'lang="en" dir="ltr"';
const PAGE_THEME = `data-theme="${DEFAULT_THEME}"`;

export function createHomeShell(distDir: string, shell: string): HomeShell {
  const manifest = readManifest(distDir);
  const home = manifest === null ? { scripts: [], styles: [] } : chunkFiles(manifest, HOME_SCREEN_SOURCE);
  // Files the shell already names (the entry's own preloads) are not named twice. The rest are
  // asked for by the entry once the banner has painted (web app shared/platform/pageModules.ts).
  const fresh = (file: string) => !shell.includes(`/m/${file}"`);
  const screenFiles = [...home.scripts, ...home.styles].filter(fresh).map((file) => `/m/${file}`);
  const chunkHints =
    screenFiles.length === 0
      ? null
      : html`<script type="application/json" id="${SCREEN_MODULES_ELEMENT_ID}">${scriptJson(screenFiles)}</script>`;
  const headEnd = shell.lastIndexOf(HEAD_END);
  const rootStart = shell.indexOf(ROOT_OPEN, headEnd);
  const rootInside = rootStart + ROOT_OPEN.length;
  const bodyEnd = shell.lastIndexOf(BODY_END);
  // The web build's own index.html, as Vite wrote it: trusted markup the home route adds to.
  const built = (from: number, to?: number) => builtMarkup(shell.slice(from, to));

  return {
    render(boot) {
      if (headEnd === -1) return shell;
      if (boot === null) return render(html`${built(0, headEnd)}${chunkHints}${built(headEnd)}`);
      const { settings, reader } = boot;
      const head = html`${chunkHints}<script type="application/json" id="${BOOT_SETTINGS_ELEMENT_ID}" data-language="${reader.language}">${scriptJson(settings)}</script>`;
      const language = render(
        html`lang="${reader.language.toLowerCase()}" dir="${RTL_LANGUAGES.includes(reader.language) ? 'rtl' : 'ltr'}"`,
      );
      const banner = firstHomeBanner(settings);
      // The banner is asked for before any script: on a phone's few connections it would otherwise
      // queue behind the app's modules, and it is what the reader looks at first.
      const bannerHint =
        banner === null ? null : html`<link rel="preload" as="image" fetchpriority="high" href="${banner}">`;
      // Replacements are functions: a "$" in an operator's banner address is text, not a pattern.
      const top = shell
        .slice(0, headEnd)
        .replace(PAGE_LANGUAGE, () => language)
        .replace(PAGE_THEME, () => render(html`data-theme="${reader.theme}"`))
        .replace(PAGE_THEME_COLOR, () =>
          render(html`<meta name="theme-color" content="${THEME_COLOR[reader.theme]}"`),
        )
        .replace(FIRST_SCRIPT, (found) => render(html`${bannerHint}${builtMarkup(found)}`));
      if (banner === null || rootStart === -1 || bodyEnd < rootStart)
        return render(html`${builtMarkup(top)}${head}${built(headEnd)}`);
      const withDownloadBar =
        !reader.downloadBarHidden &&
        promotedDownloadUrl(settings.downloadLinks, { userAgent: reader.userAgent, standalone: false }) !==
          null;
      const skeleton = homeSkeleton(banner, withDownloadBar, settings.demo ? reader.language : null);
      return render(
        html`${builtMarkup(top)}${head}${built(headEnd, rootInside)}${skeleton}</div>\n  ${built(bodyEnd)}`,
      );
    },
  };
}
