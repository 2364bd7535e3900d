/** @jest-environment node */
import { jest } from '@jest/globals';
import { startPageData } from './started';

it('starts nothing on the server, where a page’s data goes through the render’s collector only', () => {
  const load = jest.fn(async () => 'data');
  startPageData([{ key: 'product:1', load }], { page: undefined, pop: false });
  expect(load).not.toHaveBeenCalled();
});
