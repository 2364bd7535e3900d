import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

interface Theme {
  theme_id: number;
  display_name: string;
  is_adult: boolean;
}

/** Whether anything from `element` up blurs it, hides it or makes it transparent. */
const obscured = (element: Locator) =>
  element.evaluate((start) => {
    for (let node: Element | null = start; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.visibility === 'hidden' || style.opacity === '0' || /blur\((?!0)/.test(style.filter)) return true;
    }
    return false;
  });

/** Tries to put focus on `element`, as Tab or a screen reader's focus would. */
const takesFocus = (element: Locator) =>
  element.evaluate((target) => {
    (target as HTMLElement).focus();
    return document.activeElement === target;
  });

/** Whether Chromium's own accessibility tree (what a screen reader reads) exposes a heading starting with `name`. */
async function headingExposed(page: Page, name: string): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { ignored: boolean; role?: { value: string }; name?: { value: string } }[];
  };
  await cdp.detach();
  return nodes.some((node) => !node.ignored && node.role?.value === 'heading' && node.name?.value.startsWith(name));
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test(`at ${viewport.width} px the page behind the age gate is neither readable nor reachable until confirmed`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const response = await request.get('/api/v1/theme?count=100', { headers: { locale: 'en', os: 'Web', from: 'na' } });
    const adult = ((await response.json()) as { data_infos: Theme[] }).data_infos.find((theme) => theme.is_adult)!;
    await page.goto(`/theme/${adult.theme_id}`);
    const gate = page.getByTestId('age-gate');
    await expect(gate).toBeVisible();
    const title = page.getByRole('heading', { level: 1, name: adult.display_name, includeHidden: true });
    await expect(title).toBeAttached();

    expect(await obscured(title)).toBe(true);
    expect(await obscured(gate)).toBe(false);
    expect(await takesFocus(page.getByRole('banner').getByRole('link', { name: 'Hot news', includeHidden: true }).first())).toBe(
      false,
    );
    expect(await takesFocus(page.locator('#main'))).toBe(false);
    expect(await headingExposed(page, adult.display_name)).toBe(false);

    await gate.getByRole('button', { name: 'I am 18 or older' }).click();
    await expect(gate).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: adult.display_name })).toBeVisible();
    expect(await obscured(title)).toBe(false);
    await expect.poll(() => headingExposed(page, adult.display_name)).toBe(true);
  });
}
