import { createRequire as __ssllintCreateRequire } from 'node:module';
const require = __ssllintCreateRequire(import.meta.url);
import {
  buildProgram,
  defaultIo,
  exitCodeFor,
  main
} from "./chunk-LIS6PN2E.mjs";
import "./chunk-IQYUG5EO.mjs";
import "./chunk-CUJYAHEX.mjs";
export {
  buildProgram,
  defaultIo,
  exitCodeFor,
  main
};
