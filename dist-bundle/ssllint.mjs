// The CLI's main() for ES modules; see ssllint.cjs.
export { main } from './ssllint.cjs';
