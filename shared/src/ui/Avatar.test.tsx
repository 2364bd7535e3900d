import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar } from './Avatar';

const box = () => screen.getByTestId('avatar');

it('shows the default avatar, named, when the member has no picture', () => {
  render(<Avatar src="" alt="Ming" size={28} />);
  expect(box().querySelector('img')).toBeNull();
  expect(screen.getByRole('img', { name: 'Ming' }).tagName).toBe('svg');
  expect(box().style.width).toBe('28px');
  expect(box().style.height).toBe('28px');
});

it('keeps the default avatar in place while the picture loads, then shows the picture', () => {
  render(<Avatar src="https://cdn.example/a.png" alt="Ming" size={40} />);
  const picture = box().querySelector('img')!;
  expect(box().dataset.shown).toBe('loading');
  expect(box().querySelector('svg')).not.toBeNull();
  fireEvent.load(picture);
  expect(box().dataset.shown).toBe('picture');
  expect(box().querySelector('svg')).toBeNull();
  expect(screen.getByRole('img', { name: 'Ming' })).toBe(picture);
});

it('falls back to the default avatar in the same box when the picture fails to load', () => {
  render(<Avatar src="https://example.com/wx-a.png" alt="" size={28} />);
  fireEvent.error(box().querySelector('img')!);
  expect(box().querySelector('img')).toBeNull();
  expect(box().querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  expect(box().style.width).toBe('28px');
});

it('tries a new picture after the old one failed', () => {
  const { rerender } = render(<Avatar src="https://example.com/gone.png" alt="" size={28} />);
  fireEvent.error(box().querySelector('img')!);
  rerender(<Avatar src="https://cdn.example/new.png" alt="" size={28} />);
  expect(box().querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/new.png');
});
