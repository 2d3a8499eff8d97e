// One read loop for the readers that open a file themselves (to check it on the descriptor
// they read: O_NOFOLLOW, fstat) rather than by path.
import { readSync } from 'node:fs';

/** Up to `size` bytes of the open file from its start: fewer when it ends sooner (a pseudo-file, a file cut short while read). */
export function readUpTo(fd: number, size: number): Buffer {
  const bytes = Buffer.allocUnsafe(size);
  let got = 0;
  while (got < size) {
    const n = readSync(fd, bytes, got, size - got, got);
    if (n === 0) break;
    got += n;
  }
  return got === size ? bytes : bytes.subarray(0, got);
}
