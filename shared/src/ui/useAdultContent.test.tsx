import { render } from '@testing-library/react';
import { $currentPageIsR18 } from '@shop/shared/stores';
import { useAdultContent } from './useAdultContent';

function Page({ adult }: { adult: boolean }) {
  useAdultContent(adult);
  return null;
}

it('marks the page adult while it is mounted and adult', () => {
  const view = render(<Page adult />);
  expect($currentPageIsR18.get()).toBe(true);
  view.rerender(<Page adult={false} />);
  expect($currentPageIsR18.get()).toBe(false);
  view.rerender(<Page adult />);
  expect($currentPageIsR18.get()).toBe(true);
  view.unmount();
  expect($currentPageIsR18.get()).toBe(false);
});
