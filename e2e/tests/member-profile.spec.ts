import type { Page } from '@playwright/test';
import { expect, shopUrl, test } from '../support/fixtures';
import { startSignedInAsNewMember } from '../support/members';

// /member/user-edit as a member uses it: the profile saved and kept, an avatar cropped in the browser and uploaded
// with the Firebase Storage SDK to the shop's own storage endpoint (the header changes at once and after a
// reload), refusals by the page before an upload and by the server during one, in English, Chinese and Taiwanese.

const headerAvatar = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'My account' }).getByTestId('avatar');

/** A picture drawn by the browser itself: noisy, so its WebP is big enough to be uploaded in several chunks. */
async function noisyPng(page: Page, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d')!;
      const pixels = context.createImageData(w, h);
      for (let i = 0; i < pixels.data.length; i++) pixels.data[i] = i % 4 === 3 ? 255 : Math.floor(Math.random() * 256);
      context.putImageData(pixels, 0, 0);
      return canvas.toDataURL('image/png');
    },
    [width, height] as const,
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** Chooses a file the way a member does: the button opens the browser's file chooser. */
async function choosePicture(page: Page, file: { name: string; mimeType: string; buffer: Buffer }, button: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('avatar-upload').getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}

test('a new member fills in the profile, is told it is saved, and finds it kept after a reload', async ({ page, request }) => {
  await startSignedInAsNewMember(page, request);
  await page.goto('/member/user-edit');
  const form = page.getByTestId('profile-form');
  // Sign-up named the member after their address; with that cleared, nothing is filled in.
  await expect(form.getByLabel('Account name')).toHaveValue(/^e2e-member-/);
  await form.getByLabel('Account name').fill('');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please fill in at least one item');

  await form.getByLabel('Account name').fill('Lin Mei');
  await form.getByLabel('Country code').selectOption('886');
  await form.getByLabel('Mobile number').fill('12345');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please enter a valid mobile number');

  await form.getByLabel('Mobile number').fill('0912345678');
  await form.getByText('Female').click();
  await form.getByLabel('Birthday').fill('1990-05-20');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Save successfully!')).toBeVisible();

  await page.reload();
  await expect(form.getByLabel('Account name')).toHaveValue('Lin Mei');
  await expect(form.getByLabel('Country code')).toHaveValue('886');
  await expect(form.getByLabel('Mobile number')).toHaveValue('0912345678');
  await expect(form.getByLabel('Female')).toBeChecked();
  await expect(form.getByLabel('Birthday')).toHaveValue('1990-05-20');
});

test('an avatar is cropped, uploaded with its progress shown, and the header shows it at once and after a reload', async ({
  page,
  request,
}) => {
  await startSignedInAsNewMember(page, request);
  await page.goto('/member/user-edit');
  const card = page.getByTestId('avatar-upload');
  await expect(card.getByTestId('avatar')).toHaveAttribute('data-shown', 'default');
  await expect(headerAvatar(page)).toHaveAttribute('data-shown', 'default');

  await choosePicture(
    page,
    { name: 'holiday.png', mimeType: 'image/png', buffer: await noisyPng(page, 1200, 900) },
    'Choose a picture',
  );
  await expect(card.getByRole('group', { name: 'Crop area: drag the picture to place it' })).toBeVisible();
  await card.getByLabel('Zoom').fill('1.5');

  // A slow connection, so the upload lasts long enough to be watched.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 200 * 1024,
  });
  await card.getByRole('button', { name: 'Upload' }).click();
  await expect(card.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(card.getByText(/Uploading… \d+%/)).toBeVisible();
  await expect(card.getByTestId('avatar-notice')).toHaveText('Your profile picture is updated.', { timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  // The header took the new picture from the session store, without a reload.
  await expect(headerAvatar(page)).toHaveAttribute('data-shown', 'picture');
  const src = await headerAvatar(page).locator('img').getAttribute('src');
  expect(src).toMatch(/\/v0\/b\/[^/]+\/o\/avatars%2F\d+%2F[^?]+\.webp\?alt=media&token=/);
  await expect(card.getByTestId('avatar').locator('img')).toHaveAttribute('src', src!);

  // What was stored is the square the browser cut (900 px zoomed 1.5 times: 600 px) scaled down to 512 px, in WebP.
  const picture = await request.get(src!);
  expect(picture.headers()['content-type']).toBe('image/webp');
  const size = await page.evaluate(async (url) => {
    const bitmap = await createImageBitmap(await (await fetch(url)).blob());
    return [bitmap.width, bitmap.height];
  }, src!);
  expect(size).toEqual([512, 512]);

  await page.reload();
  await expect(headerAvatar(page)).toHaveAttribute('data-shown', 'picture');
  await expect(headerAvatar(page).locator('img')).toHaveAttribute('src', src!);

  // A new picture replaces the old one in the bucket too: a member who changes it often never runs out of room.
  await choosePicture(
    page,
    { name: 'next.png', mimeType: 'image/png', buffer: await noisyPng(page, 300, 300) },
    'Choose a picture',
  );
  await card.getByRole('button', { name: 'Upload' }).click();
  await expect(headerAvatar(page).locator('img')).not.toHaveAttribute('src', src!);
  await expect.poll(async () => (await request.get(src!)).status()).toBe(404);
});

test('an upload under way can be canceled: nothing is saved and the picture can be sent again', async ({ page, request }) => {
  const jwt = await startSignedInAsNewMember(page, request);
  await page.goto('/member/user-edit');
  const card = page.getByTestId('avatar-upload');
  await choosePicture(
    page,
    { name: 'big.png', mimeType: 'image/png', buffer: await noisyPng(page, 800, 800) },
    'Choose a picture',
  );
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 20 * 1024,
  });
  await card.getByRole('button', { name: 'Upload' }).click();
  await expect(card.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await card.getByRole('button', { name: 'Cancel' }).click();
  await expect(card.getByRole('status')).toHaveText('Upload canceled.');
  await expect(card.getByRole('progressbar')).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Upload' })).toBeEnabled();
  await expect(headerAvatar(page)).toHaveAttribute('data-shown', 'default');
  const { data } = (await (
    await request.get(`${shopUrl()}/api/v1/personal`, {
      headers: { authorization: `Bearer ${jwt}` },
    })
  ).json()) as { data: { avatar_picture: string } };
  expect(data.avatar_picture).toBe('');
});

test('in Taiwanese, a file that is no image and a picture over 5 MB are refused before any upload', async ({ page, request }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'tw'));
  await startSignedInAsNewMember(page, request);
  const uploads: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/v0/b/')) uploads.push(sent.url());
  });
  await page.goto('/member/user-edit');
  const notice = page.getByTestId('avatar-upload').getByRole('alert');

  await choosePicture(page, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') }, '選擇圖片');
  await expect(notice).toHaveText('這個檔案不是圖片，請選擇 JPEG、PNG、WebP 或 GIF 圖片。');

  const huge = Buffer.alloc(5 * 1024 * 1024 + 1);
  await choosePicture(page, { name: 'huge.png', mimeType: 'image/png', buffer: huge }, '選擇圖片');
  await expect(notice).toHaveText('圖片超過 5 MB，請選擇較小的圖片。');
  expect(uploads).toEqual([]);
});

test('in Chinese, an upload the server refuses (the session was revoked meanwhile) says why', async ({ page, request }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'cn'));
  const jwt = await startSignedInAsNewMember(page, request);
  await page.goto('/member/user-edit');
  await choosePicture(page, { name: 'me.png', mimeType: 'image/png', buffer: await noisyPng(page, 300, 300) }, '选择图片');

  // The member logged out on another device: the shop's storage endpoint no longer takes this token (401).
  const logout = await request.get(`${shopUrl()}/api/v1/account/logout`, { headers: { authorization: `Bearer ${jwt}` } });
  expect(logout.ok()).toBe(true);
  const refused = page.waitForResponse((response) => response.url().includes('/v0/b/') && response.status() === 401);
  await page.getByTestId('avatar-upload').getByRole('button', { name: '上传' }).click();
  await refused;
  await expect(page.getByTestId('avatar-upload').getByRole('alert')).toHaveText('登录已过期，请重新登录后再上传一次。');
  await expect(page.getByTestId('avatar-upload').getByTestId('avatar')).toHaveAttribute('data-shown', 'default');
});
