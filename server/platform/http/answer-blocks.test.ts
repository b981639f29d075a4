import { describe, expect, it } from 'vitest';
import { AnswerBlocks } from './answer-blocks';

describe('AnswerBlocks', () => {
  it('never overwrites an answer handed out, across many blocks (and big ones apart)', () => {
    const blocks = new AnswerBlocks(64 * 1024);
    const answers: [Buffer, string][] = [];
    for (let i = 0; i < 200; i++) {
      const text = `{"n":${i},"text":"${'ñ'.repeat((i * 37) % 9000)}"}`;
      const parts = [Buffer.from(text.slice(0, 7)), Buffer.from(text.slice(7))];
      answers.push([blocks.join(parts, Buffer.byteLength(text)), text]);
    }
    for (const [answer, text] of answers) expect(answer.toString()).toBe(text);
  });
});
