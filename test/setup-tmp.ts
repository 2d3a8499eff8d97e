// After each test file, the temp directories it made with makeTmp() and did not remove itself
// are removed (through the same refusing removeTmp()).
import { afterAll } from 'vitest';
import { removeAllTmp } from './helpers/tmp.js';

afterAll(() => removeAllTmp());
