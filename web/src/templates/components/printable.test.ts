import { describe, expect, it } from 'vitest';
import { generateArticles } from '../mock/data.ts';
import { paragraphs } from './printable.ts';

describe('the printable article', () => {
  it('takes the text of each paragraph, tags dropped and entities read', () => {
    expect(paragraphs('<p>One <b>bold</b> &amp; more.</p><p class="x">Two &lt;3&gt;</p><p> </p>')).toEqual(['One bold & more.', 'Two <3>']);
  });

  it('takes text without paragraphs as one', () => {
    expect(paragraphs('Plain <i>text</i>')).toEqual(['Plain text']);
    expect(paragraphs('')).toEqual([]);
  });

  it('reads the two paragraphs of a mock article', () => {
    expect(paragraphs(generateArticles(1)[0]!.content)).toHaveLength(2);
  });
});
