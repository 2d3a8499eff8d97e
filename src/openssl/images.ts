// Every generation's image (image.ts) as JSON text, built from the generated tables and the
// profiles. The bundle replaces this module with the text its build got from this one
// (scripts/bundle.mjs): a shipped run parses the image, and carries neither the tables nor
// the profiles' code.
import { buildImage } from './build-image.js';

export function imageJson(): string {
  return JSON.stringify(buildImage());
}
