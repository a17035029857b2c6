import { expect, test } from './support/test.ts';
import { startFreeTrial } from './support/trial.ts';
import { chooseUrdu } from './support/language.ts';

test.describe('home (spec 2.4) and the shell menus (2.3, 2.5)', () => {
  test('renders header, marquee, banners, quick links and the game area', async ({ page }) => {
    await page.goto('/m/home');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'OpenLobby home' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Register' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Download app' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Language: EN' })).toBeVisible();

    const marquee = page.getByRole('link', { name: /^Announcements: .*Welcome to OpenLobby/ });
    await expect(marquee).toBeVisible();
    // The notice text really moves across the strip (it is measured before it may start).
    const noticeText = marquee.getByText(/Welcome to OpenLobby/);
    const offset = (): Promise<number> =>
      noticeText.evaluate((line) => new DOMMatrixReadOnly(getComputedStyle(line).transform).m41);
    const before = await offset();
    await expect.poll(offset).not.toBe(before);

    const carousel = page.getByRole('region', { name: 'Featured promotions' });
    const firstSlide = carousel.getByRole('group', { name: /^Slide 1 of \d+: Welcome bonus/ });
    await expect(firstSlide).toBeVisible();
    const firstImage = firstSlide.getByRole('img');
    await expect(firstImage).toHaveAttribute('fetchpriority', 'high');
    await expect(firstImage).toHaveAttribute('loading', 'eager');
    await expect(firstImage).toHaveAttribute('width', /\d+/);
    await expect(carousel.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
    // Live banners are listed while live models exist (the seed has them).
    await expect(carousel.getByRole('group', { name: /Live casino/ })).toHaveCount(1);

    await expect(
      page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Help' }),
    ).toBeVisible();
    await expect(page.getByRole('tablist', { name: 'Game categories' })).toBeVisible();
    // Customer service opens the sheet of ways to reach a person (findability.spec), not a page.
    await expect(page.getByRole('button', { name: 'Customer service' }).last()).toBeVisible();

    await marquee.click();
    await expect(page).toHaveURL(/\/m\/notice$/);
  });

  test('the banner is asked for before any API call, and home makes no settings call', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/(wps|lgw|lotto)\//.test(pathname) || pathname.startsWith('/cdn/banners/'))
        requests.push(pathname);
    });
    await page.goto('/m/home');
    const banner = page.getByRole('region', { name: 'Featured promotions' }).getByRole('img').first();
    await expect(banner).toBeVisible();
    // Home's page names the first banner and carries the settings (the server's home-shell), so
    // the banner's request leads and the settings are never called for; the game area's calls
    // (HomeScreen) come after.
    const firstApi = requests.findIndex((path) => !path.startsWith('/cdn/'));
    const firstBanner = requests.findIndex((path) => path.startsWith('/cdn/banners/'));
    expect(firstBanner).toBeGreaterThanOrEqual(0);
    if (firstApi !== -1) expect(firstBanner).toBeLessThan(firstApi);
    expect(requests).not.toContain('/wps/system/settings/consolidated');
    expect(requests[firstBanner]).toBe(
      new URL((await banner.getAttribute('src')) ?? '', page.url()).pathname,
    );
  });

  test("home's top and first banner are on screen before any script runs, where the lobby puts them", async ({
    page,
  }) => {
    const appBanner = page.getByRole('region', { name: 'Featured promotions' }).getByRole('img').first();
    await page.goto('/m/home');
    await expect(appBanner).toBeVisible();
    const src = await appBanner.getAttribute('src');
    // Where the first slide sits with the carousel at its start: on a busy machine auto-play may
    // already have moved it on by the time it is measured.
    const appBox = await appBanner.evaluate((image) => {
      const rect = image.getBoundingClientRect();
      const scrolled = image.closest('.banner__scroller')?.scrollLeft ?? 0;
      return { x: rect.x + scrolled, y: rect.y, width: rect.width, height: rect.height };
    });

    // What a phone shows while the app's scripts are still on their way.
    await page.route('**/m/assets/*.js', (route) => route.abort());
    await page.reload();
    // Drawn by the server and hidden from assistive technology (the app's own banner replaces it),
    // so it has no role to find it by.
    const drawn = page.locator('#root img[data-shell-image]');
    await expect(drawn).toBeVisible();
    await expect(drawn).toHaveAttribute('src', src ?? '');
    await expect
      .poll(() => drawn.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    const box = await drawn.boundingBox();
    for (const side of ['x', 'y', 'width', 'height'] as const) {
      expect(Math.abs((box?.[side] ?? -99) - appBox[side])).toBeLessThanOrEqual(1);
    }
  });

  test("an Urdu reader's home comes right to left with the Urdu banner before any script runs", async ({
    page,
  }) => {
    await page.goto('/m/home');
    await chooseUrdu(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    await page.route('**/m/assets/*.js', (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
    await expect(page.locator('#root img[data-shell-image]')).toHaveAttribute('src', /\.ur\./);
  });

  test("home's first-load scripts ask to be compiled off the main thread; other screens' do not", async ({
    page,
  }) => {
    // Home's first load as the page names it: its entry, the entry's preloads, the screen's list.
    const html = await (await page.request.get('/m/home')).text();
    const firstLoad = [
      ...html.matchAll(/<script type="module"[^>]* src="([^"]+\.js)"/g),
      ...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+\.js)"/g),
      ...html.matchAll(/"(\/m\/assets\/[^"]+\.js)"/g),
    ].map((match) => match[1] ?? '');
    expect(new Set(firstLoad).size).toBeGreaterThan(3);
    const startsWithHint = async (file: string): Promise<boolean> =>
      (await (await page.request.get(file)).text()).startsWith('//# allFunctionsCalledOnLoad\n');
    for (const file of new Set(firstLoad)) expect(await startsWithHint(file), file).toBe(true);

    const assetScripts = (): Promise<string[]> =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((file) => /^\/m\/assets\/.*\.js$/.test(file)),
      );
    await page.goto('/m/home');
    await expect(page.getByRole('tablist', { name: 'Game categories' })).toBeVisible();
    const home = await assetScripts();
    await page.goto('/m/register');
    await expect(page.getByRole('checkbox', { name: /agree to the terms/ })).toBeVisible();
    const later = (await assetScripts()).filter((file) => !home.includes(file));
    expect(later.length).toBeGreaterThan(0);
    for (const file of later) expect(await startsWithHint(file), file).toBe(false);
  });

  test('banners auto-play every 5 s and loop', async ({ page }) => {
    await page.goto('/m/home');
    const carousel = page.getByRole('region', { name: 'Featured promotions' });
    await expect(carousel.getByRole('button', { name: 'Show slide 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(carousel.getByRole('button', { name: 'Show slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
      {
        timeout: 7_000,
      },
    );
    // The dot turns current when the slide starts moving; the smooth scroll then takes a moment
    // (longer on a busy machine), so wait for the picture itself to arrive.
    const scroller = carousel.locator('.banner__scroller');
    await expect.poll(() => scroller.evaluate((box) => box.scrollLeft)).toBeGreaterThan(300);
  });

  test('banners do not auto-play for reduced-motion players', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/m/home');
    const carousel = page.getByRole('region', { name: 'Featured promotions' });
    await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  });

  test('the header download button shows on /m/home only', async ({ page }) => {
    await page.goto('/m');
    await expect(page.getByRole('banner').getByRole('link', { name: 'OpenLobby home' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Download app' })).toHaveCount(0);
  });

  test('the download bar closes for good', async ({ page }) => {
    await page.goto('/m/home');
    const bar = page.getByRole('complementary', { name: 'Faster play in our app' });
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Hide the app banner' }).click();
    await expect(bar).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Featured promotions' })).toBeVisible();
    await expect(bar).toHaveCount(0);
  });

  test('nothing shifts while the home loads', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/m/home');
    await expect(
      page.getByRole('region', { name: 'Featured promotions' }).getByRole('img').first(),
    ).toBeVisible();
    // Home has loaded when its last block, the deferred game area, shows its games with every
    // eager picture loaded and the fonts in: a late shift would have happened by then.
    // (The tiles' pictures are decorative: the play button names the game.)
    await expect(page.getByRole('list', { name: 'Hot games' }).locator('img').first()).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await expect
      .poll(() =>
        // Lazy pictures below the fold are not asked for until scrolled to.
        page.evaluate(() =>
          [...document.images].every((image) => image.complete || image.loading === 'lazy'),
        ),
      )
      .toBe(true);
    // Two frames, so the observer has been handed every shift of the frames painted so far.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls).toBeLessThanOrEqual(0.02);
  });

  test('bottom menu: guests get Login in the centre and login-only entries send them to login', async ({
    page,
  }) => {
    await page.goto('/m/home');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link')).toHaveText([
      'Home',
      'Invite',
      'Log in',
      'Promotion',
      'Member centre',
    ]);
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    await menu.getByRole('link', { name: 'Invite' }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
    await page.goto('/m/home');
    await menu.getByRole('link', { name: 'Member centre' }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
    await page.goto('/m/home');
    await menu.getByRole('link', { name: 'Promotion' }).click();
    await expect(page).toHaveURL(/\/m\/activity$/);
    await menu.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('bottom menu: a trial member gets the free_reject toast on Deposit', async ({ page }) => {
    // A trial member through the real free-play login.
    await startFreeTrial(page);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Deposit' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Please login an actual account to use this function' }),
    ).toBeVisible();
    await menu.getByRole('link', { name: 'Member centre' }).click();
    const prompt = page.getByRole('dialog', { name: 'Please Register An Account First' });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Register now' }).click();
    await expect(page).toHaveURL(/\/m\/register$/);
  });

  test('side menu: guest links, built shortcuts only, Escape returns focus', async ({ page }) => {
    await page.goto('/m/home');
    const opener = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
    await opener.click();
    const menu = page.getByRole('dialog', { name: 'Side menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Register' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    await expect(menu.getByRole('link', { name: 'App download' })).toBeVisible();
    // Deposit, withdraw and betting record lead a guest to login; live chat is not built
    // yet: hidden, not dead.
    await expect(menu.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/m/login');
    await expect(menu.getByRole('link', { name: 'Betting record' })).toHaveAttribute('href', '/m/login');
    await expect(menu.getByRole('link', { name: 'Live chat' })).toHaveCount(0);
    await expect(menu.getByRole('radio', { name: 'Dark' })).toBeChecked();

    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(opener).toBeFocused();

    await opener.click();
    await menu.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });
});

test.describe('sticky header and scroll-to-top (spec 2.2) on a short screen', () => {
  // A short viewport so that the home page scrolls.
  test.use({ viewport: { width: 390, height: 500 } });

  test('the home header turns fixed past the threshold and Home scrolls back under it', async ({ page }) => {
    await page.goto('/m/home');
    await expect(page.getByRole('region', { name: 'Featured promotions' })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-fixed', 'false');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(header).toHaveAttribute('data-fixed', 'true');

    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }).click();
    // Scroll-to-top lands the content right under the sticky header: the download bar above it is
    // scrolled away, the header itself stays.
    const barHeight = await page
      .getByRole('complementary', { name: 'Faster play in our app' })
      .evaluate((bar) => bar.getBoundingClientRect().height);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(barHeight);
    await expect(header).toHaveAttribute('data-fixed', 'true');
  });

  test('a page header turns fixed after 1.24 rem', async ({ page }) => {
    await page.goto('/m/help');
    const header = page.getByRole('banner');
    await expect(page.getByRole('navigation', { name: 'Help topics' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(header).toHaveAttribute('data-fixed', 'false');
    await page.evaluate(() => window.scrollTo(0, 30));
    await expect(header).toHaveAttribute('data-fixed', 'true');
  });
});

for (const width of [390, 360, 320]) {
  test.describe(`home on a ${width} px phone (spec 2.4)`, () => {
    test.use({ viewport: { width, height: 740 } });

    test('header controls and quick-link labels never run into each other, and nothing scrolls sideways, in English and Urdu', async ({
      page,
    }) => {
      const check = async (quickLinks: string): Promise<void> => {
        const nav = page.getByRole('navigation', { name: quickLinks });
        const links = nav.getByRole('link').or(nav.getByRole('button'));
        // Hot games, All games, Lottery, Customer service, Messages, Cashback (the seed's flag is on),
        // Withdraw, Rewards, Help: two rows of five, every one on screen down to 320 px.
        await expect(links).toHaveCount(9);
        const spilling = await links.evaluateAll(
          (items, mustFit) =>
            items
              .filter((item) => {
                const box = item.getBoundingClientRect();
                const off = box.left < 0 || box.right > window.innerWidth;
                return item.scrollWidth > item.clientWidth || (mustFit && off);
              })
              .map((item) => item.textContent ?? ''),
          true,
        );
        // Before, 'Withdraw' and 'Cashback' ran past their links into each other.
        expect(spilling).toEqual([]);
        // Before, a guest's Log in button covered the logo.
        const header = page.getByRole('banner');
        const controls = await header
          .getByRole('link')
          .or(header.getByRole('button'))
          .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
        const overlapping = controls.flatMap((a, i) =>
          controls
            .slice(i + 1)
            .filter(
              (b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom && b.top < a.bottom,
            ),
        );
        expect(overlapping).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
      };
      await page.goto('/m/home');
      await check('Quick links');
      await chooseUrdu(page);
      await check('فوری روابط');
    });
  });
}
