import { render } from '@testing-library/react';
import { $pageMeta } from '@shop/shared/stores';
import { usePageMeta } from './usePageMeta';

function Page({ title }: { title?: string }) {
  usePageMeta(title === undefined ? undefined : { title, description: `About ${title}` });
  return null;
}

it('names the page while it is shown, follows a change and clears on leaving', () => {
  const { rerender, unmount } = render(<Page />);
  expect($pageMeta.get()).toEqual({});
  rerender(<Page title="Star Sea figure" />);
  expect($pageMeta.get()).toEqual({ title: 'Star Sea figure', description: 'About Star Sea figure' });
  rerender(<Page title="Moon card" />);
  expect($pageMeta.get().title).toBe('Moon card');
  unmount();
  expect($pageMeta.get()).toEqual({});
});
