import { jest } from '@jest/globals';
import { rememberedMobileCheck } from './mobileNumber';

describe('rememberedMobileCheck', () => {
  it('asks once per number, whatever spaces surround it', async () => {
    const ask = jest.fn(async (code: string) => code === '1');
    const check = rememberedMobileCheck(ask);
    expect(await check('886', '0912345678')).toBe(false);
    expect(await check('886', ' 0912345678 ')).toBe(false);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(ask).toHaveBeenCalledWith('886', '0912345678');
    expect(await check('1', '2025550123')).toBe(true);
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('refuses a number too short to be anyone’s mobile without asking', async () => {
    const ask = jest.fn(async () => true);
    expect(await rememberedMobileCheck(ask)('886', '0912')).toBe(false);
    expect(ask).not.toHaveBeenCalled();
  });

  it('lets the number through when the API cannot be asked: the API checks it again on sending', async () => {
    const check = rememberedMobileCheck(() => Promise.reject(new Error('offline')));
    expect(await check('886', '0912345678')).toBe(true);
  });
});
