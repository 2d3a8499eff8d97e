import { createRequire as __ssllintCreateRequire } from 'node:module';
const require = __ssllintCreateRequire(import.meta.url);
import {
  buildProgram,
  defaultIo,
  exitCodeFor,
  main
} from "./chunk-2DXXGYZK.mjs";
export {
  buildProgram,
  defaultIo,
  exitCodeFor,
  main
};
