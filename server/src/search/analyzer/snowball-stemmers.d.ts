// Types for snowball-stemmers 0.6 (the package ships none). Only what the adapter uses.
declare module 'snowball-stemmers' {
  export interface SnowballStemmer {
    stem(word: string): string;
  }
  export function newStemmer(language: string): SnowballStemmer;
  export function algorithms(): string[];
}
