import { describe, expect, it } from 'vitest';
import { AnswerOf, CurrentAnswers, sharedAnswers } from '../../src/http/current-answer.ts';

/** A build that counts its calls and answers `key#n`. */
function counting() {
  const builds = new Map<string, number>();
  const build = (key: string) => () => {
    const n = (builds.get(key) ?? 0) + 1;
    builds.set(key, n);
    return Promise.resolve(`${key}#${n}`);
  };
  return { builds, build };
}

describe('CurrentAnswers', () => {
  it('shares one answer per key until a write, and builds each key its own', async () => {
    const live = { generation: 0 };
    const answers = new CurrentAnswers<string>(live, 60_000, 10);
    const { build } = counting();
    expect(await answers.get('county', build('county'))).toBe('county#1');
    expect(await answers.get('country', build('country'))).toBe('country#1');
    expect(await answers.get('county', build('county'))).toBe('county#1');
    live.generation++;
    expect(await answers.get('county', build('county'))).toBe('county#2');
    expect(await answers.get('country', build('country'))).toBe('country#2');
  });

  it('keeps at most `limit` keys, letting go of the one asked for longest ago', async () => {
    const answers = new CurrentAnswers<string>({ generation: 0 }, 60_000, 2);
    const { build } = counting();
    await answers.get('a', build('a'));
    await answers.get('b', build('b'));
    await answers.get('a', build('a'));
    await answers.get('c', build('c'));
    // 'b' went (asked for before 'a' was asked again); 'a' and 'c' are kept.
    expect(await answers.get('a', build('a'))).toBe('a#1');
    expect(await answers.get('c', build('c'))).toBe('c#1');
    expect(await answers.get('b', build('b'))).toBe('b#2');
  });
});

describe('AnswerOf', () => {
  it('makes one shared answer per source object, and a new one for a new copy of the same values', () => {
    let builds = 0;
    const answers = new AnswerOf((user: { name: string }) => ({ greeting: `hello ${user.name}`, build: ++builds }));
    const user = { name: 'Cora' };
    const first = answers.get(user);
    expect(answers.get(user)).toBe(first);
    expect(sharedAnswers.has(first)).toBe(true);
    const copy = { name: 'Cora' };
    expect(answers.get(copy)).toEqual({ greeting: 'hello Cora', build: 2 });
    expect(answers.get(user)).toBe(first);
  });
});
