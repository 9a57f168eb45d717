// A question about a thing no file names, whose other words match a page about its neighbour,
// is declined; a question in the student's own verbs and adjectives over the same pages is
// still answered (docs/decisions/077). Through the real tutor over a real SQLite FTS5 index,
// English and Arabic.
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../search/language-codes.js';
import { answeredOf, tutorOverFilesForTests } from '../../../test/helpers/tutor-over-files.js';
import { namesAKind } from './named-things.js';

const LANGUAGES: readonly LanguageCode[] = ['ara', 'eng'];

const FILES: Record<string, string[]> = {
  'forces.pdf': [
    'Mass and weight\nWeight is the force of gravity on a mass, measured in newtons.\nOn Earth the gravitational field strength is about 10 N/kg.\nOn the Moon it is about 1.6 N/kg.',
    'Friction\nFriction is a force that opposes motion between two surfaces.\nLubricants such as oil reduce friction.',
  ],
  'transport.pdf': [
    'Transport in plants\nPhloem tubes carry dissolved sugars from the leaves to the rest of the plant.\nXylem vessels carry water from the roots to the leaves.',
  ],
  'بغداد.pdf': [
    'بناء بغداد\nبنى الخليفة أبو جعفر المنصور مدينة بغداد عام ٧٦٢ م.\nسميت مدينة السلام، وكانت مستديرة الشكل.',
    'سقوط بغداد\nسقطت بغداد على يد المغول عام ١٢٥٨ م.\nأحرق المغول كثيراً من الكتب وألقوها في نهر دجلة.',
  ],
};

const bot = tutorOverFilesForTests('edubot-named-things-', FILES, LANGUAGES);

describe('a thing the files never name', () => {
  it('declines a question about it over a page about its neighbour', async () => {
    expect(
      await answeredOf(bot, ['what is the field strength on mars', 'من بنى مدينة القاهرة']),
    ).toEqual([]);
  });

  it("still answers the student's own verbs for what the page says", async () => {
    const questions = ['what is the field strength on the moon', 'مين بنى بغداد'];
    expect(await answeredOf(bot, questions)).toHaveLength(questions.length);
  });

  it('tells a word bound into a name from a paraphrase by its place', () => {
    expect(namesAKind('mars', 'what is the field strength on mars')).toBe(true);
    expect(namesAKind('thermodynamics', 'what is the second law of thermodynamics')).toBe(true);
    expect(namesAKind('القاهره', 'من بنى مدينة القاهرة')).toBe(true);
    expect(namesAKind('الفاطميه', 'من أسس الدولة الفاطمية')).toBe(true);
    expect(namesAKind('leftover', 'how do you remove the leftover copper oxide')).toBe(false);
    expect(namesAKind('room', 'is bromine a liquid at room temperature')).toBe(false);
    expect(namesAKind('الركض', 'ليش بتتعب العضلات بعد الركض')).toBe(false);
    expect(namesAKind('للباقي', 'لو خرب مصباح ايش بيصير للباقي')).toBe(false);
    expect(namesAKind('رمى', 'وين رمى المغول الكتب')).toBe(false);
  });
});

// docs/decisions/103: an Arabic name carries no article, so a place or a person named after a
// word that heads names ("مدينة دمشق", "ابن خلدون") is bound to it as "مدينة القاهرة" is.
describe('an Arabic name without the article, after a word that heads names', () => {
  it('declines a city or a person no page names over a page about another', async () => {
    expect(await answeredOf(bot, ['من بنى مدينة دمشق', 'متى بنيت مدينة سامراء'])).toEqual([]);
  });

  it('still answers the city the page names, with or without the head word', async () => {
    const questions = ['من بنى مدينة بغداد', 'متى سقطت بغداد'];
    expect(await answeredOf(bot, questions)).toHaveLength(questions.length);
  });

  it('binds the name to its head word, not a noun after any noun', () => {
    expect(namesAKind('دمشق', 'من أسس مدينة دمشق؟')).toBe(true);
    expect(namesAKind('خلدون', 'أين توفي ابن خلدون؟')).toBe(true);
    expect(namesAKind('ليمبوبو', 'أين ينبع نهر ليمبوبو؟')).toBe(true);
    expect(namesAKind('سكان', 'كم عدد سكان الرياض')).toBe(false);
    expect(namesAKind('بكتيريا', 'هل هو فيروس أم بكتيريا')).toBe(false);
    expect(namesAKind('رمى', 'في اي نهر رمى المغول الكتب')).toBe(false);
  });
});
