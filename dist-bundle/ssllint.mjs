import { createRequire as __ssllintCreateRequire } from 'node:module';
const require = __ssllintCreateRequire(import.meta.url);
import {
  buildProgram,
  defaultIo,
  exitCodeFor,
  main
} from "./chunk-D2QL5HUQ.mjs";
import "./chunk-CSGWC3DC.mjs";
import "./chunk-CUJYAHEX.mjs";
export {
  buildProgram,
  defaultIo,
  exitCodeFor,
  main
};
