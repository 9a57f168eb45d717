import { describe, expect, it } from 'vitest';
import { expansionAsDefinition } from './expansion-question.js';

describe('a question about what an abbreviation stands for', () => {
  it.each([
    ['what does NIC stand for', 'what is NIC?'],
    ['nic stands for?', 'what is nic?'],
    ['What is RAM short for?', 'what is RAM?'],
    ['what is the full form of WAN', 'what is WAN?'],
    ['whats the abbreviation HTTPS for', 'what is HTTPS?'],
    ['ماذا يرمز الاختصار RAM', 'ما هو RAM؟'],
    ['ما هو اختصار NIC', 'ما هو NIC؟'],
    ['NIC اختصار لايش', 'ما هو NIC؟'],
    ['شو الاسم الكامل ل DNA', 'ما هو DNA؟'],
  ])('%s -> %s', (question, asked) => {
    expect(expansionAsDefinition(question)).toBe(asked);
  });

  it.each([
    'what does the stand in the lab hold',
    'what is the abbreviation used for speed in the formula',
    'why do we use abbreviations in chemistry equations',
    'what is photosynthesis',
    'ما هو البناء الضوئي',
  ])('leaves "%s" as it is', (question) => {
    expect(expansionAsDefinition(question)).toBe(question);
  });
});
