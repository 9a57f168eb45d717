// The background model moved to the tutor (the quiz uses it, docs/decisions/114); gate-dump.ts
// still reads it from here.
export { commonness, type Commonness } from '../src/tutor/answer/word-commonness.js';
