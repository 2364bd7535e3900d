import { metaDescription } from './metaDescription';

describe('metaDescription', () => {
  it('is the text on one line when it is short', () => {
    expect(metaDescription('  A figure\nof the  captain. ')).toBe('A figure of the captain.');
  });

  it('is empty without a text, so the page can use its own sentence', () => {
    expect(metaDescription('')).toBe('');
    expect(metaDescription(undefined)).toBe('');
    expect(metaDescription(' \n ')).toBe('');
  });

  it('cuts a long English text after a word, with an ellipsis', () => {
    const text = 'The captain in his battle pose, hand-painted, with a display stand and two spare hands. '.repeat(4);
    const description = metaDescription(text);
    expect(description.length).toBeLessThanOrEqual(150);
    expect(description.endsWith('…')).toBe(true);
    expect(text.startsWith(description.slice(0, -1))).toBe(true);
    expect(text.charAt(description.length - 1)).toMatch(/[\s,.]/);
  });

  it('cuts a long Chinese text after a punctuation mark', () => {
    const text = '船長戰鬥姿態手繪模型，附展示台與兩隻替換手掌。'.repeat(10);
    const description = metaDescription(text);
    expect(description.length).toBeLessThanOrEqual(150);
    expect(description).toMatch(/[掌型]…$/);
  });
});
