/**
 * Where put-together answers are written: slices of a shared block, as Node's own Buffer pool
 * does for small buffers. Buffer.concat gives each answer over 4 KB a fresh allocation of its
 * own, and a signed-in category page (12.5 KB) then cost ≈ 40 % more CPU than the same bytes
 * prepared once (scripts/bench/profile-api.ts: the socket write and the garbage collector).
 * A block is never written twice: when full, a new one is taken, and the old one is freed
 * once no answer that points into it is still being sent.
 */
export class AnswerBlocks {
  private block: Buffer;
  private used = 0;

  constructor(private readonly size: number) {
    this.block = Buffer.allocUnsafeSlow(size);
  }

  join(parts: readonly Buffer[], length: number): Buffer {
    const answer = this.take(length);
    let at = 0;
    for (const part of parts) at += part.copy(answer, at);
    return answer;
  }

  /** `length` bytes of a block no answer handed out uses, for the caller to fill (all of it). */
  take(length: number): Buffer {
    if (length > this.size / 4) return Buffer.allocUnsafeSlow(length);
    if (this.used + length > this.size) {
      this.block = Buffer.allocUnsafeSlow(this.size);
      this.used = 0;
    }
    const answer = this.block.subarray(this.used, this.used + length);
    // Aligned to 8 bytes, as Node's pool does.
    this.used += (length + 7) & ~7;
    return answer;
  }
}
